import { describe, expect, it } from 'vitest';
import type { Game, Transition } from './game.ts';
import { canonicalJson, deepFreeze, hashJson, hashString, jsonEqual } from './json.ts';

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
