import { type Direction, type Point, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { parsePlan } from './format.ts';
import { type Movement, type MoveResult, type RiverMode, resolveEntry, resolveMovement } from './movement.ts';
import type { Plan } from './types.ts';

const plan = (text: string): Plan => unwrap(parsePlan(text));

/** A river (1,0)→(2,0)→ delta (3,0); walls below the delta's left neighbour. */
const RIVER = plan(`
labyrinth 4x2
+---+---+---+---+
| L   R>  R>  D |
+   +   +   +   +
| L   L   L | L |
+---+---+---+---+
`);

/** Two parallel rivers into one delta (2,1): (0,0)→(1,0)→(2,0)→D and (0,1)→(1,1)→D. */
const PARALLEL = plan(`
labyrinth 3x3
+---+---+---+
| R>  R>  Rv|
+   +   +   +
| R>  R>  D |
+   +   +   +
| L   L   L |
+---+---+---+
`);

/** Loop a: (0,0) → (2,0) → (2,1) → back; loop b: (0,1) ⇄ (1,1). */
const PITS = plan(`
labyrinth 3x2 cell 4
+----+----+----+
| Pa1  L  | Pa2|
+    +    +    +
| Pb1  Pb2  Pa3|
+----+----+----+
`);

/** An open exit left of (0,0), a closed exit above (1,0), an inner wall between (1,0) and (2,0). */
const EXITS = plan(`
labyrinth 3x1
+---+~~~+---+
  L   L | L |
+---+---+---+
`);

/** An L shape: (1,0) is outside the labyrinth; an open exit right of (1,1). */
const MASKED = plan(`
labyrinth 2x2
+---+
| L |
+   +---+
| L   L
+---+---+
`);

/** A wall drawn across a flow edge (illegal in a plan, B.4.5.2): the flow ignores it. */
const WALLED_FLOW = plan(`
labyrinth 2x2
+---+---+
| R>| D |
+   +---+
| L |
+---+
`);

const at = (x: number, y: number): Point => ({ x, y });
const normal = { rivers: 'normal' as RiverMode, footing: false };
const shallow = { rivers: 'shallow' as RiverMode, footing: true };
const shallowNoFooting = { rivers: 'shallow' as RiverMode, footing: false };
const turbulent = { rivers: 'turbulent' as RiverMode, footing: false };

interface Case {
  readonly name: string;
  readonly plan: Plan;
  readonly from: Point;
  readonly move: Movement;
  readonly opts?: { rivers: RiverMode; footing: boolean };
  readonly expect: Partial<MoveResult> & { endAt?: Point };
}

const cases: Case[] = [
  // B.2.2 / B.4.1 plain steps and walls
  {
    name: 'B.2.2 a step onto land',
    plan: RIVER,
    from: at(0, 1),
    move: 'right',
    expect: { endAt: at(1, 1), endType: 'land', hitWall: false, carried: 0 },
  },
  {
    name: 'B.2.2 an inner wall stops the player where he was',
    plan: RIVER,
    from: at(2, 1),
    move: 'right',
    expect: { endAt: at(2, 1), hitWall: true, blocked: 'wall' },
  },
  {
    name: 'B.1.4 the outline is an indestructible wall',
    plan: RIVER,
    from: at(0, 1),
    move: 'down',
    expect: { endAt: at(0, 1), hitWall: true, blocked: 'outline' },
  },
  {
    name: 'B.1.4 a closed exit acts as a wall',
    plan: EXITS,
    from: at(1, 0),
    move: 'up',
    expect: { endAt: at(1, 0), hitWall: true, blocked: 'closed-exit' },
  },
  {
    name: 'B.1.4 an inner wall between cells',
    plan: EXITS,
    from: at(1, 0),
    move: 'right',
    expect: { endAt: at(1, 0), hitWall: true, blocked: 'wall' },
  },
  {
    name: 'B.1.4 a masked neighbour is beyond the outline',
    plan: MASKED,
    from: at(0, 0),
    move: 'right',
    expect: { endAt: at(0, 0), hitWall: true, blocked: 'outline' },
  },
  {
    name: 'B.1.4 the outline towards a masked position',
    plan: MASKED,
    from: at(1, 1),
    move: 'up',
    expect: { endAt: at(1, 1), hitWall: true, blocked: 'outline' },
  },
  // B.4.6 rivers, normal mode
  {
    name: 'B.4.6 walking into a river carries one cell downstream',
    plan: RIVER,
    from: at(1, 1),
    move: 'up',
    expect: { endAt: at(2, 0), endType: 'river', carried: 1, steppedInto: at(1, 0) },
  },
  {
    name: 'B.4.6 carried by the flow to a delta',
    plan: RIVER,
    from: at(2, 1),
    move: 'up',
    expect: { endAt: at(3, 0), endType: 'delta', carried: 1 },
  },
  {
    name: 'B.4.6 moving with the flow traverses two cells',
    plan: PARALLEL,
    from: at(0, 0),
    move: 'right',
    expect: { endAt: at(2, 0), carried: 1 },
  },
  {
    name: 'B.4.6 upstream move ends where it started',
    plan: RIVER,
    from: at(2, 0),
    move: 'left',
    expect: { endAt: at(2, 0), carried: 1, hitWall: false },
  },
  {
    name: 'B.4.6 walking from the last river cell into the delta is not carried',
    plan: RIVER,
    from: at(2, 0),
    move: 'right',
    expect: { endAt: at(3, 0), endType: 'delta', carried: 0 },
  },
  {
    name: 'B.4.6 a delta entered directly does not carry',
    plan: RIVER,
    from: at(3, 1),
    move: 'up',
    expect: { endAt: at(3, 0), endType: 'delta', carried: 0 },
  },
  {
    name: 'B.4.6 leaving a delta up an incoming river is carried back',
    plan: RIVER,
    from: at(3, 0),
    move: 'left',
    expect: { endAt: at(3, 0), carried: 1 },
  },
  {
    name: 'B.4.6 hitting a wall in a river still carries one cell',
    plan: RIVER,
    from: at(1, 0),
    move: 'up',
    expect: { endAt: at(2, 0), hitWall: true, blocked: 'outline', carried: 1 },
  },
  {
    name: 'B.4.6 movement by the flow goes one cell downstream',
    plan: RIVER,
    from: at(1, 0),
    move: 'flow',
    expect: { endAt: at(2, 0), carried: 1, hitWall: false },
  },
  {
    name: 'B.4.6 movement by the flow into the delta',
    plan: RIVER,
    from: at(2, 0),
    move: 'flow',
    expect: { endAt: at(3, 0), endType: 'delta', carried: 1 },
  },
  {
    name: 'B.4.5.2 walls never block a flow edge',
    plan: WALLED_FLOW,
    from: at(0, 1),
    move: 'up',
    expect: { endAt: at(1, 0), carried: 1 },
  },
  {
    name: 'B.2.2 stepping out of a river onto land',
    plan: RIVER,
    from: at(1, 0),
    move: 'down',
    expect: { endAt: at(1, 1), endType: 'land', carried: 0 },
  },
  // decisions: flow / loop from the wrong cell
  {
    name: 'decision: flow from land fails like a wall',
    plan: RIVER,
    from: at(0, 0),
    move: 'flow',
    expect: { endAt: at(0, 0), hitWall: true, blocked: 'no-flow', carried: 0 },
  },
  {
    name: 'decision: flow from a delta fails like a wall (B.4.6 no flow there)',
    plan: RIVER,
    from: at(3, 0),
    move: 'flow',
    expect: { endAt: at(3, 0), hitWall: true, blocked: 'no-flow' },
  },
  {
    name: 'decision: loop from land fails like a wall',
    plan: RIVER,
    from: at(0, 0),
    move: 'loop',
    expect: { endAt: at(0, 0), hitWall: true, blocked: 'no-loop' },
  },
  {
    name: 'decision: loop from a river fails and the river carries (B.4.6)',
    plan: RIVER,
    from: at(1, 0),
    move: 'loop',
    expect: { endAt: at(2, 0), hitWall: true, blocked: 'no-loop', carried: 1 },
  },
  {
    name: 'decision: flow from a pit fails like a wall without a loop (B.4.4)',
    plan: PITS,
    from: at(0, 0),
    move: 'flow',
    expect: { endAt: at(0, 0), hitWall: true, fellIntoPit: false },
  },
  // B.4.4 pits
  {
    name: 'B.4.4 walking into a pit moves to the next pit',
    plan: PITS,
    from: at(1, 0),
    move: 'left',
    expect: { endAt: at(2, 0), fellIntoPit: true, enteredFrom: at(0, 0), endType: 'pit' },
  },
  {
    name: 'B.4.4 the last pit leads to the first',
    plan: PITS,
    from: at(1, 1),
    move: 'right',
    expect: { endAt: at(0, 0), fellIntoPit: true, enteredFrom: at(2, 1) },
  },
  {
    name: 'B.4.4 a loop of two sends back to where one started',
    plan: PITS,
    from: at(0, 1),
    move: 'right',
    expect: { endAt: at(0, 1), fellIntoPit: true, enteredFrom: at(1, 1) },
  },
  {
    name: 'B.4.4 loop movement goes to the next pit',
    plan: PITS,
    from: at(0, 0),
    move: 'loop',
    expect: { endAt: at(2, 0), looped: true, fellIntoPit: false },
  },
  {
    name: 'B.4.4 failing to move out of a pit does not transport',
    plan: PITS,
    from: at(0, 0),
    move: 'up',
    expect: { endAt: at(0, 0), hitWall: true, fellIntoPit: false },
  },
  {
    name: 'B.4.4 stepping out of a pit onto land',
    plan: PITS,
    from: at(0, 0),
    move: 'right',
    expect: { endAt: at(1, 0), fellIntoPit: false },
  },
  // exits
  {
    name: 'B.3.2 an open exit lets the player walk out',
    plan: EXITS,
    from: at(0, 0),
    move: 'left',
    expect: { hitWall: false, endType: null },
  },
  {
    name: 'B.3.2 an open exit on a masked shape',
    plan: MASKED,
    from: at(1, 1),
    move: 'right',
    expect: { endType: null },
  },
  // B.7.4 shallow rivers
  {
    name: 'B.7.4 shallow: stepping in carries once and gives footing',
    plan: RIVER,
    from: at(0, 0),
    move: 'right',
    opts: shallowNoFooting,
    expect: { endAt: at(2, 0), carried: 1, footing: true },
  },
  {
    name: 'B.7.4 shallow: with footing, upstream is a walk',
    plan: RIVER,
    from: at(2, 0),
    move: 'left',
    opts: shallow,
    expect: { endAt: at(1, 0), carried: 0, walkedAlong: true, footing: true },
  },
  {
    name: 'B.7.4 shallow: with footing, downstream is a walk of one cell',
    plan: PARALLEL,
    from: at(0, 0),
    move: 'right',
    opts: shallow,
    expect: { endAt: at(1, 0), carried: 0, walkedAlong: true, footing: true },
  },
  {
    name: 'B.7.4 shallow: with footing, walking down into the delta',
    plan: RIVER,
    from: at(2, 0),
    move: 'right',
    opts: shallow,
    expect: { endAt: at(3, 0), walkedAlong: true, footing: false },
  },
  {
    name: 'B.7.4 shallow: across the flow into another river carries again',
    plan: PARALLEL,
    from: at(1, 0),
    move: 'down',
    opts: shallow,
    expect: { endAt: at(2, 1), carried: 1, endType: 'delta', footing: false },
  },
  {
    name: 'B.7.4 shallow: across the flow into the same river system carries',
    plan: PARALLEL,
    from: at(0, 1),
    move: 'up',
    opts: shallow,
    expect: { endAt: at(1, 0), carried: 1, footing: true },
  },
  {
    name: 'B.7.4 shallow: with footing a wall does not carry',
    plan: RIVER,
    from: at(1, 0),
    move: 'up',
    opts: shallow,
    expect: { endAt: at(1, 0), hitWall: true, carried: 0, footing: true },
  },
  {
    name: 'B.7.4 shallow: walking out of the river loses footing',
    plan: RIVER,
    from: at(1, 0),
    move: 'down',
    opts: shallow,
    expect: { endAt: at(1, 1), footing: false },
  },
  {
    name: 'B.7.4 shallow: stepping back in carries again',
    plan: RIVER,
    from: at(1, 1),
    move: 'up',
    opts: shallowNoFooting,
    expect: { endAt: at(2, 0), carried: 1, footing: true },
  },
  {
    name: 'B.7.4 shallow: leaving a delta towards an incoming river fails like a wall',
    plan: RIVER,
    from: at(3, 0),
    move: 'left',
    opts: shallowNoFooting,
    expect: { endAt: at(3, 0), hitWall: true, blocked: 'river-inflow' },
  },
  {
    name: 'B.7.4 shallow: leaving a delta up another incoming river fails',
    plan: PARALLEL,
    from: at(2, 1),
    move: 'up',
    opts: shallowNoFooting,
    expect: { endAt: at(2, 1), hitWall: true, blocked: 'river-inflow' },
  },
  {
    name: 'B.7.4 shallow: leaving a delta onto land works',
    plan: PARALLEL,
    from: at(2, 1),
    move: 'down',
    opts: shallowNoFooting,
    expect: { endAt: at(2, 2), hitWall: false },
  },
  {
    name: 'B.7.4 shallow: flow with footing moves one cell',
    plan: RIVER,
    from: at(1, 0),
    move: 'flow',
    opts: shallow,
    expect: { endAt: at(2, 0), carried: 1, footing: true },
  },
  {
    name: 'decision: shallow without footing in a river behaves as a normal river',
    plan: RIVER,
    from: at(1, 0),
    move: 'up',
    opts: shallowNoFooting,
    expect: { endAt: at(2, 0), hitWall: true, carried: 1, footing: true },
  },
  // B.7.4 turbulent rivers
  {
    name: 'B.7.4 turbulent: stepping in carries all the way to the delta',
    plan: PARALLEL,
    from: at(0, 2),
    move: 'up',
    opts: turbulent,
    expect: { endAt: at(2, 1), carried: 2, endType: 'delta' },
  },
  {
    name: 'B.7.4 turbulent: from the source to the delta',
    plan: PARALLEL,
    from: at(1, 1),
    move: 'up',
    opts: turbulent,
    expect: { endAt: at(2, 1), carried: 2 },
  },
  {
    name: 'B.7.4 turbulent: hitting a wall in a river carries to the delta',
    plan: PARALLEL,
    from: at(0, 0),
    move: 'up',
    opts: turbulent,
    expect: { endAt: at(2, 1), hitWall: true, carried: 3 },
  },
  {
    name: 'B.7.4 turbulent: moving by the flow goes to the delta',
    plan: PARALLEL,
    from: at(0, 0),
    move: 'flow',
    opts: turbulent,
    expect: { endAt: at(2, 1), carried: 3 },
  },
  {
    name: 'B.7.4 turbulent: a delta entered directly does not carry',
    plan: PARALLEL,
    from: at(2, 2),
    move: 'up',
    opts: turbulent,
    expect: { endAt: at(2, 1), carried: 0 },
  },
];

describe('resolveMovement', () => {
  it.each(cases)('$name', (c) => {
    const r = unwrap(resolveMovement(c.plan, c.from, c.move, c.opts ?? normal));
    const { endAt, ...rest } = c.expect;
    expect(r).toMatchObject(rest);
    if (endAt !== undefined) expect(r.end).toEqual({ kind: 'cell', at: endAt });
    if (c.expect.endType === null) expect(r.end.kind).toBe('outside');
    if (c.opts?.rivers !== 'shallow') expect(r.footing).toBe(false);
  });

  it('B.3.2 the outside result names the exit used', () => {
    const r = unwrap(resolveMovement(EXITS, at(0, 0), 'left', normal));
    expect(r.end).toEqual({ kind: 'outside', exit: { at: at(0, 0), side: 'left', open: true } });
  });

  it('B.3.2 leaving a river through an open exit', () => {
    const p = plan(`
labyrinth 2x1
+---+---+
  R>  D |
+---+---+
`);
    expect(unwrap(resolveMovement(p, at(0, 0), 'left', normal)).end.kind).toBe('outside');
  });

  it('rejects a start that is not a cell (programmer error, not a rule answer)', () => {
    const r = resolveMovement(MASKED, at(1, 0), 'up', normal);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('movement/not-a-cell');
    expect(resolveMovement(MASKED, at(5, 5), 'up', normal).ok).toBe(false);
    expect(resolveMovement(MASKED, at(0, 0), 'jump' as Movement, normal).ok).toBe(false);
  });

  it('reports a broken plan (a pit in no loop) as a plan error', () => {
    const p = { ...PITS, pitLoops: [] };
    const r = resolveMovement(p, at(1, 0), 'left', normal);
    expect(r.ok ? '' : r.error.code).toBe('plan/pit-without-loop');
  });

  it('B.5.4 uses the current walls: a blown inner wall no longer blocks', () => {
    const blown = { ...EXITS, wallRight: EXITS.wallRight.map(() => false) };
    expect(unwrap(resolveMovement(EXITS, at(1, 0), 'right', normal)).hitWall).toBe(true);
    expect(unwrap(resolveMovement(blown, at(1, 0), 'right', normal)).end).toEqual({
      kind: 'cell',
      at: at(2, 0),
    });
  });

  it('B.1.4 a blown closed exit becomes an open exit', () => {
    const opened = { ...EXITS, exits: EXITS.exits.map((e) => ({ ...e, open: true })) };
    const r = unwrap(resolveMovement(opened, at(1, 0), 'up', normal));
    expect(r.end).toEqual({ kind: 'outside', exit: { at: at(1, 0), side: 'up', open: true } });
  });

  it('does not change the plan', () => {
    const before = JSON.stringify(PARALLEL);
    for (const move of ['up', 'right', 'down', 'left', 'flow', 'loop'] as const)
      resolveMovement(PARALLEL, at(1, 0), move, turbulent);
    expect(JSON.stringify(PARALLEL)).toBe(before);
  });
});

describe('resolveEntry', () => {
  const exit = { at: at(0, 0), side: 'left' as Direction, open: true };
  it('B.3.4 stepping back in through the exit enters its cell', () => {
    const r = unwrap(resolveEntry(EXITS, exit, 'right', normal));
    expect(r?.end).toEqual({ kind: 'cell', at: at(0, 0) });
  });
  it('B.3.4 any other direction fails to return', () => {
    expect(unwrap(resolveEntry(EXITS, exit, 'up', normal))).toBeNull();
    expect(unwrap(resolveEntry(EXITS, exit, 'left', normal))).toBeNull();
  });
  it('B.3.4 re-entering into a river is carried', () => {
    const p = plan(`
labyrinth 2x1
+---+---+
  R>  D |
+---+---+
`);
    const r = unwrap(resolveEntry(p, exit, 'right', normal));
    expect(r?.end).toEqual({ kind: 'cell', at: at(1, 0) });
    expect(r?.carried).toBe(1);
  });
});
