import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import { boardWith, play, playAll, rejects, scenario, tileMaker, types, where } from '../test-helpers.ts';
import type { SmAction, SmState } from '../types.ts';
import { kindOf } from './deck.ts';
import { sidesOf } from './tiles.ts';

/** Plays the rest of the round with the least action (unused dice, movements ended, cards discarded). */
function finishRound(s: SmState): { state: SmState; events: ReturnType<typeof play>['events'] } {
  let state = s;
  const events: ReturnType<typeof play>['events'] = [];
  const round = s.round;
  while (state.round === round && state.stage.kind !== 'over' && state.stage.kind !== 'discard') {
    const seat = spaceMaze.actors(state)[0]!.seat;
    const legal = spaceMaze.legalActions(state, seat);
    const a: SmAction = legal.find((x) => x.type === 'idle' || x.type === 'done') ?? legal[0]!;
    const r = play(state, seat, a);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('a round of play', () => {
  it('the rulebook’s 3-player round: nine turns, then the discard phase, and B starts the next round', () => {
    const t = tileMaker();
    const s = scenario({
      board: boardWith({ d4: t({}, true) }),
      dice: 'g6 g3 g1 p6 p2 p1 o4 o3 o2 g3p1 g1p1o2 o3g1',
      aliens: [{ green: 'b2' }, {}, { orange: 'd4' }],
      hands: [
        ['rotate180', 'superglue', 'switch'],
        ['rotate180', 'exchange'],
        ['exchange', 'twist'],
      ],
      deck: ['run1'],
    });
    const c2 = sidesOf(s.board[7]!);
    // A plays Rotate 180 with the green 6 and turns the tile to the right of his green alien two quarters.
    let r = playAll(s, [
      [0, 'take the green 6'],
      [0, 'rotate 180 the tile right of green'],
    ]);
    expect(sidesOf(r.state.board[7]!)).toBe(c2.slice(2) + c2.slice(0, 2));
    // B takes a move die and moves his aliens; C takes the orange 4 and uses Exchange.
    r = playAll(r.state, [
      [1, 'take the move die green 1, purple 1, orange 2'],
      [1, 'move green out'],
      [1, 'move purple out'],
      [1, 'move orange out'],
      [1, 'done'],
      [2, 'take the orange 4'],
      [2, 'exchange with the tile down of orange'],
    ]);
    expect(where(r.state, 2, 'orange')).toBe('d5');
    // A moves; B uses a card with the orange 3; C leaves the purple 6 unused on the action space.
    r = playAll(r.state, [
      [0, 'take the move die green 3, purple 1'],
      [0, 'move purple out'],
      [0, 'done'],
      [1, 'take the orange 3'],
      [1, 'rotate 180 the tile here of orange'],
      [2, 'take the purple 6'],
      [2, 'leave the die unused'],
    ]);
    // A can use no card with any die left: he takes the green 3 and leaves it unused; so does B.
    r = playAll(r.state, [[0, 'take the green 3']]);
    expect(spaceMaze.legalActions(r.state, 0)).toEqual([{ type: 'idle' }]);
    r = playAll(r.state, [
      [0, 'idle'],
      [1, 'take the purple 2'],
    ]);
    expect(spaceMaze.legalActions(r.state, 1)).toEqual([{ type: 'idle' }]);
    r = playAll(r.state, [[1, 'idle']]);
    // C takes the last move die: his orange alien activates the datapad it stands on, his green alien leaves the UFO.
    const before = r.state;
    r = playAll(before, [
      [2, 'take the move die'],
      [2, 'move orange datapad'],
      [2, 'move green out'],
    ]);
    expect(r.state.hands[2]!.map(kindOf)).toEqual(['twist', 'run1']);
    expect(types(r.events)).toEqual([
      'die/taken',
      'datapad/used',
      'card/drawn',
      'card/received',
      'alien/exited',
      'move/ended',
      'round/ended',
      'cards/discarded',
      'datapads/cleared',
      'round/started',
    ]);
    // The dice are gathered, the three activated cards discarded, the datapad cleared; B starts round 2.
    const after = r.state;
    expect(before.panels[2]).toEqual({ move: null, cards: [{ card: 'exchange-2', die: 6 }], idle: [3] });
    expect(after.discard.map(kindOf)).toEqual(['rotate180', 'rotate180', 'exchange']);
    expect(after.panels.every((p) => p.move === null && p.cards.length === 0 && p.idle.length === 0)).toBe(
      true,
    );
    expect(after.dice.every((d) => d.seat === null)).toBe(true);
    expect(after.aliens[2]!.orange).toEqual({ tile: after.board[23]!.tile, pad: false });
    expect([after.round, after.start, after.pick]).toEqual([2, 1, 0]);
  });

  it('turns go from the start player to the left, three per player; the next round starts one seat on', () => {
    const s = scenario({ board: boardWith({}), hands: [[], [], []], start: 2 });
    expect(Array.from({ length: 9 }, (_, k) => (s.start + k) % 3)).toEqual([2, 0, 1, 2, 0, 1, 2, 0, 1]);
    let state = s;
    const seats: number[] = [];
    while (state.round === 1) {
      const seat = spaceMaze.actors(state)[0]!.seat;
      if (state.stage.kind === 'take') seats.push(seat);
      const legal = spaceMaze.legalActions(state, seat);
      state = play(state, seat, legal.find((a) => a.type === 'idle' || a.type === 'done') ?? legal[0]!).state;
    }
    expect(seats).toEqual([2, 0, 1, 2, 0, 1, 2, 0, 1]);
    expect(state.start).toBe(0);
  });

  it('the new start player rolls every die again', () => {
    const s = scenario({ board: boardWith({}), hands: [[], []], dice: 'g1 g1 p1 p1 o1 o1 g3p1 g3p1' });
    const { state, events } = finishRound(s);
    expect(events.find((e) => e.type === 'round/started')).toMatchObject({ round: 2, start: 1 });
    expect(state.dice.map((d) => (d.kind === 'power' ? d.pips : d.face))).not.toEqual(
      s.dice.map((d) => (d.kind === 'power' ? d.pips : d.face)),
    );
  });
});

describe('the discard phase', () => {
  it('clears every datapad — the aliens stay on their tiles — and Superglue wears off', () => {
    const t = tileMaker();
    const s = scenario({
      board: boardWith({ b2: t({}, true), d4: t({}, true) }),
      hands: [[], []],
      aliens: [{ green: 'b2*' }, { orange: 'd4*', purple: 'd4' }],
      relic: { seat: 1, alien: 'purple' },
      glued: true,
    });
    const { state, events } = finishRound(s);
    expect(events.find((e) => e.type === 'datapads/cleared')).toMatchObject({
      aliens: [
        { seat: 0, alien: 'green' },
        { seat: 1, alien: 'orange' },
      ],
    });
    expect([where(state, 0, 'green'), where(state, 1, 'orange')]).toEqual(['b2', 'd4']);
    expect(state.aliens[0]!.green.pad || state.aliens[1]!.orange.pad).toBe(false);
    expect(state.glued).toBe(false);
  });

  it('a player above seven cards discards down to seven, one card at a time, in turn order from the start player', () => {
    const eight = ['rotate90', 'rotate90', 'rotate90', 'rotate180', 'rotate180', 'exchange', 'morph', 'run1'];
    const s = scenario({
      board: boardWith({}),
      hands: [eight, [...eight.slice(0, 7), 'run2', 'twist']],
      start: 1,
    });
    let { state } = finishRound(s);
    expect(state.stage).toEqual({ kind: 'discard' });
    expect(spaceMaze.actors(state)).toMatchObject([{ seat: 1, prompt: 'space-maze/discard' }]);
    expect(rejects(state, 0, { type: 'discard', card: 'rotate90-1' })).toBe('turn/not-yours');
    state = play(state, 1, { type: 'discard', card: 'twist-1' }).state;
    state = play(state, 1, { type: 'discard', card: 'run2-1' }).state;
    expect(spaceMaze.actors(state)).toMatchObject([{ seat: 0 }]);
    const last = play(state, 0, { type: 'discard', card: 'morph-1' });
    expect(last.state.hands.map((h) => h.length)).toEqual([7, 7]);
    expect(last.state.round).toBe(2);
    expect(types(last.events)).toEqual(['hand/discarded', 'round/started']);
    expect(last.state.discard.slice(-3).map(kindOf)).toEqual(['twist', 'run2', 'morph']);
  });

  it('a seat out of time discards the last card the discard list offers (one a kind, its first card)', () => {
    const eight = ['rotate90', 'superglue', 'rotate180', 'exchange', 'morph', 'run1', 'twist', 'rotate90'];
    const s = scenario({ board: boardWith({}), hands: [eight, eight.slice(0, 7)], start: 0 });
    const { state } = finishRound(s);
    expect(spaceMaze.actors(state)).toMatchObject([{ seat: 0, prompt: 'space-maze/discard' }]);
    const offered = spaceMaze.legalActions(state, 0);
    expect(offered.map((a) => (a.type === 'discard' ? kindOf(a.card) : a.type))).toEqual([
      'rotate90',
      'superglue',
      'rotate180',
      'exchange',
      'morph',
      'run1',
      'twist',
    ]);
    const timedOut = spaceMaze.timeout!(state, 0);
    if (!timedOut.ok) throw new Error(timedOut.error.message);
    expect(timedOut.value.events).toContainEqual(
      expect.objectContaining({
        type: 'hand/discarded',
        seat: 0,
        card: (offered.at(-1) as { card: string }).card,
      }),
    );
    expect(timedOut.value.state.hands[0]).toHaveLength(7);
  });

  it('the discard pile is reshuffled into an exhausted deck (when a card is drawn, and in the discard phase)', () => {
    const t = tileMaker();
    const all: string[] = [];
    for (const [k, n] of Object.entries({
      rotate90: 6,
      rotate180: 5,
      rotate270: 4,
      twist: 3,
      switch: 3,
      exchange: 4,
    }))
      for (let i = 0; i < n; i++) all.push(k);
    const rest = [
      'run1',
      'run1',
      'run1',
      'run1',
      'run2',
      'run2',
      'run2',
      'morph',
      'morph',
      'morph',
      'superglue',
      'superglue',
    ];
    rest.push('movebase', 'movebase', 'movebase');
    const s = scenario({
      board: boardWith({ b2: t({}, true) }),
      aliens: [{ green: 'b2' }, {}],
      hands: [all.slice(0, 12), all.slice(12)],
      discard: rest.slice(0, 12),
      deck: rest.slice(12),
      dice: 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2',
    });
    expect(s.deck).toHaveLength(3);
    const drained = { ...s, deck: [] as string[], discard: [...s.discard, ...s.deck] };
    const { state, events } = playAll(drained, [
      [0, { type: 'take', die: 'g3p1' }],
      [0, { type: 'move', alien: 'green', path: ['pad'] }],
    ]);
    expect(types(events)).toContain('deck/reshuffled');
    expect(state.deck).toHaveLength(14);
    expect(state.discard).toEqual([]);
    expect(state.hands[0]).toHaveLength(13);
    const small = scenario({ board: boardWith({}), hands: [[], []] });
    const round = finishRound({ ...small, deck: [], discard: small.deck });
    expect(types(round.events)).toContain('deck/reshuffled');
    expect([round.state.deck.length, round.state.discard.length]).toEqual([40, 0]);
  });
});

describe('the round limit', () => {
  it('after the last round the player with the most relic tokens wins; equal most is a draw', () => {
    const lead = scenario({
      board: boardWith({}),
      hands: [[], []],
      tokens: [1, 2],
      round: 4,
      options: { roundCap: 4 },
    });
    const end = finishRound(lead).state;
    expect(spaceMaze.outcome(end)).toEqual({
      over: true,
      winners: [1],
      draw: false,
      reason: 'round-cap',
      scores: [1, 2],
    });
    const tie = scenario({
      board: boardWith({}),
      hands: [[], []],
      tokens: [1, 1],
      round: 4,
      options: { roundCap: 4 },
    });
    expect(spaceMaze.outcome(finishRound(tie).state)).toEqual({
      over: true,
      winners: [],
      draw: true,
      reason: 'draw/round-cap',
      scores: [1, 1],
    });
  });
});
