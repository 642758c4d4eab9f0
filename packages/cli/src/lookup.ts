import type { AnyGame } from '@daedalus/core';
import { findGame, gameIds } from '@daedalus/games';
import { CliError } from './errors.ts';

export function requireGame(id: string): AnyGame {
  const game = findGame(id);
  if (game) return game;
  const near = closest(id, gameIds());
  throw new CliError(
    `Unknown game "${id}".${near ? ` Did you mean "${near}"?` : ''} Games: ${gameIds().join(', ')} (see: daedalus games).`,
  );
}

/** The candidate nearest to a mistyped word, if it is near enough to be a slip (edit distance). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const start = candidates.filter((c) => word.length >= 3 && c.startsWith(word.toLowerCase()));
  if (start.length === 1) return start[0];
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
