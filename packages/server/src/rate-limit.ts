/**
 * Rate limits, one kind for the whole server: token buckets that hold `burst`
 * tokens and refill at `perSecond`. A websocket connection has a bucket of its own
 * (messages), the HTTP API one per network address (new tables). Limits run in
 * real (monotonic) time, not the game's injected clock: they protect the process.
 */

export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

/** One bucket: starts full; `take` spends a token if one is there. */
export class TokenBucket {
  #tokens: number;
  #at: number;

  constructor(
    readonly rate: Rate,
    now: number = performance.now(),
  ) {
    this.#tokens = rate.burst;
    this.#at = now;
  }

  /** Tokens held at `now` (refilled since the last look, at most `burst`). */
  level(now: number = performance.now()): number {
    return Math.min(this.rate.burst, this.#tokens + ((now - this.#at) / 1000) * this.rate.perSecond);
  }

  take(now: number = performance.now()): boolean {
    this.#tokens = this.level(now);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/**
 * A bucket per key (e.g. a network address). When many keys are known, those
 * whose buckets have refilled completely are forgotten (a new bucket is full too).
 */
export class RateLimiter {
  readonly #buckets = new Map<string, TokenBucket>();

  constructor(
    readonly rate: Rate,
    readonly maxKeys = 10_000,
  ) {}

  take(key: string, now: number = performance.now()): boolean {
    if (this.#buckets.size > this.maxKeys)
      for (const [k, b] of this.#buckets) if (b.level(now) >= this.rate.burst) this.#buckets.delete(k);
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.rate, now);
      this.#buckets.set(key, bucket);
    }
    return bucket.take(now);
  }

  /** Whether `key` has a token now (without spending it). */
  has(key: string, now: number = performance.now()): boolean {
    return (this.#buckets.get(key)?.level(now) ?? this.rate.burst) >= 1;
  }

  get size(): number {
    return this.#buckets.size;
  }
}

/** `n` a minute, all at once at most: the rate of the HTTP API's per-address limits. */
export const perMinute = (n: number): Rate => ({ perSecond: n / 60, burst: n });

/**
 * Failed guesses of secrets (seat tokens, invite codes, claim secrets of taken
 * seats), limited per network address and per table: each failure spends a token of
 * both buckets, and while either is empty no guess is checked at all (the answer is
 * `protocol/rate-limited`, right or wrong), so that guessing faster learns nothing.
 * Answers that were right cost nothing.
 */
export class GuessLimiter {
  readonly #addresses: RateLimiter;
  readonly #tables: RateLimiter;

  constructor(perAddress: Rate, perTable: Rate) {
    this.#addresses = new RateLimiter(perAddress);
    this.#tables = new RateLimiter(perTable);
  }

  /** Whether a guess from `address` at `table` may be checked now. */
  allowed(address: string, table: string, now: number = performance.now()): boolean {
    return this.#addresses.has(address, now) && this.#tables.has(table, now);
  }

  /** A guess from `address` at `table` was wrong. */
  failed(address: string, table: string, now: number = performance.now()): void {
    this.#addresses.take(address, now);
    this.#tables.take(table, now);
  }
}
