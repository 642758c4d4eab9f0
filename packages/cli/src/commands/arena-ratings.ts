/**
 * Ratings kept across arena runs: a JSON file of Glicko-2 ratings (the `glicko2` package),
 * one player per game and level (`hunt:strong`). Each run is one rating period: every
 * finished game adds a match between each two seats of different levels — a win for a
 * winner over a seat that did not win, a draw otherwise (a draw, both won, both lost).
 */
import { existsSync } from 'node:fs';
import type { Outcome } from '@daedalus/core';
import glicko2, { type Glicko2Match, type Glicko2Player } from 'glicko2';
import { z } from 'zod';
import { CliError } from '../errors.ts';
import { checkFolderOf, readText, writeText } from '../files.ts';

export const RATINGS_FORMAT = 'daedalus/ratings@1';

const ratingSchema = z.object({
  rating: z.number().finite(),
  rd: z.number().positive().finite(),
  vol: z.number().positive().finite(),
  games: z.number().int().min(0),
});
const ratingsSchema = z.object({
  format: z.literal(RATINGS_FORMAT),
  system: z.literal('glicko-2'),
  players: z.record(z.string(), ratingSchema),
});

export type Rating = z.infer<typeof ratingSchema>;
export type Ratings = z.infer<typeof ratingsSchema>;

/** The settings of a new player: Glicko-2's usual start (1500 ± 350, volatility 0.06). */
const SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

export const ratingId = (game: string, level: string): string => `${game}:${level}`;

/** Reads a ratings file; a file that does not exist yet is an empty one. */
export function loadRatings(path: string): Ratings {
  // A new file: its folder must be there, or the arena's games would be played for nothing.
  if (!existsSync(path)) {
    checkFolderOf(path, '--ratings: ');
    return { format: RATINGS_FORMAT, system: 'glicko-2', players: {} };
  }
  const text = readText(path, '--ratings: ');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(`--ratings: ${path} is not JSON: ${(e as Error).message}`);
  }
  const parsed = ratingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the file';
    throw new CliError(
      `--ratings: ${path} is not a Daedalus ratings file (${where}: ${issue?.message ?? 'invalid'}); give a new file name to start one.`,
    );
  }
  return parsed.data;
}

export function saveRatings(path: string, ratings: Ratings): void {
  writeText(path, `${JSON.stringify(ratings, null, 2)}\n`, '--ratings: ');
}

/** One finished game: the rating id of each seat and how it ended. */
export interface RatedGame {
  readonly ids: readonly string[];
  readonly outcome: Outcome;
}

/** One rating period: the ratings after `games` (those not named in them are unchanged). */
export function ratePeriod(before: Ratings, games: readonly RatedGame[]): Ratings {
  const system = new glicko2.Glicko2(SETTINGS);
  const players = new Map<string, Glicko2Player>();
  const counts = new Map<string, number>();
  const player = (id: string): Glicko2Player => {
    let p = players.get(id);
    if (!p) {
      const known = before.players[id];
      p = known ? system.makePlayer(known.rating, known.rd, known.vol) : system.makePlayer();
      players.set(id, p);
    }
    return p;
  };
  const matches: Glicko2Match[] = [];
  for (const { ids, outcome } of games) {
    if (!outcome.over) continue;
    const won = (seat: number) => outcome.winners.includes(seat);
    for (const id of new Set(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (let a = 0; a < ids.length; a++)
      for (let b = a + 1; b < ids.length; b++) {
        const [ia, ib] = [ids[a] as string, ids[b] as string];
        if (ia === ib) continue;
        matches.push([player(ia), player(ib), won(a) === won(b) ? 0.5 : won(a) ? 1 : 0]);
      }
  }
  if (matches.length > 0) system.updateRatings(matches);
  const after: Ratings = { ...before, players: { ...before.players } };
  for (const [id, p] of players)
    after.players[id] = {
      rating: p.getRating(),
      rd: p.getRd(),
      vol: p.getVol(),
      games: (before.players[id]?.games ?? 0) + (counts.get(id) ?? 0),
    };
  return after;
}
