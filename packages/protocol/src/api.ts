/**
 * The HTTP API (JSON): games, creating tables, the lobby, finished games and
 * record export. Request bodies are checked with these schemas.
 */
import type { JsonValue, MatchRecord } from '@daedalus/core';
import { z } from 'zod';
import type { WireError } from './errors.ts';
import { LIMITS, type TableInfo } from './messages.ts';

export const seatRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), level: z.string().max(64).optional() }).strict(),
]);
export type SeatRequest = z.infer<typeof seatRequestSchema>;

export const createTableSchema = z
  .object({
    game: z.string().min(1).max(64),
    options: z.record(z.string(), z.json()).optional(),
    preset: z.string().max(64).optional(),
    seats: z.array(seatRequestSchema).min(1).max(LIMITS.maxSeats),
    visibility: z.enum(['public', 'private']).default('public'),
    /** Per-move time limit in seconds; absent or null for none. */
    moveSeconds: z.number().int().min(1).max(LIMITS.maxMoveSeconds).nullable().optional(),
    /**
     * A seed of the creator's choosing, mixed with a secret of the server's own (which
     * alone decides what is hidden); the table shows `chosenSeed`. The whole seed comes
     * with the record. Fixed seeds are for local, hot-seat and practice games.
     */
    seed: z.string().min(1).max(200).optional(),
  })
  .strict();
export type CreateTableRequest = z.input<typeof createTableSchema>;

export interface CreateTableResponse {
  readonly table: TableInfo;
  /** Needed to join or watch a private table; null for public tables. */
  readonly invite: string | null;
}

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly kind: 'game' | 'fixture';
  readonly presets: Readonly<Record<string, JsonValue>>;
  /** JSON Schema of the options, with defaults and descriptions. */
  readonly optionsSchema: JsonValue;
  readonly botLevels: readonly string[];
}

export interface FinishedGame {
  readonly table: TableInfo;
  readonly finishedAt: number;
}

export type ApiError = { readonly error: WireError };

export const API = {
  games: '/api/games',
  tables: '/api/tables',
  table: (id: string) => `/api/tables/${encodeURIComponent(id)}`,
  finished: '/api/finished',
  record: (id: string) => `/api/tables/${encodeURIComponent(id)}/record`,
} as const;

export type RecordResponse = MatchRecord;
