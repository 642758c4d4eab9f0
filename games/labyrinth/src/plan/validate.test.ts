import { unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { RIVER_POCKET } from '../test-plans.ts';
import { parsePlan } from './format.ts';
import type { Plan } from './types.ts';
import { reachability, validatePlan, validatePlanJson } from './validate.ts';

const plan = (text: string): Plan => unwrap(parsePlan(text));
const codes = (p: Plan, players?: number) => {
  const r = validatePlan(p, players === undefined ? {} : { players });
  return { errors: r.errors.map((e) => e.code), warnings: r.warnings.map((w) => w.code), ok: r.ok };
};

/** A plan following every requirement and every recommendation. */
const GOOD = `
labyrinth 4x3
+---+---+---+---+
  W   L   L+  H
+   +---+   +   +
| L   R>  D   L |
+   +   +   +   +
| H   L*  L   W |
+---+---+---+---+
`;

describe('validatePlan: a good plan', () => {
  it('B.8 a plan following all rules and recommendations has no error and no warning', () => {
    expect(codes(plan(GOOD))).toEqual({ errors: [], warnings: [], ok: true });
  });
  it('B.8.5 a cell reachable only through a pit loop movement counts as reachable', () => {
    // (0,0) is walled in; a player falls into Pa2 and lands there, and leaves by the loop.
    const p = plan(`
labyrinth 4x2 cell 4
+----+----+----+----+
| Pa1| W    L*   H  
+----+    +    +    +
  H    Pa2  L+   W  |
+----+----+----+----+
`);
    expect(codes(p).errors).toEqual([]);
  });
  it('B.8.5 river sources need not be reachable', () => {
    expect(reachability(plan(GOOD))).toEqual({ unreachable: [], trapped: [] });
  });
});

interface Case {
  readonly name: string;
  readonly edit: (text: string) => string;
  readonly error: string;
}

const errorCases: Case[] = [
  {
    name: 'B.8.2 at least one weaponry',
    edit: (t) => t.replaceAll(' W ', ' L '),
    error: 'cells/no-weaponry',
  },
  { name: 'B.8.2 at least one hospital', edit: (t) => t.replaceAll(' H', ' L'), error: 'cells/no-hospital' },
  { name: 'B.8.3 one true treasure (none)', edit: (t) => t.replace('L*', 'L '), error: 'treasures/no-true' },
  {
    name: 'B.8.3 one true treasure (two)',
    edit: (t) => t.replace('L+', 'L*'),
    error: 'treasures/several-true',
  },
  {
    name: 'B.8.3 the true treasure lies on land',
    edit: (t) => t.replace('L*', 'E*'),
    error: 'treasures/true-not-on-land',
  },
  {
    name: 'B.3.1 fake treasures lie on land',
    edit: (t) => t.replace('L+', 'E+'),
    error: 'treasures/fake-not-on-land',
  },
  { name: 'B.8.4 at least two exits', edit: (t) => t.replace('  W   L', '| W   L'), error: 'exits/too-few' },
  { name: 'B.4.5.2 a river cell has a flow', edit: (t) => t.replace('R>', 'R '), error: 'rivers/no-flow' },
  {
    name: 'B.4.5.2 a river flows into a river or a delta',
    edit: (t) => t.replace('R>', 'R<'),
    error: 'rivers/flow-into-non-river',
  },
  {
    name: 'B.4.5.2 no wall blocks the flow',
    edit: (t) => t.replace('R>  D', 'R>| D'),
    error: 'rivers/wall-on-flow',
  },
  {
    name: 'B.4.5.1 a delta has a river flowing in',
    edit: (t) => t.replace('R>', 'L '),
    error: 'rivers/delta-without-river',
  },
  { name: 'B.4.5.3 rivers do not loop', edit: (t) => t.replace('R>  D ', 'R>  R<'), error: 'rivers/loop' },
  { name: 'B.4.4 a pit belongs to a loop', edit: (t) => t.replace('L+', 'P+'), error: 'pits/not-in-loop' },
];

describe('validatePlan: mandatory requirements', () => {
  it.each(errorCases)('$name', (c) => {
    const text = c.edit(GOOD);
    expect(text).not.toBe(GOOD);
    const r = codes(plan(text));
    expect(r.ok).toBe(false);
    expect(r.errors).toContain(c.error);
  });

  it('B.4.4 a pit loop has at least two pits', () => {
    const good = plan(GOOD);
    const cells = good.cells.slice();
    cells[2] = 'pit';
    const p = {
      ...good,
      cells,
      pitLoops: [[{ x: 2, y: 0 }]],
      treasures: good.treasures.filter((t) => t.true),
    };
    expect(codes(p).errors).toEqual(['pits/short-loop']);
  });

  it('B.8.5 land walled in is unreachable and a trap', () => {
    const good = plan(GOOD);
    const wallRight = good.wallRight.slice();
    const wallDown = good.wallDown.slice();
    wallRight[1] = true; // (1,0) | (2,0)
    wallRight[2] = true; // (2,0) | (3,0)
    wallDown[2] = true; // (2,0) above (2,1)
    const r = validatePlan({ ...good, wallRight, wallDown });
    expect(r.errors.map((e) => e.code)).toEqual(['reach/unreachable', 'reach/trapped']);
    expect(r.errors[0]?.cells).toEqual([{ x: 2, y: 0 }]);
    expect(r.errors[0]?.message).toMatch(/no player can get to \(2, 0\)/);
  });

  it('B.4.5.2 a river does not flow out of the labyrinth', () => {
    const r = codes(plan(GOOD.replace('| L   R>', '| R<  R>')));
    expect(r.errors).toContain('rivers/flow-off-plan');
  });

  it('B.8.5 a delta surrounded by incoming rivers and walls is a trap', () => {
    const p = plan(`
labyrinth 4x3
+---+---+---+---+
  L+  L   Rv  L*
+   +   +   +   +
| W   R>  D | L |
+   +   +---+   +
| H   L   W   L |
+---+---+---+---+
`);
    const r = validatePlan(p);
    expect(r.errors.map((e) => e.code)).toEqual(['reach/trapped']);
    expect(r.errors[0]?.cells).toEqual([{ x: 2, y: 1 }]);
  });

  it('B.8.4 no exit from a river source', () => {
    const p = plan(`
labyrinth 3x2
+---+---+---+
  R>  D   L*
+   +   +   +
| W   H   L+|
+---+---+---+
`);
    expect(codes(p).errors).toContain('exits/from-river-source');
  });

  it('B.8.4/B.8.5 with turbulent rivers no one stands in a river: cells reached only from one are unreachable, exits from one are refused', () => {
    const p = plan(RIVER_POCKET);
    expect(validatePlan(p).errors).toEqual([]);
    const r = validatePlan(p, { rivers: 'turbulent' });
    expect(r.errors.map((e) => e.code)).toEqual(['exits/from-river-cell', 'reach/unreachable']);
    expect(r.errors[0]?.cells).toEqual([{ x: 2, y: 0 }]);
    expect(r.errors[1]?.cells).toEqual([{ x: 2, y: 1 }]);
    expect(reachability(p, 'turbulent').unreachable).toEqual([{ x: 2, y: 1 }]);
    // Shallow rivers: the same cells are reachable as with normal rivers (a player carried in has footing).
    expect(validatePlan(p, { rivers: 'shallow' }).errors).toEqual([]);
  });

  it('B.8.4 with shallow rivers a source that can be walked into may have an exit', () => {
    // (0,0) flows into the river (1,0): a player with footing there walks upstream into the source.
    const p = plan(`
labyrinth 3x2
+---+---+---+
  R>  R>  D |
+   +   +   +
| W   H   L* 
+---+---+---+
`);
    expect(validatePlan(p).errors.map((e) => e.code)).toEqual(['exits/from-river-source']);
    expect(validatePlan(p, { rivers: 'shallow' }).errors).toEqual([]);
  });

  it('reports each violation with a sentence and the cells concerned', () => {
    const r = validatePlan(plan(GOOD.replace('R>  D', 'R>| D')));
    const e = r.errors.find((x) => x.code === 'rivers/wall-on-flow');
    expect(e?.message).toMatch(/wall blocks the flow from \(1, 1\) to \(2, 1\)/);
    expect(e?.cells).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 1 },
    ]);
  });
});

describe('validatePlan: recommendations are warnings', () => {
  const warn = (text: string, players?: number) => codes(plan(text), players);
  it('B.8 rec. 1 at least two weaponries and two hospitals', () => {
    const r = warn(GOOD.replace('H   L*', 'L   L*').replace('L   W |', 'L   L |'));
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual(expect.arrayContaining(['advice/few-weaponries', 'advice/few-hospitals']));
  });
  it('B.8 rec. 2 hospital and weaponry not neighbours', () => {
    expect(
      warn(GOOD.replace('L+  H', 'L+  W').replace('  L |\n+   +   +   +   +', '  H |\n+   +   +   +   +'))
        .warnings,
    ).toContain('advice/hospital-next-to-weaponry');
  });
  it('B.8 rec. 3 at least one fake, at most one per player', () => {
    expect(warn(GOOD.replace('L+', 'L ')).warnings).toContain('advice/no-fake');
    const good = plan(GOOD);
    const fake = { at: { x: 2, y: 0 }, true: false };
    const many = { ...good, treasures: [...good.treasures, fake, fake] };
    expect(validatePlan(many, { players: 3 }).warnings).toEqual([]);
    expect(validatePlan(many, { players: 2 }).warnings.map((w) => w.code)).toEqual(['advice/many-fakes']);
  });
  it('B.8 rec. 4 a delta with one way out is an attractor', () => {
    const p = GOOD.replace('+   +   +   +   +', '+   +   +---+   +').replace('D   L', 'D | L');
    expect(warn(p).warnings).toContain('advice/delta-attractor');
  });
  it('B.8 rec. 4 adjacent deltas are an attractor', () => {
    const p = plan(`
labyrinth 3x3
+---+---+---+
  W   Rv  L*
+   +   +   +
| L   D   L+|
+   +   +   +
| R>  D   H
+---+---+---+
`);
    const r = validatePlan(p);
    expect(r.warnings.map((w) => w.code)).toContain('advice/adjacent-deltas');
  });
  it('B.8 rec. 6 the true treasure not next to an exit', () => {
    expect(warn(GOOD.replace('L   L+', 'L*  L+').replace('L*  L ', 'L   L ')).warnings).toContain(
      'advice/treasure-near-exit',
    );
  });
  it('B.8.4 an open exit is usually agreed', () => {
    const closed = GOOD.replace('  W   L', '~ W   L').replace('  H\n', '  H ~\n');
    expect(warn(closed).warnings).toContain('advice/no-open-exit');
    expect(warn(closed).ok).toBe(true);
  });
});

describe('validatePlanJson', () => {
  it('rejects what is not a plan with a readable reason', () => {
    const r = validatePlanJson({ width: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('plan/bad-json');
      expect(r.error.message).toMatch(/height/);
    }
  });
  it('rejects structural nonsense (wrong sizes, exits inside)', () => {
    const good = plan(GOOD);
    const short = validatePlanJson({ ...good, cells: good.cells.slice(1) });
    expect(short.ok ? '' : short.error.code).toBe('plan/bad-structure');
    const inner = validatePlanJson({
      ...good,
      exits: [...good.exits, { at: { x: 1, y: 1 }, side: 'up', open: true }],
    });
    expect(inner.ok ? '' : inner.error.message).toMatch(/not on the outline/);
  });
  it('validates a sound JSON plan', () => {
    const r = unwrap(validatePlanJson(JSON.parse(JSON.stringify(plan(GOOD)))));
    expect(r.report.ok).toBe(true);
  });
});
