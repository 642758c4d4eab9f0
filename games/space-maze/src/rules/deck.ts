/**
 * The 40 action cards as components: how many of each, their power cost, the deck, drawing
 * (reshuffling the discard pile when the deck is exhausted) and where every card is.
 *
 * A card id is its kind and its copy number: `rotate90-1` … `rotate90-6`.
 */
import { CARD_KINDS, type CardKind, type SmState } from '../types.ts';
import type { Ctx } from './state.ts';

export interface CardSpec {
  readonly count: number;
  /** The die on the card must show at least this. */
  readonly cost: number;
  /** Any power die colour activates it (Move Base); otherwise the colour chooses the alien. */
  readonly anyColour?: boolean;
}

export const CARDS: Readonly<Record<CardKind, CardSpec>> = {
  rotate90: { count: 6, cost: 2 },
  rotate180: { count: 5, cost: 3 },
  rotate270: { count: 4, cost: 4 },
  twist: { count: 3, cost: 4 },
  switch: { count: 3, cost: 5 },
  exchange: { count: 4, cost: 4 },
  run1: { count: 4, cost: 2 },
  run2: { count: 3, cost: 4 },
  morph: { count: 3, cost: 3 },
  superglue: { count: 2, cost: 5 },
  movebase: { count: 3, cost: 1, anyColour: true },
};

export const DECK_SIZE = 40;
/** Cards dealt to each player at the start. */
export const HAND_START = 4;
/** Hands are cut down to this in the discard phase. */
export const HAND_LIMIT = 7;

/** Every card id, in catalogue order. */
export const ALL_CARDS: readonly string[] = CARD_KINDS.flatMap((kind) =>
  Array.from({ length: CARDS[kind].count }, (_, i) => `${kind}-${i + 1}`),
);
const KNOWN = new Set(ALL_CARDS);

export const isCard = (id: string): boolean => KNOWN.has(id);

export function kindOf(card: string): CardKind {
  return card.slice(0, card.lastIndexOf('-')) as CardKind;
}

export const costOf = (card: string): number => CARDS[kindOf(card)].cost;

/** Every card of the game, wherever it is: deck, hands, discard pile and control panels. */
export function cardsInPlay(s: SmState): string[] {
  return [...s.deck, ...s.hands.flat(), ...s.discard, ...s.panels.flatMap((p) => p.cards.map((c) => c.card))];
}

/** The discard pile, shuffled, becomes the deck (when the deck is exhausted). */
export function reshuffle(ctx: Ctx): void {
  const { s } = ctx;
  if (s.deck.length > 0 || s.discard.length === 0) return;
  s.deck = ctx.random.shuffle(s.discard);
  s.discard = [];
  ctx.events.push({ type: 'deck/reshuffled', audience: 'all', count: s.deck.length });
}

/**
 * A seat draws the top card; with the deck exhausted the discard pile is reshuffled first. With
 * no card anywhere (all in hands and on control panels) nothing is drawn.
 */
export function drawCard(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  reshuffle(ctx);
  const card = s.deck.pop();
  if (card === undefined) {
    ctx.events.push({ type: 'deck/empty', audience: 'all', seat });
    return;
  }
  s.hands[seat]!.push(card);
  ctx.events.push({ type: 'card/drawn', audience: 'all', seat });
  ctx.events.push({ type: 'card/received', audience: { seats: [seat] }, seat, card });
}
