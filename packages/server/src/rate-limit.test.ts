import { describe, expect, it } from 'vitest';
import { GuessLimiter, perMinute, RateLimiter, TokenBucket } from './rate-limit.ts';

describe('rate limits', () => {
  it('a bucket allows a burst, then refills at its rate, never above the burst', () => {
    const bucket = new TokenBucket({ perSecond: 10, burst: 3 }, 0);
    expect([0, 0, 0, 0].map((t) => bucket.take(t))).toEqual([true, true, true, false]);
    expect(bucket.take(50)).toBe(false); // half a token
    expect(bucket.take(100)).toBe(true); // one token after 100 ms
    expect(bucket.level(60_000)).toBe(3);
  });

  it('per key: one key running dry leaves the others alone', () => {
    const limiter = new RateLimiter(perMinute(2));
    expect([limiter.take('a', 0), limiter.take('a', 0), limiter.take('a', 0)]).toEqual([true, true, false]);
    expect(limiter.take('b', 0)).toBe(true);
    expect(limiter.take('a', 30_000)).toBe(true); // a minute refills two: half a minute one
    expect(limiter.take('a', 30_000)).toBe(false);
  });

  it('forgets full buckets once it knows too many keys, and only those', () => {
    const limiter = new RateLimiter(perMinute(1), 2);
    for (const key of ['a', 'b', 'c']) limiter.take(key, 0);
    expect(limiter.size).toBe(3);
    limiter.take('d', 60_000); // a, b and c are full again: forgotten
    expect(limiter.size).toBe(1);
    for (const key of ['a', 'b']) limiter.take(key, 60_000);
    limiter.take('e', 60_000); // nobody is full: nobody forgotten
    expect(limiter.size).toBe(4);
    expect(limiter.take('d', 60_000)).toBe(false);
  });

  it('guesses: failures spend the address and the table; either empty stops all guesses there', () => {
    const guesses = new GuessLimiter(perMinute(2), perMinute(3));
    expect(guesses.allowed('a', 't', 0)).toBe(true);
    guesses.failed('a', 't', 0);
    guesses.failed('a', 't', 0);
    expect(guesses.allowed('a', 't', 0)).toBe(false); // the address is spent
    expect(guesses.allowed('a', 'u', 0)).toBe(false);
    expect(guesses.allowed('b', 't', 0)).toBe(true);
    guesses.failed('b', 't', 0);
    expect(guesses.allowed('c', 't', 0)).toBe(false); // the table is spent
    expect(guesses.allowed('c', 'u', 0)).toBe(true);
    expect(guesses.allowed('a', 'u', 30_000)).toBe(true); // half a minute: one more for a
  });
});
