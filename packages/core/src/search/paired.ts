/**
 * A paired comparison of a few choices on shared worlds (common random numbers), the decision
 * a game's `strong` level makes where a tree would be too noisy: every world is drawn once and
 * every choice is played in it, so what the worlds share (the hidden state, the chance after
 * the choice) cancels out of the differences between choices, and what is left is each
 * choice's own effect. A preferred choice (the heuristic player's) stays unless another one
 * beats it, world by world on average, by more than a margin.
 *
 * Pure: the caller draws each world from its own random stream (`world`) and plays a choice in
 * it (`value`); a time budget (`ms` with a `clock`) only stops early.
 */

export interface PairedBudget {
  /** Worlds to play at most. */
  readonly worlds: number;
  /** Worlds played before a time budget may stop the comparison (default 1). */
  readonly minWorlds?: number;
  /** A time budget in milliseconds of `clock`. */
  readonly ms?: number;
  readonly clock?: () => number;
}

export interface PairedComparison {
  /** The index of the choice made. */
  readonly best: number;
  /** How many worlds were played. */
  readonly worlds: number;
  /** Each choice's mean value over the worlds. */
  readonly means: readonly number[];
  /**
   * Each choice's mean difference from the preferred choice, world by world (from the first
   * choice's when none is preferred).
   */
  readonly diffs: readonly number[];
}

/**
 * Compares `count` choices: for each world (`world()`, drawn once) every choice's value there
 * (`value(choice, world)`). The preferred choice (an index; -1 for none) is kept unless another's
 * mean difference from it is above `margin`; then the one with the largest difference wins,
 * the earlier one on ties. With nothing preferred, the best mean wins.
 */
export function comparePaired<W>(
  count: number,
  preferred: number,
  margin: number,
  budget: PairedBudget,
  world: () => W,
  value: (choice: number, world: W) => number,
): PairedComparison {
  const base = preferred >= 0 && preferred < count ? preferred : -1;
  const sums = new Float64Array(count);
  const diffs = new Float64Array(count);
  const values = new Float64Array(count);
  const { clock, ms } = budget;
  const minWorlds = Math.max(1, budget.minWorlds ?? 1);
  const started = clock?.() ?? 0;
  let worlds = 0;
  while (worlds < budget.worlds) {
    if (ms !== undefined && clock && worlds >= minWorlds && clock() - started >= ms) break;
    const w = world();
    for (let i = 0; i < count; i++) values[i] = value(i, w);
    const reference = values[Math.max(base, 0)] as number;
    for (let i = 0; i < count; i++) {
      sums[i] = (sums[i] as number) + (values[i] as number);
      diffs[i] = (diffs[i] as number) + (values[i] as number) - reference;
    }
    worlds++;
  }
  const n = Math.max(worlds, 1);
  const means = Array.from(sums, (s) => s / n);
  const meanDiffs = Array.from(diffs, (d) => d / n);
  let best = base < 0 ? 0 : base;
  let bestGain = base < 0 ? (meanDiffs[0] ?? 0) : margin;
  for (let i = 0; i < count; i++) {
    const gain = meanDiffs[i] as number;
    if (i !== base && gain > bestGain) [best, bestGain] = [i, gain];
  }
  return { best, worlds, means, diffs: meanDiffs };
}
