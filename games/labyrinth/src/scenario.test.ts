/**
 * The Labyrinth scenario form (scenario.ts): any position stated directly — plan validation off for test
 * positions, health, where a player is (a cell, outside through an exit, dead, lost), items carried and lying,
 * the phase and whose turn — and errors that name the field.
 * Plan BASIC (test-plans.ts) — row 0: L L W | H (open exit right of the hospital (3,0)); row 1: L L* L L;
 * row 2: H Pa1 Pa2 L+ (closed exit below (2,2)); walls below (2,0) and below (1,1).
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@daedalus/core';
import { docExample, playScenario } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { go, heard, P, play, player } from './fixtures.ts';
import { labyrinth } from './game.ts';
import { buildScenario } from './scenario.ts';
import { BASIC } from './test-plans.ts';

const build = (setup: Record<string, unknown>) => unwrap(buildScenario({ plan: BASIC, ...setup }));
const error = (setup: Record<string, unknown>) => {
  const r = buildScenario({ plan: BASIC, ...setup });
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.error;
};

/** No weaponry and a single exit: breaks B.8, fine for a test position. */
const BARE = `
labyrinth 3x1
+---+---+---+
| L   H   L  
+---+---+---+
`;

describe('Labyrinth scenario form', () => {
  it('plan validation can be switched off for test positions; the structure is still checked', () => {
    expect(buildScenario({ plan: BARE, players: [{ at: P(0, 0) }] })).toMatchObject({
      ok: false,
      error: { code: 'setup/invalid-plan' },
    });
    const s = unwrap(buildScenario({ plan: BARE, validatePlan: false, players: [{ at: P(0, 0) }] }));
    expect(s.phase).toBe('play');
    expect(
      buildScenario({ plan: 'labyrinth 2x1\n+--', validatePlan: false, players: [{ at: P(0, 0) }] }).ok,
    ).toBe(false);
  });

  it('health, items carried and whose turn: a wounded player who may order a cell', () => {
    const s = build({
      turn: 1,
      players: [{ at: P(0, 1) }, { at: P(2, 1), health: 'wounded', mayReorder: true }],
    });
    expect(labyrinth.actors(s)).toMatchObject([{ seat: 1, kind: 'turn' }]);
    expect(player(s, 1)).toMatchObject({ health: 'wounded', bullets: 0, grenades: 3, reorderRight: 'now' });
    const t = play(s, 1, { type: 'reorder', cell: P(0, 2) });
    expect(player(t.state, 1).health).toBe('healthy');
  });

  it('a player outside through an exit must come back next move', () => {
    const s = build({ players: [{ at: P(3, 0), outside: 'right', grenades: 1 }, { at: P(0, 1) }] });
    expect(player(s, 0)).toMatchObject({ at: null, outside: { at: P(3, 0), side: 'right', open: true } });
    const t = play(s, 0, go('left'));
    expect(player(t.state, 0).at).toEqual(P(3, 0));
    const lost = play(s, 0, go('up'));
    expect(player(lost.state, 0).condition).toBe('lost');
  });

  it('a carried treasure, and treasures, corpses and items lying where stated', () => {
    const s = build({
      players: [
        { at: P(3, 0), holding: { treasure: 0 } },
        { at: P(0, 0), condition: 'dead', bullets: 0, grenades: 1, holding: 'nothing' },
        { at: P(1, 0), condition: 'lost' },
      ],
      items: [{ at: P(2, 1), items: ['bullet', { treasure: 1 }, 'armed-mine'] }],
    });
    expect(player(s, 0).held).toEqual({ kind: 'treasure', id: 0 });
    expect(s.items[1 * 4 + 1]).toEqual([]);
    expect(s.items[0]).toEqual([{ kind: 'grenade' }, { kind: 'corpse', seat: 1, contagious: false }]);
    expect(s.items[1 * 4 + 2]).toEqual([
      { kind: 'bullet' },
      { kind: 'treasure', id: 1 },
      { kind: 'mine', armed: true },
    ]);
    expect(player(s, 2)).toMatchObject({ condition: 'lost', at: null });
    // With the true treasure he walks out through the open exit of the hospital and wins.
    const t = play(s, 0, go('right'));
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      winners: [0],
      reason: 'treasure-carried-out',
    });
  });

  it('the phase: still choosing start cells, or over', () => {
    const start = build({ phase: 'start', players: [{ at: P(0, 0) }, {}] });
    expect(start.phase).toBe('start');
    expect(labyrinth.actors(start).map((a) => a.seat)).toEqual([1]);
    const t = play(start, 1, { type: 'start', cell: P(1, 0) });
    expect(t.state.phase).toBe('play');
    expect(heard(t.events).some((e) => e.startsWith('Player 2 is on land'))).toBe(true);

    const over = build({
      phase: 'over',
      result: { winners: [1], reason: 'last-survivor' },
      players: [{ at: P(0, 0), condition: 'dead' }, { at: P(1, 0) }],
    });
    expect(labyrinth.outcome(over)).toMatchObject({ over: true, winners: [1], reason: 'last-survivor' });
    expect(labyrinth.actors(over)).toEqual([]);
  });

  it('bad input: a coded error naming the field', () => {
    expect(error({ players: [{ at: P(9, 9) }] })).toMatchObject({
      code: 'scenario/invalid',
      message: /players\.0\.at/,
    });
    expect(error({ players: [{ at: P(0, 0), outside: 'left' }] }).message).toMatch(
      /^players\.0\.outside: there is no open exit on the left side of \(0, 0\)/,
    );
    expect(error({ players: [{ at: P(0, 0), health: 'wounded', bullets: 1 }] }).message).toMatch(
      /^players\.0: a wounded/,
    );
    expect(error({ players: [{ at: P(0, 0), holding: { treasure: 5 } }] }).message).toMatch(
      /^players\.0\.holding/,
    );
    expect(error({ phase: 'over', players: [{ at: P(0, 0) }] }).message).toMatch(/^result:/);
    expect(error({ phase: 'start', players: [{ at: P(0, 0) }] }).message).toMatch(/^players:/);
    expect(
      error({ turn: 1, players: [{ at: P(0, 0) }, { at: P(1, 0), condition: 'dead' }] }).message,
    ).toMatch(/^turn:/);
    expect(error({ players: [{ at: P(0, 0) }], items: [{ at: P(0, 0), items: ['cake'] }] }).message).toMatch(
      /items\.0\.items\.0/,
    );
  });

  it('the rule test the docs show (B.4.2, B.6.2) plays as docs/games/labyrinth.md says', () => {
    const page = readFileSync(new URL('../../../docs/games/labyrinth.md', import.meta.url), 'utf8');
    const { file, text } = docExample(page, '### A rule test in the short form');
    const r = playScenario(labyrinth, file);
    expect(r.errors).toEqual([null, null, null]);
    expect(r.words).toEqual(text);
    // Player 1 hears neither where Player 2 went nor that he was healed.
    expect(playScenario(labyrinth, file, { viewer: 0 }).words).not.toContain(text[1]);
  });
});
