/** The games' cards, made when the client is built (`build/game-cards.ts`). */
declare module 'virtual:game-cards' {
  import type { GameCard } from './cards.ts';
  export const CARDS: readonly GameCard[];
}
