/** Secrets: seat tokens (stored only as hashes), invite codes and table ids. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newTableId = (): string => randomBytes(9).toString('base64url');
/** Invite codes: 128 random bits (22 characters), hopeless to guess within the guess limits. */
export const newInvite = (): string => randomBytes(16).toString('base64url');
/** The server's secret part of a table's seed (128 bits). */
export const newSeedSecret = (): string => randomBytes(16).toString('base64url');

/**
 * A table's seed: the server's secret, after the creator's chosen seed if any. The
 * creator cannot know the game's hidden start (the secret decides it); the record
 * carries the whole seed once the game is over, so replays verify.
 */
export const tableSeed = (chosen: string | undefined, secret: string = newSeedSecret()): string =>
  chosen === undefined ? secret : `${chosen}/${secret}`;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (hash === null) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Compares invite codes in constant time. */
export function inviteMatches(given: string | undefined, expected: string | null): boolean {
  if (expected === null) return true;
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
