import { Random, unwrap } from '@daedalus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePlan, printPlan } from './format.ts';
import { type GenerateOptions, generatePlan, resolveSettings, SHAPES, shapeMask } from './generate.ts';
import { planCells, riverSources } from './query.ts';
import type { Plan } from './types.ts';
import { validatePlan } from './validate.ts';

const count = (plan: Plan, type: string): number =>
  planCells(plan).filter((p) => plan.cells[p.y * plan.width + p.x] === type).length;

describe('generatePlan', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('B.8 every generated plan passes the validator (many seeds, sizes and shapes)', () => {
    let plans = 0;
    for (let i = 0; i < 1200; i++) {
      const width = 2 + (i % 11);
      const height = 2 + ((i * 7 + Math.floor(i / 11)) % 11);
      const shape = width >= 3 && height >= 3 ? SHAPES[i % 3] : 'rectangle';
      const r = generatePlan({ width, height, shape, players: 1 + (i % 6) }, `seed-${i}`);
      if (!r.ok) throw new Error(`${width}×${height} ${shape}: ${r.error.message}`);
      const report = validatePlan(r.value.plan, { players: 1 + (i % 6) });
      if (!report.ok)
        throw new Error(
          `${width}×${height} ${shape} seed-${i}: ${report.errors.map((e) => e.message).join('; ')}\n${printPlan(r.value.plan)}`,
        );
      plans++;
    }
    expect(plans).toBe(1200);
  });

  it('B.8 recommendations are followed by default from 4×4 up', () => {
    for (let i = 0; i < 300; i++) {
      const size = 4 + (i % 9);
      const r = unwrap(generatePlan({ width: size, height: size + (i % 2) }, `advice-${i}`));
      expect(r.warnings.map((w) => w.code)).toEqual([]);
    }
  });

  it('tiny boards relax only what cannot fit (one weaponry and hospital on 2×2)', () => {
    for (let i = 0; i < 50; i++) {
      const r = unwrap(generatePlan({ width: 2, height: 2 }, `tiny-${i}`));
      expect(r.warnings.map((w) => w.code).sort()).toEqual(['advice/few-hospitals', 'advice/few-weaponries']);
    }
  });

  it('is deterministic: the same seed gives the same plan', () => {
    for (const seed of ['a', 'b', 'c']) {
      const a = unwrap(generatePlan({ width: 9, height: 7, shape: 'no-corners' }, seed));
      const b = unwrap(generatePlan({ width: 9, height: 7, shape: 'no-corners' }, seed));
      expect(a.plan).toEqual(b.plan);
      const c = unwrap(generatePlan({ width: 9, height: 7, shape: 'no-corners' }, Random.fromSeed(seed)));
      expect(c.plan).toEqual(a.plan);
    }
    const x = unwrap(generatePlan({ width: 9, height: 7 }, 'x')).plan;
    const y = unwrap(generatePlan({ width: 9, height: 7 }, 'y')).plan;
    expect(x).not.toEqual(y);
  });

  it('never calls Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    expect(generatePlan({ width: 8, height: 8 }, 'no-math-random').ok).toBe(true);
  });

  it('honours every count parameter', () => {
    const options: GenerateOptions = {
      width: 12,
      height: 12,
      weaponries: 3,
      hospitals: 4,
      pits: 7,
      pitLoops: 3,
      riverSystems: 3,
      maxRiverLength: 5,
      encephalitis: 2,
      fakes: 3,
      players: 4,
      exits: 5,
      openExits: 2,
    };
    for (let i = 0; i < 30; i++) {
      const { plan } = unwrap(generatePlan(options, `counts-${i}`));
      expect(count(plan, 'weaponry')).toBe(3);
      expect(count(plan, 'hospital')).toBe(4);
      expect(count(plan, 'pit')).toBe(7);
      expect(plan.pitLoops).toHaveLength(3);
      expect(plan.pitLoops.every((l) => l.length >= 2)).toBe(true);
      expect(count(plan, 'delta')).toBe(3);
      expect(count(plan, 'river')).toBeLessThanOrEqual(15);
      expect(count(plan, 'river')).toBeGreaterThanOrEqual(3);
      expect(count(plan, 'encephalitis')).toBe(2);
      expect(plan.treasures.filter((t) => !t.true)).toHaveLength(3);
      expect(plan.exits).toHaveLength(5);
      expect(plan.exits.filter((e) => e.open)).toHaveLength(2);
      expect(riverSources(plan).some((s) => plan.exits.some((e) => e.at.x === s.x && e.at.y === s.y))).toBe(
        false,
      );
    }
  });

  it('B.8.4/B.8.5 plans for shallow and turbulent rivers are valid under those rivers', () => {
    for (const rivers of ['shallow', 'turbulent'] as const)
      for (let i = 0; i < 40; i++) {
        const size = 5 + (i % 4);
        const { plan } = unwrap(generatePlan({ width: size, height: size, rivers }, `rivers-${rivers}-${i}`));
        expect(validatePlan(plan, { rivers }).errors).toEqual([]);
      }
  });

  it('normal rivers are the default: the same plans as before the option existed', () => {
    for (let i = 0; i < 10; i++)
      expect(unwrap(generatePlan({ width: 7, height: 7, rivers: 'normal' }, `same-${i}`)).plan).toEqual(
        unwrap(generatePlan({ width: 7, height: 7 }, `same-${i}`)).plan,
      );
  });

  it('wall density 0 gives no inner wall; density 1 at most a perfect maze', () => {
    const open = unwrap(generatePlan({ width: 6, height: 6, wallDensity: 0 }, 'open')).plan;
    expect(open.wallRight.some(Boolean) || open.wallDown.some(Boolean)).toBe(false);
    const dense = unwrap(
      generatePlan({ width: 6, height: 6, wallDensity: 1, riverSystems: 0, pits: 0 }, 'dense'),
    ).plan;
    const walls = dense.wallRight.filter(Boolean).length + dense.wallDown.filter(Boolean).length;
    expect(walls).toBeLessThanOrEqual(60 - 35); // 60 inner sides, a spanning tree opens 35
    expect(walls).toBeGreaterThan(10);
  });

  it('accepts a custom mask and keeps it', () => {
    const rows = ['###..', '#....', '.....', '....#', '..###'];
    const mask = rows
      .join('')
      .split('')
      .map((c) => c === '.');
    const { plan } = unwrap(generatePlan({ width: 5, height: 5, mask }, 'mask'));
    expect(plan.mask).toEqual(mask);
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('generates large plans (16×16) with many features', () => {
    const r = unwrap(
      generatePlan(
        { width: 16, height: 16, riverSystems: 5, maxRiverLength: 10, pits: 10, pitLoops: 3 },
        'big',
      ),
    );
    expect(validatePlan(r.plan).ok).toBe(true);
    expect(unwrap(parsePlan(printPlan(r.plan)))).toEqual(r.plan);
  });

  it.each([
    [{ width: 2, height: 1 }, /need at least 3 cells/],
    [{ width: 4, height: 4, riverSystems: 6 }, /need at least \d+ cells .* but the shape has 16/],
    [{ width: 5, height: 5, pits: 1 }, /a single pit cannot form a loop/],
    [{ width: 5, height: 5, pits: 3, pitLoops: 2 }, /2 pit loops need at least 4 pits/],
    [{ width: 5, height: 5, exits: 3, openExits: 4 }, /4 open exits is more than the 3 exits/],
    [{ width: 5, height: 5, weaponries: 0 }, /at least one weaponry/],
    [
      { width: 3, height: 3, mask: [true, false, true, false, false, false, true, true, true] },
      /not connected/,
    ],
  ] as const)('explains parameters that cannot fit %#', (options, message) => {
    const r = generatePlan(options as GenerateOptions, 'x');
    expect(r.ok ? '' : r.error.code).toBe('plan/generate-impossible');
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });

  it('rejects malformed options', () => {
    expect(generatePlan({ width: 0, height: 3 }, 'x').ok).toBe(false);
    expect(generatePlan({ width: 3, height: 3, mask: [true] }, 'x').ok).toBe(false);
    expect(generatePlan({ width: 2, height: 2, shape: 'cross' }, 'x').ok).toBe(false);
  });
});

describe('shapes and defaults', () => {
  it('no-corners removes the four corners; cross keeps the middle bands', () => {
    expect(unwrap(shapeMask('no-corners', 3, 3))).toEqual([
      false,
      true,
      false,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(unwrap(shapeMask('cross', 3, 3))).toEqual([
      false,
      true,
      false,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    const cross = unwrap(shapeMask('cross', 6, 6)) as boolean[];
    expect(cross.filter(Boolean)).toHaveLength(36 - 16);
    expect(unwrap(shapeMask('rectangle', 6, 6))).toBeUndefined();
  });
  it('B.5.7 with landmines, more exits than players by default', () => {
    expect(unwrap(resolveSettings({ width: 6, height: 6, players: 4, landmines: true })).exits).toBe(5);
    expect(unwrap(resolveSettings({ width: 6, height: 6, players: 4 })).exits).toBe(3);
    const r = unwrap(generatePlan({ width: 6, height: 6, players: 4, landmines: true }, 'mines'));
    expect(r.plan.exits).toHaveLength(5);
    expect(r.warnings).toEqual([]);
  });
  it('defaults grow with the size', () => {
    const small = unwrap(resolveSettings({ width: 3, height: 3 }));
    const big = unwrap(resolveSettings({ width: 10, height: 10 }));
    expect(small).toMatchObject({
      weaponries: 1,
      hospitals: 1,
      pits: 0,
      riverSystems: 1,
      fakes: 1,
      exits: 2,
      openExits: 1,
    });
    expect(big).toMatchObject({
      weaponries: 3,
      hospitals: 3,
      pitLoops: 2,
      pits: 6,
      riverSystems: 3,
      encephalitis: 2,
      fakes: 2,
    });
  });
});
