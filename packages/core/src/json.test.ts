import { describe, expect, it } from 'vitest';
import type { Game, Transition } from './game.ts';
import { canonicalJson, deepFreeze, hashJson, hashParts, hashString, jsonEqual } from './json.ts';
import { Random } from './rng.ts';

describe('canonical JSON and hashes', () => {
  it('ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(hashJson({ a: 1, b: 2 })).toBe(hashJson({ b: 2, a: 1 }));
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });

  it('hashes are 16 hex digits, stable and sensitive to any change', () => {
    expect(hashString('daedalus')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashString('daedalus')).toBe(hashString('daedalus'));
    expect(hashString('daedalus')).not.toBe(hashString('daedalut'));
    expect(hashJson({ x: 1 })).toMatchInlineSnapshot(`"8ddd04a3ff8c123f"`);
  });

  it('hashJson is hashString of the canonical JSON, computed without the text', () => {
    const odd = [
      'plain',
      'quote " and \\ backslash',
      'tab\t, nul \u0000, line\n',
      'pair 😀 and lone \ud800 surrogate',
      '',
      -0,
      0,
      7,
      10,
      99,
      100,
      1000,
      123456789,
      999999999,
      1e9,
      2 ** 31,
      -5,
      1e21,
      0.1 + 0.2,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      null,
      undefined,
      [],
      {},
      [undefined, () => 1, Symbol('s')],
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${(i * 7) % 30}`, i])),
      { skip: undefined, fn: () => 1, sym: Symbol('s'), big: 1n, keep: 1, é: 2, B: 3, a: 4 },
    ];
    const random = Random.fromSeed('json');
    const grow = (depth: number): unknown => {
      const pick = random.int(depth > 3 ? 5 : 8);
      if (pick < 5) return random.pick(odd);
      if (pick < 6) return Array.from({ length: random.int(4) }, () => grow(depth + 1));
      return Object.fromEntries(
        Array.from({ length: random.int(5) }, (_, i) => [`k${random.int(9)}${i}`, grow(depth + 1)]),
      );
    };
    for (const value of [...odd, ...Array.from({ length: 300 }, () => grow(0))]) {
      expect(hashJson(value)).toBe(hashString(canonicalJson(value)));
    }
    expect(hashParts('ab', { x: [1] }, null, 'c')).toBe(hashString(`ab${canonicalJson({ x: [1] })}nullc`));
  });

  it('deepFreeze makes mutation throw in strict mode', () => {
    const v = deepFreeze({ a: { b: [1] } });
    expect(() => {
      (v.a.b as number[]).push(2);
    }).toThrow(TypeError);
  });
});

describe('JsonData: views and events are plain JSON by their types', () => {
  interface GoodView {
    readonly cells: readonly number[];
    readonly name: string;
    readonly note?: string;
    readonly nested: { readonly open: boolean; readonly at: readonly [number, number] | null };
  }
  type Viewing<V> = Pick<Game<unknown, null, unknown, V>, 'view'>;

  it('accepts interfaces of plain data and refuses sets, maps and functions (checked by the compiler)', () => {
    const good: GoodView = { cells: [1], name: 'a', nested: { open: true, at: [0, 1] } };
    const ok: Viewing<GoodView> = { view: () => good };
    // @ts-expect-error a Set is not JSON
    const set: Viewing<{ readonly seen: ReadonlySet<number> }> = { view: () => ({ seen: new Set([1]) }) };
    type Deep = { readonly a: { readonly m: Map<string, number> } };
    // @ts-expect-error a Map deep inside is not JSON either
    const map: Viewing<Deep> = { view: () => ({ a: { m: new Map() } }) };
    // @ts-expect-error nor is a function
    const fn: Viewing<{ readonly f: () => number }> = { view: () => ({ f: () => 1 }) };
    const event = { type: 'x/y', audience: 'all' as const, when: new Date(0) };
    // @ts-expect-error an event holding a Date (an object with methods) is not JSON
    const step: Transition<null, typeof event> = { state: null, events: [event] };
    expect([ok, set, map, fn, step].every((x) => typeof x === 'object')).toBe(true);
    expect(canonicalJson(ok.view(null, 0))).toBe(
      '{"cells":[1],"name":"a","nested":{"at":[0,1],"open":true}}',
    );
  });
});
