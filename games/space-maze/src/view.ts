/**
 * What one seat (or a spectator) sees: the whole board, the UFOs, every alien and the relic,
 * the dice of the round and every control panel, the relic tokens, the face-up discard pile,
 * how many cards each player holds and the deck's size — and its own hand. Never another
 * player's hand, the order of the deck or the generator.
 */
import type { Viewer } from '@daedalus/core';
import { type ExampleKind, exampleKind } from './examples.ts';
import { boardSize, cellOfTile, pointOf, relicTile, ufoPoint, wearer } from './rules/board.ts';
import { costOf, kindOf } from './rules/deck.ts';
import { pointsOf, turnsPerRound } from './rules/dice.ts';
import { legalActions } from './rules/legal.ts';
import { tokensLeft } from './rules/relic.ts';
import { hasDatapad, sidesOf } from './rules/tiles.ts';
import { actorSeat } from './rules/turn.ts';
import {
  ALIENS,
  type CardView,
  type DieView,
  type SmAction,
  type SmState,
  type SmView,
  type Stage,
} from './types.ts';

/** The first legal action of each example kind of the seat deciding now, as `viewer` may see them. */
function examplesOf(s: SmState, viewer: Viewer): SmAction[] {
  const seat = actorSeat(s);
  if (seat === null) return [];
  const seen = new Set<ExampleKind>();
  const out: SmAction[] = [];
  for (const a of legalActions(s, seat)) {
    const k = exampleKind(a);
    if (k === null || seen.has(k) || ((k === 'card' || k === 'discard') && viewer !== seat)) continue;
    seen.add(k);
    out.push(a);
  }
  return out;
}

export const cardView = (id: string): CardView => ({ id, kind: kindOf(id), cost: costOf(id) });

function stageView(st: Stage): Stage {
  return st.kind === 'move' ? { ...st, points: { ...st.points }, stopped: st.stopped.slice() } : { ...st };
}

function diceView(s: SmState): DieView[] {
  return s.dice.map((d) => {
    let use: DieView['use'] = null;
    if (d.seat !== null) {
      const panel = s.panels[d.seat]!;
      if (panel.move === d.id) use = 'move';
      else if (panel.cards.some((c) => c.die === d.id)) use = 'card';
      else if (panel.idle.includes(d.id)) use = 'idle';
      else use = 'in-hand';
    }
    return d.kind === 'move' ? { ...d, use, points: pointsOf(d.face) } : { ...d, use };
  });
}

export function viewOf(s: SmState, viewer: Viewer): SmView {
  const size = boardSize(s);
  const you = viewer === 'spectator' ? null : viewer;
  const w = wearer(s);
  const relicCell = (() => {
    const t = relicTile(s);
    if (t !== null) return cellOfTile(s, t);
    return s.ufos[w!.seat]!.cell; // a wearer aboard its UFO has won: the relic is at the dock
  })();
  return {
    you,
    players: s.players,
    size,
    round: s.round,
    roundCap: s.options.roundCap,
    tokensToWin: s.options.tokensToWin,
    start: s.start,
    current: actorSeat(s),
    stage: stageView(s.stage),
    pick: s.pick,
    turns: turnsPerRound(s),
    board: s.board.map((p, cell) => ({
      ...pointOf(size, cell),
      tile: p.tile,
      sides: sidesOf(p),
      datapad: hasDatapad(p.tile),
      turn: p.turn,
    })),
    ufos: s.ufos.map((d, seat) => ({
      seat,
      cell: d.cell,
      side: d.side,
      at: ufoPoint(size, d),
      aboard: ALIENS.filter((a) => s.aliens[seat]![a].tile === null),
    })),
    aliens: s.aliens.flatMap((team, seat) =>
      ALIENS.map((colour) => {
        const t = team[colour].tile;
        return {
          seat,
          colour,
          at: t === null ? null : pointOf(size, cellOfTile(s, t)),
          onPad: team[colour].pad,
          relic: w !== null && w.seat === seat && w.alien === colour,
        };
      }),
    ),
    relic: {
      at: pointOf(size, relicCell),
      wornBy: w ? { seat: w.seat, colour: w.alien } : null,
      glued: s.glued,
    },
    tokens: s.tokens.slice(),
    tokensLeft: tokensLeft(s),
    dice: diceView(s),
    panels: s.panels.map((p, seat) => ({
      seat,
      move: p.move,
      cards: p.cards.map((c) => ({ card: cardView(c.card), die: c.die })),
      idle: p.idle.slice(),
    })),
    handSizes: s.hands.map((h) => h.length),
    hand: you === null ? [] : s.hands[you]!.map(cardView),
    deckSize: s.deck.length,
    discardPile: s.discard.map(cardView),
    winner: s.winner,
    reason: s.reason,
    examples: examplesOf(s, viewer),
  };
}
