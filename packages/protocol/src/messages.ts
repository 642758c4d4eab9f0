/**
 * Messages on the table websocket, both ways. Client messages are checked with
 * the zod schemas below at the server's boundary; server messages are typed so
 * clients can switch on them. Every server message carries `stateId`, the
 * table's state id: it grows by one with every change of the table (a seat taken,
 * an action applied), so a client that remembers the last id it saw can ask for
 * exactly what it missed.
 */
import type { Actor, JsonValue, MatchRecord, Outcome, Seat } from '@daedalus/core';
import { z } from 'zod';
import type { WireError } from './errors.ts';

export const PROTOCOL_VERSION = 1;

/** Room names the server defines. */
export const ROOM_TABLE = 'table';
export const ROOM_LOBBY = 'lobby';

/** Limits the server enforces (documented in docs/server.md). */
export const LIMITS = {
  /** Largest client message accepted, in bytes of its JSON form. */
  maxMessageBytes: 16 * 1024,
  /** Deepest nesting of arrays and objects in a client message or request body. */
  maxDepth: 32,
  /** Display names are 1 to this many characters. */
  maxNameLength: 40,
  /** A claim's secret (its seat token-to-be): this many characters at least, and at most `maxTokenLength`. */
  minClaimSecret: 22,
  maxTokenLength: 200,
  /** Messages per connection: a bucket of `burst` refilled at `perSecond`. */
  rate: { perSecond: 10, burst: 20 },
  maxSeats: 8,
  /** Per-move clocks from 1 second to one week. */
  maxMoveSeconds: 7 * 24 * 3600,
  /** A chat line is 1 to this many characters; a table keeps its latest `chatKept` lines for newcomers. */
  maxChatLength: 300,
  chatKept: 100,
} as const;

const name = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.maxNameLength)
  .refine(
    (s) => ![...s].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
    'no control characters',
  );
const id = z.string().min(1).max(64);
const json = z.json() as z.ZodType<JsonValue>;

/** Client → server message types. */
export const CLIENT = {
  action: 'action',
  sync: 'sync',
  chat: 'chat',
  rematch: 'rematch',
  giveUpSeat: 'giveUpSeat',
} as const;

/** Server → client message types. */
export const SERVER = {
  welcome: 'welcome',
  snapshot: 'snapshot',
  update: 'update',
  catchup: 'catchup',
  table: 'table',
  ack: 'ack',
  error: 'error',
  record: 'record',
  lobby: 'lobby',
  chat: 'chat',
} as const;

/**
 * Options of a join to a table room: exactly one of `token` (resume a seat),
 * `claim` (take a free seat) or `spectate`. `since` is the last state id the client
 * saw, for a reconnect. `invite` opens private tables for `claim` and `spectate`.
 *
 * A claim carries a `secret` the client chose (at least `minClaimSecret` characters):
 * it becomes the seat's token, so the client holds its token before the claim is
 * stored and a claim whose answer was lost (a crash, a dropped connection) can be
 * sent again with the same secret: it gets the seat it took (see docs/server.md).
 */
export const joinOptionsSchema = z
  .object({
    tableId: id,
    token: z.string().min(1).max(LIMITS.maxTokenLength).optional(),
    claim: z
      .object({
        seat: z.number().int().min(0).max(63),
        // None: a player who gave no name, whom everyone sees as "Player N" in their own language.
        name: name.optional(),
        secret: z.string().min(LIMITS.minClaimSecret).max(LIMITS.maxTokenLength),
      })
      .strict()
      .optional(),
    spectate: z.literal(true).optional(),
    invite: z.string().max(64).optional(),
    since: z.number().int().min(0).optional(),
    // The client reads the answer to its action in the update the action brought about
    // (`update.ack`) instead of a separate `ack` frame: one frame fewer an action. Without it
    // (a page open since before the server knew this), the separate `ack` as before.
    acks: z.literal('in-update').optional(),
  })
  .strict()
  .refine((o) => [o.token, o.claim, o.spectate].filter((x) => x !== undefined).length === 1, {
    message: 'give exactly one of token, claim or spectate',
  });
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/** What each join option must be, in the words of a refusal. */
const JOIN_FIELDS: Readonly<Record<string, string>> = {
  tableId: 'tableId: a table id is 1 to 64 characters',
  token: `token: a seat token is 1 to ${LIMITS.maxTokenLength} characters`,
  'claim.seat': 'claim.seat: a seat is a whole number from 0 to 63',
  'claim.name': `claim.name: a name, when given, is 1 to ${LIMITS.maxNameLength} characters (not counting spaces at either end), without control characters`,
  'claim.secret': `claim.secret: a claim's secret is ${LIMITS.minClaimSecret} to ${LIMITS.maxTokenLength} characters`,
  claim: 'claim: an object with seat, secret and perhaps name',
  spectate: 'spectate: true, or absent',
  invite: 'invite: an invite code is at most 64 characters',
  since: 'since: a state id is a whole number, 0 or more',
  acks: "acks: 'in-update', or absent",
};

/**
 * Why join options are refused, naming each wrong field (e.g. `claim.name: a name, when given, is 1
 * to 40 characters…`), or null when they are fine.
 */
export function joinOptionsProblem(raw: unknown): string | null {
  const parsed = joinOptionsSchema.safeParse(raw);
  if (parsed.success) return null;
  const problems = new Set<string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      problems.add(
        `unknown option${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
      );
    else if (path === '') problems.add(issue.code === 'custom' ? issue.message : 'join options: an object');
    else problems.add(JOIN_FIELDS[path] ?? `${path}: ${issue.message}`);
  }
  return `Join options: ${[...problems].join('; ')}.`;
}

export const actionMessageSchema = z
  .object({
    action: json,
    /** The seat the client believes it plays (checked against its token). */
    seat: z.number().int().min(0).optional(),
    /** The state id the action was chosen on: if the table moved on, it is rejected as stale. */
    stateId: z.number().int().min(0).optional(),
    /** Echoed in the ack or error. */
    requestId: z.string().max(64).optional(),
  })
  .strict();
export type ActionMessage = z.infer<typeof actionMessageSchema>;

export const syncMessageSchema = z.object({ since: z.number().int().min(0) }).strict();
export type SyncMessage = z.infer<typeof syncMessageSchema>;

/** A line said at the table by a seated player (spectators read). */
export const chatMessageSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.maxChatLength)
      .refine(
        (s) => ![...s].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
        'no control characters',
      ),
    requestId: z.string().max(64).optional(),
  })
  .strict();
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A seated player asks for a rematch of a finished game: a new table with the same
 * game, options, clock, visibility (and invite code) and seats. The first request
 * creates it; every later one answers with the same table. Everyone at the table
 * learns its id in `TableInfo.rematch`.
 */
export const rematchMessageSchema = z.object({ requestId: z.string().max(64).optional() }).strict();
export type RematchMessage = z.infer<typeof rematchMessageSchema>;

/**
 * A seated player gives up their seat before the game begins (the table still waits for
 * players): the seat is free again for anyone, the seat's token opens nothing any more, and
 * the connection stays as a spectator's. Refused (`table/started`) once the game has begun.
 */
export const giveUpSeatMessageSchema = z.object({ requestId: z.string().max(64).optional() }).strict();
export type GiveUpSeatMessage = z.infer<typeof giveUpSeatMessageSchema>;

/** A chat line as everyone at the table receives it. */
export interface ChatLine {
  readonly seat: Seat;
  readonly name: string;
  readonly text: string;
  /** When it was said (ms since the epoch). */
  readonly at: number;
}

export type TableStatus = 'waiting' | 'playing' | 'finished';
export type Visibility = 'public' | 'private';

export interface SeatInfoWire {
  readonly seat: Seat;
  readonly kind: 'human' | 'bot';
  /**
   * The display name; null while the seat is free, and for a player who gave none (`taken`
   * tells which): each client then names the seat "Player N" in its reader's language.
   */
  readonly name: string | null;
  /** Bot level, for bots. */
  readonly level?: string;
  readonly taken: boolean;
  /** Whether a client holds the seat now (bots are always connected). */
  readonly connected: boolean;
}

export interface TableInfo {
  readonly id: string;
  readonly game: string;
  readonly gameName: string;
  readonly options: JsonValue;
  readonly players: number;
  readonly visibility: Visibility;
  readonly status: TableStatus;
  readonly seats: readonly SeatInfoWire[];
  /** Per-move time limit in seconds, or null for no clock. */
  readonly moveSeconds: number | null;
  readonly createdAt: number;
  /** When something last happened at the table (a seat taken, a move), ms since the epoch. */
  readonly updatedAt: number;
  readonly outcome: Outcome | null;
  readonly stateId: number;
  /**
   * Present when the creator chose a seed: the server mixed it with a secret of its
   * own, so it decides nothing hidden; the whole seed comes with the record.
   */
  readonly chosenSeed?: true;
  /**
   * The rematch of this finished table, once a player asked for one. Its seats are this
   * table's: people take theirs back with the seat token they hold here, computer
   * players play at the same levels; a private table's rematch has the same invite code.
   */
  readonly rematch?: string;
}

/** What a seat (or a spectator) sees now. */
export interface Situation {
  readonly view: JsonValue;
  /** What this seat must decide now, or null. */
  readonly you: Actor | null;
  /** This seat's legal actions (empty when it need not decide). */
  readonly legal: readonly JsonValue[];
  readonly outcome: Outcome;
  /** When this seat's clock runs out (ms since epoch), or null. */
  readonly deadline: number | null;
  /**
   * Every clock running now, this seat's among them: each seat that must decide and when its
   * time runs out (ms since epoch). Public: everyone at the table sees whom the table waits
   * for and how long it may wait.
   */
  readonly clocks: readonly SeatClock[];
}

export interface SeatClock {
  readonly seat: Seat;
  readonly deadline: number;
}

export type Role =
  | { readonly role: 'seat'; readonly seat: Seat; readonly token: string }
  | { readonly role: 'spectator' };

export type ServerMessage =
  | { type: 'welcome'; stateId: number; protocol: number; you: Role; table: TableInfo }
  /** The whole situation, replacing what the client had (before the game starts: view is null). */
  | { type: 'snapshot'; stateId: number; started: boolean; situation: Situation | null }
  /**
   * One change: the events the viewer may see and its situation after them. To the connection whose
   * action it is, when it joined with `acks: 'in-update'`, it carries the answer (`ack`) that
   * would otherwise follow it as an `ack` message.
   */
  | {
      type: 'update';
      stateId: number;
      events: readonly JsonValue[];
      situation: Situation;
      ack?: { requestId?: string };
    }
  /** What a client missed: events of the steps after `from` (-1 for a newcomer: the whole game), then its situation. */
  | {
      type: 'catchup';
      from: number;
      stateId: number;
      steps: readonly { stateId: number; events: readonly JsonValue[] }[];
      situation: Situation | null;
    }
  | { type: 'table'; stateId: number; table: TableInfo }
  | { type: 'ack'; stateId: number; requestId?: string }
  | { type: 'error'; stateId: number; error: WireError; requestId?: string }
  | { type: 'record'; stateId: number; record: MatchRecord }
  | { type: 'lobby'; stateId: number; tables: readonly TableInfo[] }
  /**
   * Lines said at the table: one as it is said, or (`all`) the table's latest lines, which
   * replace what a (re)joining client had.
   */
  | { type: 'chat'; stateId: number; lines: readonly ChatLine[]; all: boolean };

export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
