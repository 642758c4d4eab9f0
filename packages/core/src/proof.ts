/**
 * The proof of replay: one 16-hex-digit step hash per state of a match, chained.
 *
 *     step i's hash = hashString(prev + canonicalJson(logged) + canonicalJson(events) + (checkpoint ? stateHash : ''))
 *
 * where `prev` is step i − 1's hash ('' for step 0), `logged` the logged action
 * (`{ seat, action }` or `{ seat, action: null, timeout: true }`; null for step 0),
 * `events` what the step (or setup) produced, and `stateHash` the full hash of the state
 * after the step (`hashJson` of its encoded position). A step is a checkpoint — its state
 * hashed in full and chained — at setup (step 0), every `CHECKPOINT_EVERY` steps, and
 * when its state ends the game.
 *
 * Each step hash therefore commits to the whole history: every action, every event (with
 * its audience, hidden ones included), and the full states at the checkpoints. A replay
 * that diverges shows it at the first step whose events differ, or at the next checkpoint
 * if the difference stays hidden in the state, and the end of every finished game is a
 * full-state proof. Hashing a step's action and events costs about a tenth of hashing a
 * Labyrinth state (docs/performance.md).
 *
 * Records and logs written before the chain (`daedalus/match@1`, and a server's stored
 * steps) hold the full state hash at every step; a replay accepts a recorded hash that is
 * either the chained step hash or the full hash of the replayed state (which is stronger),
 * and chains on from the recorded value, so old logs verify and continue. The constant and
 * the formula are part of the format: changing either needs a new record format.
 */
import type { GameEvent } from './game.ts';
import { hashParts } from './json.ts';

/** A full-state checkpoint every this many steps (and at setup and at the end). */
export const CHECKPOINT_EVERY = 256;

/** Whether step `index` is a checkpoint by its position alone (the end of the game is one too). */
export const isCheckpoint = (index: number): boolean => index % CHECKPOINT_EVERY === 0;

/** The step hash, given the previous one and, at a checkpoint, the full state hash. */
export function stepHash(
  prev: string,
  logged: object | null,
  events: readonly GameEvent[],
  stateHash: string | null,
): string {
  return stateHash === null ? hashParts(prev, logged, events) : hashParts(prev, logged, events, stateHash);
}
