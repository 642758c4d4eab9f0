import { DIRECTIONS, type Direction, type Point, Random, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { parsePlan, printPlan } from './format.ts';
import { generatePlan } from './generate.ts';
import { checkStructure, normalizePlan, planFromJson } from './json.ts';
import { isCell, isOuter, planCells } from './query.ts';
import { CELL_TYPES, type CellType, type Exit, type Plan, type Treasure } from './types.ts';

const EXAMPLE = `labyrinth 4x3 cell 4
+----+----+----+----+
| L*   W  | R>   D
+    +----+    +    +
| H    Pa1  R^ | L+ |
+----+    +----+    +
     | Pa2  E    L  |
     +----+~~~~+----+
`;

/**
 * Random structurally sound plans (not necessarily legal): any mask, any cell types,
 * walls, exits, rivers with or without flow, pit loops of any length (with many loops
 * for two-letter labels), several treasures on a cell (wider cells).
 */
function randomPlan(rng: Random): Plan {
  const width = rng.range(1, 9);
  const height = rng.range(1, 9);
  const n = width * height;
  let mask: boolean[] | undefined;
  if (rng.chance(0.4)) {
    mask = Array.from({ length: n }, () => rng.chance(0.75));
    if (!mask.includes(true)) mask[rng.int(n)] = true;
  }
  const shape = { width, height, mask };
  const cells: CellType[] = Array.from({ length: n }, () => rng.pick(CELL_TYPES));
  const flow = cells.map((t) => (t === 'river' && rng.chance(0.9) ? rng.pick(DIRECTIONS) : null));
  const wallRight = Array.from({ length: n }, () => rng.chance(0.4));
  const wallDown = Array.from({ length: n }, () => rng.chance(0.4));
  const exits: Exit[] = [];
  for (const p of planCells(shape))
    for (const d of DIRECTIONS)
      if (isOuter(shape, p, d) && rng.chance(0.15)) exits.push({ at: p, side: d, open: rng.chance(0.5) });
  const pits = rng.shuffle(planCells(shape).filter((p) => cells[p.y * width + p.x] === 'pit'));
  const pitLoops: Point[][] = [];
  const manyLoops = rng.chance(0.1);
  while (pits.length > 0) {
    const size = manyLoops ? 1 : rng.range(1, Math.max(1, pits.length));
    pitLoops.push(pits.splice(0, size));
    if (rng.chance(0.1)) break; // some pits stay out of any loop
  }
  const treasures: Treasure[] = [];
  const spots = planCells(shape);
  const count = rng.int(6);
  for (let k = 0; k < count; k++) treasures.push({ at: rng.pick(spots), true: rng.chance(0.3) });
  return {
    width,
    height,
    ...(mask === undefined ? {} : { mask }),
    cells,
    wallRight,
    wallDown,
    exits: rng.shuffle(exits),
    flow,
    pitLoops,
    treasures,
  };
}

describe('text plan format', () => {
  it('parses the documented example', () => {
    const p = unwrap(parsePlan(EXAMPLE));
    expect(p.width).toBe(4);
    expect(p.mask?.filter((m) => !m)).toHaveLength(1);
    expect(p.cells.slice(0, 4)).toEqual(['land', 'weaponry', 'river', 'delta']);
    expect(p.flow[2]).toBe('right');
    expect(p.flow[6]).toBe('up');
    expect(p.pitLoops).toEqual([
      [
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ],
    ]);
    expect(p.treasures).toEqual([
      { at: { x: 0, y: 0 }, true: true },
      { at: { x: 3, y: 1 }, true: false },
    ]);
    expect(p.exits).toEqual([
      { at: { x: 3, y: 0 }, side: 'right', open: true },
      { at: { x: 2, y: 2 }, side: 'down', open: false },
    ]);
    expect(p.wallRight[1]).toBe(true);
    expect(p.wallDown[1]).toBe(true);
    expect(printPlan(p)).toBe(EXAMPLE);
  });

  it('round-trips thousands of random structurally sound plans (print → parse → print)', () => {
    const rng = Random.fromSeed('format-property');
    for (let i = 0; i < 3000; i++) {
      const plan = randomPlan(rng);
      expect(checkStructure(plan)).toEqual([]);
      const text = printPlan(plan);
      const back = parsePlan(text);
      if (!back.ok) throw new Error(`${back.error.message}\n${text}`);
      expect(back.value).toEqual(normalizePlan(plan));
      expect(printPlan(back.value)).toBe(text);
      // Trailing spaces are optional; CRLF line ends are accepted.
      expect(unwrap(parsePlan(text.replaceAll('\n', '\r\n')))).toEqual(back.value);
    }
  });

  it('round-trips generated plans exactly (JSON ⇄ text)', () => {
    for (let i = 0; i < 300; i++) {
      const { plan } = unwrap(generatePlan({ width: 2 + (i % 9), height: 2 + ((i * 5) % 9) }, `rt${i}`));
      const text = printPlan(plan);
      expect(unwrap(parsePlan(text))).toEqual(plan);
      expect(unwrap(planFromJson(JSON.parse(JSON.stringify(plan))))).toEqual(plan);
    }
  });

  it('widens cells when a cell needs more text, and labels loops past z', () => {
    const plan = normalizePlan({
      width: 2,
      height: 1,
      cells: ['land', 'pit'],
      wallRight: [false, false],
      wallDown: [false, false],
      exits: [],
      flow: [null, null],
      pitLoops: [
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [{ x: 1, y: 0 }],
      ],
      treasures: [
        { at: { x: 0, y: 0 }, true: false },
        { at: { x: 0, y: 0 }, true: true },
        { at: { x: 0, y: 0 }, true: false },
      ],
    });
    const text = printPlan(plan);
    expect(text).toContain('cell 5');
    expect(text).toContain('L*++');
    expect(text).toContain('Paa1');
  });

  const errors: [string, string, RegExp][] = [
    ['', 'an empty text', /line 1, column 1: expected a header/],
    ['hello', 'a bad header', /line 1, column 1: expected a header such as 'labyrinth 5x5'/],
    [
      'labyrinth 2x1\n+---+---+\n| L | X |\n+---+---+',
      'an unknown letter',
      /line 3, column 7: expected a cell type letter/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| L | L \n',
      'a missing line',
      /line 4, column 1: expected a corner '\+', found a blank/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| L | L ',
      'a missing last line',
      /line 4, column 1: expected a border line, found the end of the text/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| L ~ L |\n+---+---+',
      'a closed exit inside',
      /line 3, column 5: expected '\|' \(inner wall\) or blanks/,
    ],
    [
      'labyrinth 2x1\n+---+-x-+\n| L   L |\n+---+---+',
      'a broken wall',
      /line 2, column 6: expected '---' \(wall\), '~~~' \(closed exit\) or blanks \(open exit\) on the outline/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| L   L | x\n+---+---+',
      'text after the grid line',
      /line 3, column 10: expected the end of the line/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| L   L |\n+---+---+\nmore',
      'text after the grid',
      /line 5, column 1: expected the end of the plan/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| L   Lx|\n+---+---+',
      'a bad treasure mark',
      /line 3, column 8: expected treasure marks/,
    ],
    [
      'labyrinth 2x1\n+---+---+\n| R!  L |\n+---+---+',
      'a bad arrow',
      /line 3, column 4: expected a flow arrow/,
    ],
    [
      'labyrinth 2x1 cell 4\n+----+----+\n| Pa2  Pa2|\n+----+----+',
      'a pit number twice',
      /line 3, column 4: expected pit a1/,
    ],
    [
      'labyrinth 2x1 cell 4\n+----+----+\n| Pa1  Pa1|\n+----+----+',
      'a pit number twice',
      /line 3, column 9: expected a different number: pit a1 appears twice/,
    ],
    ['labyrinth 1x1\n*---+\n| L |\n+---+', 'a bad corner', /line 2, column 1: expected a corner '\+'/],
    [
      'labyrinth 2x1 cell 4\n+----+----+\n| L *  L  |\n+----+----+',
      'a space inside a cell',
      /line 3, column 4: expected no space inside a cell/,
    ],
  ];
  it.each(errors)('parse error on %#: %s', (text, _what, message) => {
    const r = parsePlan(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('plan/text-syntax');
      expect(r.error.message).toMatch(message);
    }
  });
});

describe('JSON plans', () => {
  const good = unwrap(parsePlan(EXAMPLE));
  it('accepts a sound plan and returns its canonical form', () => {
    const shuffled = { ...good, exits: [...good.exits].reverse(), treasures: [...good.treasures].reverse() };
    expect(unwrap(planFromJson(shuffled))).toEqual(good);
  });
  it.each([
    [{ ...good, width: 0 }, /width/],
    [{ ...good, cells: good.cells.map((c, i) => (i === 0 ? 'lava' : c)) }, /cells\.0/],
    [{ ...good, extra: 1 }, /extra/],
    [{ ...good, exits: [{ at: { x: 0, y: 0 }, side: 'north', open: true }] }, /exits\.0\.side/],
  ])('rejects bad JSON shape %#', (value, message) => {
    const r = planFromJson(value);
    expect(r.ok ? '' : r.error.code).toBe('plan/bad-json');
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });
  it.each([
    [{ ...good, wallDown: good.wallDown.slice(2) }, /wallDown has 10 entries but a 4×3 plan needs 12/],
    [
      { ...good, flow: good.flow.map((f, i) => (i === 0 ? ('up' as Direction) : f)) },
      /land cell \(0, 0\) has a flow/,
    ],
    [{ ...good, exits: [{ at: { x: 1, y: 1 }, side: 'up' as Direction, open: true }] }, /not on the outline/],
    [{ ...good, exits: [...good.exits, good.exits[0] as Exit] }, /listed as an exit twice/],
    [{ ...good, pitLoops: [[{ x: 0, y: 0 }]] }, /pit loop 1 lists \(0, 0\), a land cell/],
    [{ ...good, pitLoops: [...good.pitLoops, [{ x: 1, y: 1 }]] }, /appears twice/],
    [{ ...good, treasures: [{ at: { x: 0, y: 2 }, true: true }] }, /\(0, 2\), which is not a cell/],
    [{ ...good, mask: new Array(12).fill(false) }, /no cell/],
  ])('rejects structural nonsense %#', (value, message) => {
    const r = planFromJson(value);
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });
  it('normalizes ignored entries (masked cells, walls on the outline)', () => {
    const messy = { ...good, wallRight: good.wallRight.map(() => true) };
    const clean = unwrap(planFromJson(messy));
    expect(clean.wallRight[3]).toBe(false); // right of the last column: the outline
    expect(clean.wallRight[7]).toBe(false);
    expect(isCell(clean, { x: 0, y: 2 })).toBe(false);
    expect(clean.wallRight[8]).toBe(false); // a masked position
  });
});
