/**
 * Setting up (translation: "in turn, each player chooses a free start field and puts their
 * figure on it. Beginning with the start player, each player takes one face-down path rhombus
 * and places it face up by these rules, until all 13 rhombi are placed: a rhombus always covers
 * 2 fields, whether abyss or solid floor; symbols may be covered; no rhombus may overlap another,
 * even partly; at the start of the game no start field may be completely blocked by walls").
 */
import { posesCovering, Random, triangleHall, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { temple } from '../game.ts';
import { indexTable, withRhombus } from '../table.ts';
import { act, F, legalOf, nameOf, poseOn, refused, wallOn } from '../test-helpers.ts';
import type { Letter, TempleEvent, TempleState } from '../types.ts';
import { drawNext } from './setup-flow.ts';

const fresh = (players = 2): TempleState =>
  unwrap(temple.setup({ options: temple.optionsSchema.parse({}), players, seed: 'placement' })).state;

/** Figures on a15 and j15, laying, with `drawn` in hand and `laid` on the board. */
function laying(
  drawn: Letter,
  laid: { letter: Letter; on: [string, string]; turned: boolean }[] = [],
): TempleState {
  let s = fresh();
  s = act(s, { type: 'start', at: F('a15') }).state;
  s = act(s, { type: 'start', at: F('j15') }).state;
  const used = new Set<Letter>([drawn, ...laid.map((l) => l.letter)]);
  const all: Letter[] = [...s.stack, ...(s.drawn ? [s.drawn] : [])];
  return {
    ...s,
    table: {
      ...s.table,
      rhombi: [
        ...s.table.rhombi,
        ...laid.map((l) => ({ letter: l.letter, pose: poseOn(l.on[0], l.on[1], l.turned) })),
      ],
    },
    stack: all.filter((l) => !used.has(l)),
    drawn,
  };
}

describe('setup: start fields', () => {
  it('each player in turn chooses a free start field', () => {
    const s = fresh(3);
    expect(s.phase).toBe('start');
    expect(legalOf(s, 'start').map((a) => nameOf(a.at))).toEqual(['a5', 'a15', 'j5', 'j15']);
    const after = act(s, { type: 'start', at: F('a5') });
    expect(after.events).toEqual([
      { type: 'setup/start-chosen', audience: 'all', seat: 0, at: F('a5'), atName: 'a5' },
    ]);
    expect(after.state.current).toBe(1);
    expect(legalOf(after.state, 'start').map((a) => nameOf(a.at))).toEqual(['a15', 'j5', 'j15']);
    refused(after.state, { type: 'start', at: F('a5') }, 'start/taken');
    refused(after.state, { type: 'start', at: F('e4') }, 'start/not-entrance');
    refused(after.state, { type: 'start', at: F('a15') }, 'turn/not-your-turn', 0);
  });
});

describe('setup: laying the path rhombi', () => {
  it('from the start player on, each draws a face-down rhombus and lays it face up', () => {
    let s = fresh();
    s = act(s, { type: 'start', at: F('a5') }).state;
    const { state, events } = act(s, { type: 'start', at: F('j15') });
    expect(state.phase).toBe('lay');
    expect(state.current).toBe(0);
    expect(events.at(-1)).toMatchObject({
      type: 'setup/drawn',
      audience: 'all',
      seat: 0,
      rhombus: state.drawn,
    });
    expect(state.stack).toHaveLength(12);
    const view = temple.view(state, 1);
    expect(view.drawn).toBe(state.drawn);
    expect(view.faceDown).toBe(12);
    expect(JSON.stringify(view)).not.toContain('"stack"');
    const laid = act(state, legalOf(state, 'lay')[0]!);
    expect(laid.state.current).toBe(1);
    expect(laid.events.map((e) => e.type)).toEqual(['setup/laid', 'setup/drawn']);
  });

  it('until all 13 lie; then the start player’s first turn begins', () => {
    let s = fresh(4);
    const random = Random.fromSeed('lay-all');
    while (s.phase === 'start' || s.phase === 'lay')
      s = act(s, random.pick(temple.legalActions(s, s.current))).state;
    expect(s.table.rhombi).toHaveLength(16);
    expect(s.stack).toEqual([]);
    expect(s.phase).toBe('rhombi');
    expect(s.current).toBe(0);
    expect(s.ap).toBe(3);
  });

  it('the face-down order comes from the seed', () => {
    const a = fresh();
    const b = unwrap(
      temple.setup({ options: temple.optionsSchema.parse({}), players: 2, seed: 'other' }),
    ).state;
    expect(new Set(a.stack)).toEqual(new Set(b.stack));
    expect(a.stack).not.toEqual(b.stack);
    expect(fresh().stack).toEqual(a.stack);
  });

  it('a rhombus always covers two fields of the hall, abyss or floor alike', () => {
    const s = laying('A');
    act(s, { type: 'lay', pose: poseOn('b8', 'b9') });
    act(s, { type: 'lay', pose: poseOn('a6', 'a7') });
    act(s, { type: 'lay', pose: poseOn('a9', 'a8') });
    refused(s, { type: 'lay', pose: { q: 9, r: 9, d: 0 } }, 'lay/outside');
  });

  it('symbols may be covered', () => {
    const { state } = act(laying('A'), { type: 'lay', pose: poseOn('b10', 'b9') });
    expect(state.table.rhombi.at(-1)?.letter).toBe('A');
  });

  it('no rhombus overlaps another, not even partly', () => {
    const s = laying('B', [{ letter: 'A', on: ['b8', 'b9'], turned: false }]);
    refused(s, { type: 'lay', pose: poseOn('e3', 'e4') }, 'lay/overlap');
    refused(s, { type: 'lay', pose: poseOn('b9', 'b10') }, 'lay/overlap');
    refused(s, { type: 'lay', pose: poseOn('b8', 'b9', true) }, 'lay/overlap');
    const legal = legalOf(s, 'lay').map((a) => JSON.stringify(a.pose));
    expect(legal).not.toContain(JSON.stringify(poseOn('b9', 'b10')));
    expect(legal).toContain(JSON.stringify(poseOn('b10', 'b11')));
  });

  it('no rhombus on a figure', () => {
    refused(laying('A'), { type: 'lay', pose: poseOn('a15', 'a14') }, 'lay/on-figure');
  });

  it('no start field may be completely walled in', () => {
    // Start field a5 has two neighbours, a6 and b5. G lies on a6–a7 with a wall towards a5;
    // M (three walls) on b5–b4 closes the other side when it lies one way round.
    const g = wallOn('G', 'a6', 'a7', 'a5', 'a6');
    const s = laying('M', [{ letter: 'G', on: g.on, turned: g.turned }]);
    const m = wallOn('M', 'b5', 'b4', 'a5', 'b5');
    const message = refused(s, { type: 'lay', pose: poseOn('b5', 'b4', m.turned) }, 'lay/walls-in-start');
    expect(message).toContain('a5');
    const other = poseOn('b5', 'b4', !m.turned);
    const legal = legalOf(s, 'lay').map((a) => JSON.stringify(a.pose));
    expect(legal).not.toContain(JSON.stringify(poseOn('b5', 'b4', m.turned)));
    expect(legal).toContain(JSON.stringify(other));
  });

  it('checks a lay on the table indexed with the new rhombus added, as if indexed anew', () => {
    // withRhombus (walls in a start field) must agree with indexing the larger table.
    const g = wallOn('G', 'a6', 'a7', 'a5', 'a6');
    const s = laying('M', [{ letter: 'G', on: g.on, turned: g.turned }]);
    const ix = indexTable(s.table);
    const poses = legalOf(s, 'lay').map((a) => a.pose);
    expect(poses.length).toBeGreaterThan(20);
    for (const pose of poses) {
      const added = withRhombus(ix, 'M', pose);
      const fresh = indexTable({ ...s.table, rhombi: [...s.table.rhombi, { letter: 'M', pose }] });
      expect([added.cover, added.wall, added.rhombusFields, added.table]).toEqual([
        fresh.cover,
        fresh.wall,
        fresh.rhombusFields,
        fresh.table,
      ]);
    }
  });

  it('a tile that looks the same turned is offered once per place', () => {
    const plain = legalOf(laying('A'), 'lay').length;
    const walled = legalOf(laying('D'), 'lay').length;
    expect(walled).toBeGreaterThan(plain);
    expect(walled).toBeLessThanOrEqual(2 * plain);
  });
});

describe('setup: a rhombus that fits nowhere', () => {
  it('is set aside, so that setup always ends', () => {
    // A hall of side 3 covered wholly by rhombi (a perfect matching of its ▲ and ▼ fields).
    const hall = triangleHall(3);
    const mate = new Map<number, number>();
    const tryMatch = (down: number, seen: Set<number>): boolean => {
      for (let side = 0; side < 3; side++) {
        const up = hall.neighbour(down, side);
        if (up < 0 || seen.has(up)) continue;
        seen.add(up);
        const other = mate.get(up);
        if (other === undefined || tryMatch(other, seen)) {
          mate.set(up, down);
          return true;
        }
      }
      return false;
    };
    for (const f of hall.fields) if (!f.up) expect(tryMatch(f.id, new Set())).toBe(true);
    const s = fresh();
    const full: TempleState = {
      ...s,
      phase: 'lay',
      stack: ['B', 'C'],
      table: {
        ...s.table,
        board: { name: 'full', side: 3, kinds: '.'.repeat(hall.size) },
        rhombi: [...mate].map(([up, down]) => ({
          letter: 'A' as Letter,
          pose: posesCovering(hall, up, down)[0]!,
        })),
      },
    };
    const ctx = { s: full, events: [] as TempleEvent[] };
    drawNext(ctx);
    expect(ctx.s.drawn).toBeNull();
    expect(ctx.s.aside).toEqual(['C', 'B']);
    expect(ctx.events.map((e) => e.type)).toEqual(['setup/set-aside', 'setup/set-aside']);
  });
});
