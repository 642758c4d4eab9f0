import { describe, expect, it } from 'vitest';
import { canonicalJson } from './json.ts';
import { Random } from './rng.ts';
import { chainHash, structuralHash, structuralLanes } from './structural-hash.ts';

/** Values of every JSON kind, and what JSON leaves out or rewrites. */
const ODD: unknown[] = [
  'plain',
  'quote " and \\ backslash',
  'pair 😀 and lone \ud800 surrogate',
  '',
  '1',
  'true',
  'null',
  -0,
  0,
  1,
  -1,
  7,
  2 ** 31,
  -(2 ** 31),
  2 ** 32 + 1,
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
  [[]],
  [{}],
  { a: [] },
  [undefined, () => 1],
  { skip: undefined, fn: () => 1, keep: 1 },
];

function randomValue(random: Random): unknown {
  const grow = (depth: number): unknown => {
    const pick = random.int(depth > 3 ? 5 : 8);
    if (pick < 4) return random.pick(ODD);
    if (pick < 5) return random.int(1000) - 500;
    if (pick < 6) return Array.from({ length: random.int(4) }, () => grow(depth + 1));
    return Object.fromEntries(
      Array.from({ length: random.int(5) }, () => [`k${random.int(6)}`, grow(depth + 1)]),
    );
  };
  return grow(0);
}

/** The same value with every object's keys in reverse order. */
function reversed(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversed);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .reverse()
      .map(([k, x]) => [k, reversed(x)]),
  );
}

describe('the structural hash', () => {
  it('is 16 hex digits, and its definition is pinned (part of the record format)', () => {
    const step = structuralHash('0123456789abcdef', { seat: 1, action: { type: 'move', dir: 'up' } }, [
      { type: 'x/moved', audience: 'all', to: { x: 1, y: -2 }, long: 0.5, ok: true, none: null },
    ]);
    expect(step).toMatch(/^[0-9a-f]{16}$/);
    expect(step).toMatchInlineSnapshot(`"be1b514b3bafe456"`);
  });

  it('ignores key order and what JSON leaves out, like the canonical text', () => {
    expect(structuralHash({ a: 1, b: { c: [1, { y: 2, x: 1 }] } })).toBe(
      structuralHash({ b: { c: [1, { x: 1, y: 2 }] }, a: 1, gone: undefined, fn: () => 0 }),
    );
    expect(structuralHash(-0)).toBe(structuralHash(0));
    expect(structuralHash(Number.NaN)).toBe(structuralHash(null));
    expect(structuralHash([undefined])).toBe(structuralHash([null]));
  });

  it('equal canonical JSON ⇔ equal hash, over hundreds of random values with their keys reordered', () => {
    const random = Random.fromSeed('structural');
    const byText = new Map<string, string>();
    const byHash = new Map<string, string>();
    for (const value of [...ODD, ...Array.from({ length: 3_000 }, () => randomValue(random))]) {
      const text = canonicalJson(value);
      const hash = structuralHash(value);
      expect(structuralHash(reversed(value))).toBe(hash);
      expect(structuralLanes(value)).toEqual(structuralLanes(reversed(value)));
      expect(byText.get(text) ?? hash).toBe(hash);
      // No two different values share a hash (a collision here would be a weak definition).
      expect(byHash.get(hash) ?? text).toBe(text);
      byText.set(text, hash);
      byHash.set(hash, text);
    }
    expect(byText.size).toBeGreaterThan(1_000);
  });

  it('tells apart what a weaker structure would confuse', () => {
    const pairs: [unknown, unknown][] = [
      [
        { a: 1, b: 2 },
        { a: 2, b: 1 },
      ],
      [
        [1, 2],
        [2, 1],
      ],
      [{ a: { b: 1 } }, { b: { a: 1 } }],
      [{ a: 1 }, { a: 1, b: null }],
      [
        [1, [2]],
        [[1], 2],
      ],
      ['1', 1],
      [1, true],
      [0, false],
      [null, false],
      [[], {}],
      ['', []],
      [{ ab: 'c' }, { a: 'bc' }],
      [
        ['ab', 'c'],
        ['a', 'bc'],
      ],
      [1.5, '1.5'],
      [2 ** 32 + 1, 1],
    ];
    for (const [x, y] of pairs)
      expect(structuralHash(x), `${canonicalJson(x)} vs ${canonicalJson(y)}`).not.toBe(structuralHash(y));
    // Parts are told apart too: a string part is text, not a JSON string value.
    expect(structuralHash('ab', 'c')).not.toBe(structuralHash('a', 'bc'));
    expect(structuralHash('a', { x: 1 })).not.toBe(structuralHash({ x: 1 }, 'a'));
  });

  it("a chain's link commits to the previous link, the tag, the value (keys in any order) and the other hash", () => {
    const prev = 'a0b1c2d3e4f50617';
    const value = { type: 'move', dir: 'up' };
    const link = chainHash(prev, 2, value, null);
    expect(link).toMatch(/^[0-9a-f]{16}$/);
    expect(chainHash(prev, 2, { dir: 'up', type: 'move' }, null)).toBe(link);
    const links = new Set([link]);
    // Every hex digit of the previous link and of the other hash counts, and so does the value.
    for (let i = 0; i < 16; i++) {
      const flip = (h: string) => `${h.slice(0, i)}${h[i] === 'f' ? 'e' : 'f'}${h.slice(i + 1)}`;
      links.add(chainHash(flip(prev), 2, value, null));
      links.add(chainHash(prev, 2, value, flip('0123456789abcdef')));
    }
    links.add(chainHash(prev, 2, value, '0123456789abcdef'));
    links.add(chainHash(prev, 2, { ...value, dir: 'down' }, null));
    links.add(chainHash(prev, 3, value, null));
    links.add(chainHash(prev, 0, value, null));
    links.add(chainHash(prev, 2, null, null));
    links.add(chainHash(prev, 2, undefined, '0000000000000000'));
    expect(links.size).toBe(1 + 32 + 6);
  });
});
