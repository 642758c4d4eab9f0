/** What a finished (or cut-off) simulated game is worth to each seat, in [0, 1]. */
import type { Outcome } from '../game.ts';

/**
 * 1 to each winner and 0 to the others; 0.5 to everyone in a draw; 0 to everyone when
 * everyone lost; 0.5 to everyone for a game still running (no opinion).
 */
export function rewardsOf(outcome: Outcome, players: number): number[] {
  if (!outcome.over) return new Array<number>(players).fill(0.5);
  if (outcome.winners.length > 0) {
    const out = new Array<number>(players).fill(0);
    for (const w of outcome.winners) out[w] = 1;
    return out;
  }
  return new Array<number>(players).fill(outcome.draw ? 0.5 : 0);
}
