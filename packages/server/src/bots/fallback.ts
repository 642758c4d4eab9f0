/**
 * The move a computer player's seat makes when its bot gives no usable answer
 * (it threw, ran past its time budget, took its worker down, was retired, or
 * chose an action the game refused): a random legal action drawn from a
 * generator seeded by the decision's own seed (the table's seed, the state id
 * and the seat), so the same table makes the same fallback move. It is applied
 * and logged like any action, so records stay replayable.
 */
import { type JsonValue, Random } from '@daedalus/core';

export function fallbackAction(legal: readonly JsonValue[], seed: string): JsonValue | undefined {
  if (legal.length === 0) return undefined;
  return Random.fromSeed(`${seed}:fallback`).pick(legal);
}
