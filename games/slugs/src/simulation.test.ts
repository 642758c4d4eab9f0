import { outcomeKind, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from './game.ts';
import { invariants } from './invariants.ts';
import { SHIPPED_NAMES } from './level/shipped.ts';
import type { SlugsAction, SlugsState } from './types.ts';

/** A random legal action; in the escort, now and then an order of several walls. */
function randomAction(s: SlugsState, random: Random): SlugsAction {
  const legal = slugs.legalActions(s, s.current);
  const walls = legal.filter((a) => a.type === 'wall');
  if (s.mode === 'escort' && walls.length > 2 && (s.stock[0] ?? 0) > 1 && random.chance(0.15)) {
    const n = random.range(2, Math.min(4, s.stock[0]!, walls.length));
    const cells = random.shuffle(walls).slice(0, n);
    return { type: 'walls', at: cells.map((a) => (a.type === 'wall' ? a.at : { x: 0, y: 0 })) };
  }
  if (s.hero?.tied && random.chance(0.3)) return { type: 'untie' };
  return random.chance(0.6) ? { type: 'wait' } : random.pick(legal);
}

function simulate(mode: 'defence' | 'duel' | 'escort', games: number): Map<string, number> {
  const levels = SHIPPED_NAMES.filter((n) => n.startsWith(mode));
  const random = Random.fromSeed(`simulate-${mode}`);
  const endings = new Map<string, number>();
  for (let g = 0; g < games; g++) {
    const made = slugs.setup({
      options: slugs.optionsSchema.parse({
        level: levels[g % levels.length],
        hidePaths: g % 5 === 0,
        turnLimit: mode === 'escort' ? 40 : 60,
      }),
      players: mode === 'duel' ? 2 : 1,
      seed: `sim${g}`,
    });
    if (!made.ok) throw new Error(made.error.message);
    let s = made.value.state;
    for (let step = 0; step < 10_000 && !s.result; step++) {
      const r = slugs.apply(s, s.current, randomAction(s, random));
      if (!r.ok) throw new Error(`${mode} game ${g} turn ${s.turn}: ${r.error.code}: ${r.error.message}`);
      s = r.value.state;
      if (step % 9 === 0) {
        const broken = invariants(s);
        if (broken) throw new Error(`${mode} game ${g} turn ${s.turn}: ${broken}`);
      }
    }
    const outcome = slugs.outcome(s);
    expect(outcome.over).toBe(true);
    const key = `${outcomeKind(outcome)} ${outcome.over ? outcome.reason : ''}`;
    endings.set(key, (endings.get(key) ?? 0) + 1);
  }
  return endings;
}

describe('thousands of random games end by the rules, without an exception', () => {
  it('defence: 2000 games', () => {
    const endings = simulate('defence', 2000);
    expect([...endings.values()].reduce((a, b) => a + b, 0)).toBe(2000);
    expect(endings.get('lost slug-reached-base')).toBeGreaterThan(0);
    expect(endings.get('won all-slugs-dead')).toBeGreaterThan(0);
  });

  it('duel: 2000 games', () => {
    const endings = simulate('duel', 2000);
    expect(endings.get('won slug-reached-base')).toBeGreaterThan(0);
    expect(endings.get('won all-slugs-dead')).toBeGreaterThan(0);
  });

  it('escort: 2000 games', () => {
    const endings = simulate('escort', 2000);
    expect(endings.get('lost hero-caught')).toBeGreaterThan(0);
    expect(endings.get('draw draw/turn-limit')).toBeGreaterThan(0);
  });
});
