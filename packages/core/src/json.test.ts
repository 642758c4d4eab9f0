import { describe, expect, it } from 'vitest';
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
