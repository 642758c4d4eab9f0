/** What the client knows of each game without its engine, made when it is built (`build/game-data.ts`). */
declare module 'virtual:game-cards' {
  import type { GameCard } from './cards.ts';
  export const CARDS: readonly GameCard[];
}
declare module 'virtual:game-setups' {
  import type { GameSetup } from './setups.ts';
  export const SETUPS: readonly GameSetup[];
}
