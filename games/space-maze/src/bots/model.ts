/**
 * What a computer player knows, as a game it can play forward: the state rebuilt from its seat's
 * view alone. The view shows everything the rules of movement and of the cards look at — the
 * board, the UFOs, every alien and the relic, the dice of the round and every control panel, the
 * relic tokens — and the seat's own hand. What it does not show stays unknown: the other hands
 * are empty here and the deck holds as many unknown cards as the real one (a datapad used in a plan
 * only tells it that a card comes). Nothing here reads another seat's cards or
 * the order of the deck.
 */
import { Random } from '@daedalus/core';
import { cellAt } from '../rules/board.ts';
import { BOARDS, type Die, type SmState, type SmView, type Team } from '../types.ts';

const RNG = Random.fromSeed('space-maze bot').state;

/** The kind of the cards a plan draws from the deck: nobody knows which they are. */
export const UNKNOWN = 'unknown';

/** The game as the seat `view.you` sees it, ready for the rules' own functions. */
export function stateOf(view: SmView): SmState {
  const size = view.size;
  const me = view.you ?? view.current ?? 0;
  const tileAt = (p: { x: number; y: number }): number => view.board[cellAt(size, p)]!.tile;
  const aliens: Team[] = Array.from({ length: view.players }, () => ({
    green: { tile: null, pad: false },
    purple: { tile: null, pad: false },
    orange: { tile: null, pad: false },
  }));
  for (const a of view.aliens) aliens[a.seat]![a.colour] = { tile: a.at ? tileAt(a.at) : null, pad: a.onPad };
  const w = view.relic.wornBy;
  return {
    options: {
      board: BOARDS[size === 3 ? 1 : 0],
      tokensToWin: view.tokensToWin,
      roundCap: view.roundCap,
      startPlayer: 'first',
    },
    rng: [RNG[0], RNG[1], RNG[2], RNG[3]],
    players: view.players,
    board: view.board.map((t) => ({ tile: t.tile, turn: t.turn })),
    ufos: view.ufos.map((u) => ({ cell: u.cell, side: u.side })),
    aliens,
    relic: w ? { seat: w.seat, alien: w.colour } : { tile: tileAt(view.relic.at) },
    glued: view.relic.glued,
    tokens: view.tokens.slice(),
    // Cards still to draw, unknown: a plan that draws one knows only that a card comes.
    deck: Array.from({ length: view.deckSize }, (_, i) => `${UNKNOWN}-${i + 1}`),
    hands: Array.from({ length: view.players }, (_, seat) => (seat === me ? view.hand.map((c) => c.id) : [])),
    discard: view.discardPile.map((c) => c.id),
    dice: view.dice.map(
      (d): Die =>
        d.kind === 'power'
          ? { id: d.id, kind: 'power', colour: d.colour, pips: d.pips, seat: d.seat }
          : { id: d.id, kind: 'move', face: d.face, seat: d.seat },
    ),
    panels: view.panels.map((p) => ({
      move: p.move,
      cards: p.cards.map((c) => ({ card: c.card.id, die: c.die })),
      idle: p.idle.slice(),
    })),
    round: view.round,
    start: view.start,
    pick: view.pick,
    stage: structuredClone(view.stage),
    winner: view.winner,
    reason: view.reason,
  };
}
