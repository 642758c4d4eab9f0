/**
 * Plain-data helpers: states, views and records are JSON values. A canonical
 * serialisation (sorted keys) gives stable hashes across engines and runs.
 */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * `T` itself when it is plain JSON data — strings, numbers, booleans, null, arrays and
 * objects of such (optional fields allowed: JSON leaves them out) — else a type `T` does
 * not satisfy. The contract bounds views and events with it (`V extends JsonData<V>`), so
 * a game whose view holds a `Set`, a `Map` or a function does not compile, while its
 * types stay interfaces (which `JsonValue`'s index signature would not accept).
 */
export type JsonData<T> = T extends JsonPrimitive
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>
      ? never
      : T extends object
        ? { readonly [K in keyof T]: JsonData<T[K]> }
        : never;

/** JSON with object keys sorted, so equal values always serialise to equal text. */
export function canonicalJson(value: unknown): string {
  return write(value) ?? 'null';
}

/** One pass, no intermediate copies: what `JSON.stringify` gives for a key-sorted copy of the value. */
function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += `${i > 0 ? ',' : ''}${write(value[i]) ?? 'null'}`;
        return `${out}]`;
      }
      const keys = Object.keys(value).sort();
      let out = '{';
      let first = true;
      for (const key of keys) {
        const v = write((value as Record<string, unknown>)[key]);
        if (v === undefined) continue;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${v}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      return undefined; // undefined, functions and symbols are left out, as JSON does
  }
}

/** Deep copy of a JSON value. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}

/**
 * A 64-bit non-cryptographic hash of a string (two independent 32-bit
 * multiply-xorshift lanes), as 16 hex digits. Stable across platforms.
 */
export function hashString(text: string, seed = 0): string {
  h1 = 0xdeadbeef ^ seed;
  h2 = 0x41c6ce57 ^ seed;
  feed(text);
  return digest();
}

/**
 * Stable hash of any JSON value: the proof that a replay reproduced a state exactly.
 * Exactly `hashString(canonicalJson(value))`, computed without building the text: the
 * canonical JSON is fed to the hash as it is walked (a Labyrinth state is ~10 KB of text).
 */
export function hashJson(value: unknown): string {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;
  if (!feedValue(value)) feed('null');
  return digest();
}

/**
 * `hashString` of the concatenation of the parts, where a string part is taken as text
 * and any other part as its canonical JSON — without building the text.
 */
export function hashParts(...parts: readonly unknown[]): string {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;
  for (const part of parts) {
    if (typeof part === 'string') feed(part);
    else if (!feedValue(part)) feed('null');
  }
  return digest();
}

// The two lanes of the running hash. Hashing is synchronous and never re-entered.
let h1 = 0;
let h2 = 0;

function feed(text: string): void {
  let a = h1;
  let b = h2;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 2654435761);
    b = Math.imul(b ^ ch, 1597334677);
  }
  h1 = a;
  h2 = b;
}

function feedChar(ch: number): void {
  h1 = Math.imul(h1 ^ ch, 2654435761);
  h2 = Math.imul(h2 ^ ch, 1597334677);
}

/** Character codes of the hex digits. */
const HEX = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const hex = (x: number, shift: number): number => HEX[(x >>> shift) & 15] as number;

/** Two 32-bit lanes as 16 hex digits: `high`'s then `low`'s, each zero-padded to 8. */
export function hex64(high: number, low: number): string {
  return String.fromCharCode(
    hex(high, 28),
    hex(high, 24),
    hex(high, 20),
    hex(high, 16),
    hex(high, 12),
    hex(high, 8),
    hex(high, 4),
    hex(high, 0),
    hex(low, 28),
    hex(low, 24),
    hex(low, 20),
    hex(low, 16),
    hex(low, 12),
    hex(low, 8),
    hex(low, 4),
    hex(low, 0),
  );
}

/** The two lanes mixed, as 16 hex digits (b's then a's). */
function digest(): string {
  const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return hex64(b, a);
}

/** The keys of an object in the order `Array.prototype.sort` gives (UTF-16 code units): insertion sort for small objects. */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  if (keys.length > 12) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > key) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** Feeds a string as JSON text: quoted, and escaped as `JSON.stringify` escapes it. */
function feedString(text: string): void {
  const a0 = h1;
  const b0 = h2;
  let a = Math.imul(a0 ^ 34, 2654435761);
  let b = Math.imul(b0 ^ 34, 1597334677);
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    // Quotes, backslashes, control characters and surrogates: let JSON.stringify escape it.
    if (ch < 0x20 || ch === 34 || ch === 92 || (ch >= 0xd800 && ch <= 0xdfff)) {
      h1 = a0;
      h2 = b0;
      feed(JSON.stringify(text));
      return;
    }
    a = Math.imul(a ^ ch, 2654435761);
    b = Math.imul(b ^ ch, 1597334677);
  }
  h1 = Math.imul(a ^ 34, 2654435761);
  h2 = Math.imul(b ^ 34, 1597334677);
}

/** Feeds the decimal digits of an integer 0 ≤ n < 10⁹, as `String(n)` writes them, without the string. */
function feedInteger(n: number): void {
  let rest = n;
  let unit = 1;
  while (unit * 10 <= rest) unit *= 10;
  for (; unit >= 1; unit /= 10) {
    const digit = (rest / unit) | 0;
    feedChar(48 + digit);
    rest -= digit * unit;
  }
}

/** Feeds what `write` would return; false where it returns undefined (nothing fed). */
function feedValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      feedString(value);
      return true;
    case 'number':
      if (value >= 0 && value < 1e9 && (value | 0) === value) feedInteger(value);
      else feed(Number.isFinite(value) ? String(value) : 'null');
      return true;
    case 'boolean':
      feed(value ? 'true' : 'false');
      return true;
    case 'object': {
      if (value === null) {
        feed('null');
        return true;
      }
      if (Array.isArray(value)) {
        feedChar(91); // [
        for (let i = 0; i < value.length; i++) {
          if (i > 0) feedChar(44); // ,
          if (!feedValue(value[i])) feed('null');
        }
        feedChar(93); // ]
        return true;
      }
      const keys = sortedKeys(value);
      feedChar(123); // {
      let first = true;
      for (const key of keys) {
        const v = (value as Record<string, unknown>)[key];
        const type = typeof v;
        if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'object') continue;
        if (!first) feedChar(44);
        feedString(key);
        feedChar(58); // :
        feedValue(v);
        first = false;
      }
      feedChar(125); // }
      return true;
    }
    default:
      return false;
  }
}

/** Deep equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** Freezes a value and everything inside it; used by tests to catch mutation of inputs. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
