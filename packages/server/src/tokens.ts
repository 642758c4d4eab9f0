/** Secrets: seat tokens (stored only as hashes), invite codes and table ids. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newTableId = (): string => randomBytes(9).toString('base64url');
export const newInvite = (): string => randomBytes(6).toString('base64url');
export const newSeed = (): string => randomBytes(12).toString('base64url');

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
