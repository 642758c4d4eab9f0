/**
 * The proof of replay: one 16-hex-digit step hash per state of a match, chained.
 *
 *     step 0's hash = hashString(canonicalJson(null) + canonicalJson(opening) + stateHash)
 *     step i's hash = chainHash(prev, 2 × seat + timeout, action, stateHash or null)   (i ≥ 1)
 *
 * where `prev` is step i − 1's hash, `seat` the seat that acted, `timeout` 1 where its clock ran
 * out (the action is then null) and 0 where it played `action`, `opening` the events setup
 * produced, and `stateHash` the full hash of the state after the step (`hashJson` of its
 * encoded position), present at a checkpoint only. A step is a checkpoint — its state hashed
 * in full and chained — at setup (step 0), every `CHECKPOINT_EVERY` steps, and when its state
 * ends the game. `chainHash` (structural-hash.ts) mixes the previous hash and the state hash in as
 * numbers and the action by its structure, keys in any order, without building its text.
 *
 * Each step hash therefore commits to every action before it and to the full states at the
 * checkpoints: a replay whose actions differ fails at that very step, one whose states
 * differ at the next checkpoint or at the end (a record also carries its last state's
 * hash). The step's events are not chained: they are what the rules told about a state
 * change the checkpoints prove, and walking them cost a quarter of `apply` in the games
 * whose steps say most (docs/engine.md, *The proof of replay*).
 *
 * Formats: `daedalus/match@4` (this chain); `daedalus/match@3` chained each step's events
 * too (`eventStepHash`); `daedalus/match@2` chained every step like step 0
 * (`legacyStepHash`: the canonical JSON text of the action and events); `daedalus/match@1`,
 * and a server's steps stored before any chain, hold the full state hash at every step. A
 * replay accepts at each step a recorded hash of any of these forms (the full state hash is
 * the stronger proof) and chains on from the recorded value, so old records verify, and a
 * table stored under an older chain continues under this one. The constant and the formulas
 * are part of the format: changing either needs a new record format.
 */
import type { GameEvent } from './game.ts';
import { hashParts } from './json.ts';
import { chainHash, structuralHash } from './structural-hash.ts';

/** A full-state checkpoint every this many steps (and at setup and at the end). */
export const CHECKPOINT_EVERY = 256;

/** Whether step `index` is a checkpoint by its position alone (the end of the game is one too). */
export const isCheckpoint = (index: number): boolean => index % CHECKPOINT_EVERY === 0;

/** Step 0's hash, in every format: setup's events and the state after setup, as canonical text. */
export function setupHash(opening: readonly GameEvent[], stateHash: string): string {
  return legacyStepHash('', null, opening, stateHash);
}

/**
 * The hash of step i ≥ 1, given the previous one, the logged step (`{ seat, action }`, or
 * `{ seat, action: null, timeout: true }`) and, at a checkpoint, the full state hash.
 */
export function stepHash(
  prev: string,
  logged: { readonly seat: number; readonly action: unknown; readonly timeout?: true },
  stateHash: string | null,
): string {
  return chainHash(prev, 2 * logged.seat + (logged.timeout ? 1 : 0), logged.action, stateHash);
}

/** The step hash of `daedalus/match@3`: the action and the step's events, by their structure. */
export function eventStepHash(
  prev: string,
  logged: object,
  events: readonly GameEvent[],
  stateHash: string | null,
): string {
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
