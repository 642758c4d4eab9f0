/**
 * Seeded randomness as plain data. The generator is SFC32 (Chris Doty-Humphrey's
 * Small Fast Counting generator, 128 bits of state): its whole state is four
 * unsigned 32-bit integers, so it lives inside a game state, serialises as JSON
 * and makes `seed + actions` replay a game exactly.
 *
 * `Random` wraps a state object and advances it in place: use it on the private
 * copy of a state that `apply` is building, never on an input state.
 */
export type RngState = [number, number, number, number];

/** Derives a generator state from any string seed (cyrb128 mixing, then warm-up). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** Advances the state in place and returns the next unsigned 32-bit integer. */
export function nextU32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = (s[1] ^ (s[1] >>> 9)) >>> 0;
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff)
  );
}

export interface Weighted<T> {
  readonly value: T;
  readonly weight: number;
}

export class Random {
  constructor(readonly state: RngState) {}

  static fromSeed(seed: string): Random {
    return new Random(seedRng(seed));
  }

  u32(): number {
    return nextU32(this.state);
  }

  /** A float in [0, 1) with 32 bits of randomness. */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 4294967296) {
      throw new RangeError(`Random.int needs an integer bound in 1..2^32, got ${n}`);
    }
    const limit = 4294967296 - (4294967296 % n);
    let x = this.u32();
    while (x >= limit) x = this.u32();
    return x % n;
  }

  /** An integer in [min, max], both included. */
  range(min: number, max: number): number {
    if (max < min) throw new RangeError(`Random.range: max ${max} < min ${min}`);
    return min + this.int(max - min + 1);
  }

  /** One die with `sides` faces numbered 1..sides. */
  die(sides = 6): number {
    return 1 + this.int(sides);
  }

  /** `count` dice; e.g. 2D10 is `dice(2, 10)`. */
  dice(count: number, sides = 6): number[] {
    return Array.from({ length: count }, () => this.die(sides));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    this.shuffleInPlace(out);
    return out;
  }

  shuffleInPlace<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
  }

  /** Removes and returns a random element (drawing from a bag). */
  draw<T>(bag: T[]): T {
    if (bag.length === 0) throw new RangeError('Random.draw from an empty bag');
    const i = this.int(bag.length);
    const [item] = bag.splice(i, 1);
    return item as T;
  }

  /** A value chosen with probability proportional to its weight (weights ≥ 0, not all 0). */
  weighted<T>(items: readonly Weighted<T>[]): T {
    let total = 0;
    for (const item of items) {
      if (!(item.weight >= 0) || !Number.isFinite(item.weight)) {
        throw new RangeError(`Random.weighted: bad weight ${item.weight}`);
      }
      total += item.weight;
    }
    if (total <= 0) throw new RangeError('Random.weighted: total weight is 0');
    let r = this.float() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item.value;
    }
    // Floating point rounding: fall back to the last item with weight.
    for (let i = items.length - 1; i >= 0; i--)
      if ((items[i] as Weighted<T>).weight > 0) return items[i]!.value;
    throw new RangeError('unreachable');
  }

  /** An independent generator state derived from this one (e.g. one stream per subsystem). */
  fork(): RngState {
    return [this.u32(), this.u32(), this.u32(), this.u32() | 1];
  }
}
