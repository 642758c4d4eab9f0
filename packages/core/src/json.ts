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
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** Stable hash of any JSON value: the proof that a replay reproduced a state exactly. */
export function hashJson(value: unknown): string {
  return hashString(canonicalJson(value));
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
