import { describe, expect, it } from 'vitest';
import { Random } from '../rng.ts';
import { comparePaired } from './paired.ts';

/**
 * Worlds whose shared noise is much larger than the choices' effects: each world draws one
 * noise value that every choice meets, as a sampled world and its chance do.
 */
function noisyWorlds(seed: string, effects: readonly number[], noise = 1) {
  const random = Random.fromSeed(seed);
  let drawn = 0;
  let played = 0;
  return {
    world: () => {
      drawn++;
      return (random.int(1_000_000) / 1_000_000) * noise;
    },
    value: (choice: number, shared: number) => {
      played++;
      return shared + (effects[choice] as number);
    },
    counts: () => ({ drawn, played }),
  };
}

describe('comparePaired', () => {
  it('leaves the preferred choice for one better by more than the margin, whatever the shared noise', () => {
    for (let seed = 0; seed < 10; seed++) {
      const w = noisyWorlds(`better-${seed}`, [0, 0.05, 0.03], 16 * 0.05);
      const result = comparePaired(3, 0, 0.02, { worlds: 8 }, w.world, w.value);
      expect(result.best).toBe(1);
      expect(result.diffs[1]).toBeCloseTo(0.05, 10);
      expect(result.diffs[0]).toBe(0);
    }
  });

  it('keeps the preferred choice on a tie and within the margin', () => {
    const tie = noisyWorlds('tie', [0.1, 0.1, 0.1]);
    expect(comparePaired(3, 2, 0, { worlds: 5 }, tie.world, tie.value).best).toBe(2);
    const within = noisyWorlds('within', [0, 0.015, 0.01]);
    expect(comparePaired(3, 0, 0.02, { worlds: 5 }, within.world, within.value).best).toBe(0);
  });

  it('takes the best mean without a preferred choice, the earlier one on a tie', () => {
    const w = noisyWorlds('none', [0.2, 0.4, 0.4, 0.1]);
    const result = comparePaired(4, -1, 0.5, { worlds: 6 }, w.world, w.value);
    expect(result.best).toBe(1);
    expect(result.means[1]! - result.means[0]!).toBeCloseTo(0.2, 10);
  });

  it('draws each world once and plays every choice in it, as many worlds as the budget gives', () => {
    const w = noisyWorlds('count', [0, 1, 2]);
    expect(comparePaired(3, 0, 0, { worlds: 7 }, w.world, w.value).worlds).toBe(7);
    expect(w.counts()).toEqual({ drawn: 7, played: 21 });
  });

  it('stops at the time budget, never before the least number of worlds', () => {
    let now = 0;
    const clock = () => now;
    const w = noisyWorlds('time', [0, 1]);
    const ticking = (choice: number, shared: number) => {
      now += 10;
      return w.value(choice, shared);
    };
    // 20 ms a world: past 50 ms after three worlds.
    expect(comparePaired(2, 0, 0, { worlds: 100, ms: 50, clock }, w.world, ticking).worlds).toBe(3);
    now = 0;
    expect(comparePaired(2, 0, 0, { worlds: 100, ms: 1, clock, minWorlds: 4 }, w.world, ticking).worlds).toBe(
      4,
    );
  });
});
