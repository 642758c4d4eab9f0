/**
 * The proof of replay: one 16-hex-digit step hash per state of a match, chained.
 *
 *     step 0's hash = hashString(canonicalJson(null) + canonicalJson(opening) + stateHash)
 *     step i's hash = structuralHash(prev, logged, events[, stateHash])        (i ≥ 1)
 *
 * where `prev` is step i − 1's hash, `logged` the logged action (`{ seat, action }` or
 * `{ seat, action: null, timeout: true }`), `events` what the step (or setup: `opening`)
 * produced, and `stateHash` the full hash of the state after the step (`hashJson` of its
 * encoded position), present at a checkpoint only. A step is a checkpoint — its state hashed
 * in full and chained — at setup (step 0), every `CHECKPOINT_EVERY` steps, and when its state
 * ends the game. `structuralHash` (structural-hash.ts) hashes the action and the events by
 * their structure, keys in any order, without building their text.
 *
 * Each step hash therefore commits to the whole history: every action, every event (with
 * its audience, hidden ones included), and the full states at the checkpoints. A replay
 * that diverges shows it at the first step whose events differ, or at the next checkpoint
 * if the difference stays hidden in the state, and the end of every finished game is a
 * full-state proof.
 *
 * Formats: `daedalus/match@3` (this chain); `daedalus/match@2` chained every step like step 0
 * (`legacyStepHash`: the hash of the canonical JSON text, three times dearer); `daedalus/match@1`,
 * and a server's steps stored before any chain, hold the full state hash at every step. A
 * replay accepts at each step a recorded hash of any of these forms (the full state hash is
 * the stronger proof) and chains on from the recorded value, so old records verify, and a
 * table stored under an older chain continues under this one. The constant and the formulas
 * are part of the format: changing either needs a new record format.
 */
import type { GameEvent } from './game.ts';
import { hashParts } from './json.ts';
import { structuralHash } from './structural-hash.ts';

/** A full-state checkpoint every this many steps (and at setup and at the end). */
export const CHECKPOINT_EVERY = 256;

/** Whether step `index` is a checkpoint by its position alone (the end of the game is one too). */
export const isCheckpoint = (index: number): boolean => index % CHECKPOINT_EVERY === 0;

/** The step hash of step `index`, given the previous one and, at a checkpoint, the full state hash. */
export function stepHash(
  prev: string,
  logged: object | null,
  events: readonly GameEvent[],
  stateHash: string | null,
  index = 1,
): string {
  if (index === 0) return legacyStepHash(prev, logged, events, stateHash);
  return stateHash === null
    ? structuralHash(prev, logged, events)
    : structuralHash(prev, logged, events, stateHash);
}

/** The step hash of `daedalus/match@2` (and of every format's step 0): the canonical JSON text hashed. */
export function legacyStepHash(
  prev: string,
  logged: object | null,
  events: readonly GameEvent[],
  stateHash: string | null,
): string {
  return stateHash === null ? hashParts(prev, logged, events) : hashParts(prev, logged, events, stateHash);
}
