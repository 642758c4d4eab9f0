/** The contract kit as a Vitest suite: `describeContract(game, options)` in a game's tests. */
import type { AnyGame } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { type ContractOptions, checkContract } from './kit.ts';

export function describeContract(game: AnyGame, opts: ContractOptions = {}): void {
  describe(`${game.meta.id} meets the game contract`, () => {
    it('is deterministic, replayable, hides what it must and rejects illegal actions', () => {
      const report = checkContract(game, opts);
      expect(report.findings).toEqual([]);
      expect(report.games).toBeGreaterThan(0);
    });
  });
}
