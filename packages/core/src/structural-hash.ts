/**
 * A structural hash of JSON values: what the proof of replay (proof.ts) chains at every
 * step. Equal JSON values hash equally whatever the order of their objects' keys, like the
 * canonical JSON text, but the value is walked once with no text built, no key list
 * allocated and no keys sorted: an object's entries are hashed one by one and added up
 * (addition commutes, so the keys' order cannot matter). About three times cheaper than
 * hashing the canonical text (docs/performance.md).
 *
 * The definition is part of the record formats (`daedalus/match@3`, `@4`): changing it needs a
 * new format. Two 32-bit lanes `(a, b)` per value:
 *
 * - a string: both lanes start from the string tag, each UTF-16 code unit `c` is mixed in
 *   (`a = imul(a ^ c, P1)`, `b = imul(b ^ c, P2)`), then the length;
 * - a number: an integer of 32 bits is mixed in as such; any other finite number as the
 *   text `String(n)` under the number tag; not finite: as null (as JSON writes it);
 * - true, false, null: constants;
 * - an array: its elements' lanes folded in order, then its length;
 * - an object: the sum, over its entries whose value JSON would write (not undefined, a
 *   function or a symbol), of a mix of the key's hash and the value's lanes; then the object
 *   tag. A key is hashed in one lane (`k = imul(k ^ c, P1)` from the key tag, then its
 *   length); the second lane mixes in `k + KEY_B`.
 *
 * Mixing is multiply–xorshift (the 32-bit finaliser of MurmurHash3); the result is 64 bits.
 * It proves that a replay reproduced what was hashed, not that nobody forged a record: it
 * is not a cryptographic hash.
 */

import { hex64 } from './json.ts';

const P1 = 2654435761;
const P2 = 1597334677;
const M1 = 0x85ebca6b;
const M2 = 0xc2b2ae35;

// Tags: a value of one kind never starts its lanes where another kind's do.
const STRING_A = 0x2a8f3c71;
const STRING_B = 0x6c1e59d3;
const KEY_A = 0x51d7e1a9;
const KEY_B = 0x0b4f82e5;
const NUMBER_A = 0x3779b97f;
const NUMBER_B = 0x7f4a7c15;
const ARRAY_A = 0x1b873593;
const ARRAY_B = 0x4cf5ad43;
const OBJECT_A = 0x68e31da4;
const OBJECT_B = 0x5e2d58d8;
// A chain's links (`chainHash`).
const LINK = 0x165667b1;
const ALSO_A = 0x61c88647;
const ALSO_B = 0x3c6ef372;

// The lanes of the value hashed last. Hashing is synchronous and never re-entered.
let A = 0;
let B = 0;

/** The 32-bit finaliser: every input bit affects every output bit. */
function fmix(h: number): number {
  let x = Math.imul(h ^ (h >>> 16), M1);
  x = Math.imul(x ^ (x >>> 13), M2);
  return x ^ (x >>> 16);
}

function text(t: string, a0: number, b0: number): void {
  let a = a0;
  let b = b0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    a = Math.imul(a ^ c, P1);
    b = Math.imul(b ^ c, P2);
  }
  A = fmix(a ^ t.length);
  B = fmix(b + t.length);
}

/** An object key's hash: one lane is enough to tell the few keys of one object apart. */
function keyHash(key: string): number {
  let k = KEY_A;
  for (let i = 0; i < key.length; i++) k = Math.imul(k ^ key.charCodeAt(i), P1);
  return k ^ key.length;
}

/** Sets `A`, `B` to the lanes of `v`; false (lanes unset) where JSON would leave the value out. */
function walk(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
      text(v, STRING_A, STRING_B);
      return true;
    case 'number':
      if ((v | 0) === v) {
        A = fmix(Math.imul(v ^ NUMBER_A, P1));
        B = fmix(Math.imul(v ^ NUMBER_B, P2) + 1);
      } else if (Number.isFinite(v)) text(String(v), NUMBER_A, NUMBER_B);
      else nil();
      return true;
    case 'boolean':
      A = v ? 0x7b1e0f35 : 0x2d9a4c61;
      B = v ? 0x19c4e6a7 : 0x63f0b28d;
      return true;
    case 'object': {
      if (v === null) {
        nil();
        return true;
      }
      if (Array.isArray(v)) {
        let a = ARRAY_A;
        let b = ARRAY_B;
        for (let i = 0; i < v.length; i++) {
          if (!walk(v[i])) nil();
          a = Math.imul(a ^ A, P1) ^ (a >>> 15);
          b = Math.imul(b ^ B, P2) ^ (b >>> 13);
        }
        A = fmix(a ^ v.length);
        B = fmix(b + v.length);
        return true;
      }
      let sa = 0;
      let sb = 0;
      for (const key in v) {
        if (!walk((v as Record<string, unknown>)[key])) continue;
        const k = keyHash(key);
        sa = (sa + fmix(Math.imul(A, P1) ^ k)) | 0;
        sb = (sb + fmix(Math.imul(B, P2) ^ (k + KEY_B))) | 0;
      }
      A = fmix(sa ^ OBJECT_A);
      B = fmix(sb ^ OBJECT_B);
      return true;
    }
    default:
      return false; // undefined, functions and symbols: left out, as JSON does
  }
}

function nil(): void {
  A = 0x4b9d2c17;
  B = 0x1e6f8a53;
}

/** The structural hash of a JSON value as two 32-bit lanes, `[a, b]` (undefined hashes as null). */
export function structuralLanes(value: unknown): [number, number] {
  if (!walk(value)) nil();
  return [A, B];
}

/**
 * The hash of a sequence of parts as 16 hex digits: a string part is mixed in as text (so
 * a previous hash chains), any other part by its structural hash.
 */
export function structuralHash(...parts: readonly unknown[]): string {
  let a = 0x9e3779b9;
  let b = 0x85ebca77;
  for (const part of parts) {
    if (typeof part === 'string') text(part, KEY_B, KEY_A ^ STRING_B);
    else if (!walk(part)) nil();
    a = fmix(Math.imul(a ^ A, P1) + 0x165667b1);
    b = fmix(Math.imul(b ^ B, P2) + 0x27d4eb2f);
  }
  a = fmix(a ^ parts.length);
  b = fmix(b ^ a);
  return hex64(b, a);
}

// The last link `chainHash` wrote, and its halves: the next link of a chain starts from it
// without reading its digits back.
let lastLink = '';
let lastHigh = 0;
let lastLow = 0;

/** Sets `A`, `B` to the low and high halves of a 64-bit hash written as 16 hex digits (`hex64`). */
function hexLanes(hash: string): void {
  if (hash === lastLink) {
    A = lastLow;
    B = lastHigh;
    return;
  }
  let high = 0;
  let low = 0;
  for (let i = 0; i < 16; i++) {
    const c = hash.charCodeAt(i);
    const digit = c <= 57 ? c - 48 : (c | 32) - 87;
    if (i < 8) high = (high << 4) | digit;
    else low = (low << 4) | digit;
  }
  A = low;
  B = high;
}

/**
 * One link of a hash chain, as 16 hex digits: the previous link `prev` (16 hex digits),
 * extended with a 32-bit integer `tag`, the structural hash of `value` and, where given,
 * another 64-bit hash `also` (16 hex digits). The halves of the hashes are mixed in as
 * numbers — no text hashed — so a link costs about what walking `value` costs:
 *
 *     (hi, lo) = prev;  (a, b) = structuralLanes(value)
 *     a = fmix(imul(lo ^ a, P1) + tag);  b = fmix(imul(hi ^ b, P2) + (tag ^ LINK))
 *     with also = (hi', lo'):  a = fmix(imul(a ^ lo', P1) + ALSO_A);  b = fmix(imul(b ^ hi', P2) + ALSO_B)
 *     result = hex64(fmix(b ^ a), a)
 */
export function chainHash(prev: string, tag: number, value: unknown, also: string | null): string {
  if (!walk(value)) nil();
  const va = A;
  const vb = B;
  hexLanes(prev);
  let a = fmix(Math.imul(A ^ va, P1) + tag);
  let b = fmix(Math.imul(B ^ vb, P2) + (tag ^ LINK));
  if (also !== null) {
    hexLanes(also);
    a = fmix(Math.imul(a ^ A, P1) + ALSO_A);
    b = fmix(Math.imul(b ^ B, P2) + ALSO_B);
  }
  lastHigh = fmix(b ^ a);
  lastLow = a;
  lastLink = hex64(lastHigh, a);
  return lastLink;
}
