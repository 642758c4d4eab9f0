/** Group read: reads asked meanwhile are answered by one read of all their keys. */
import { describe, expect, it } from 'vitest';
import { GroupRead } from './group-read.ts';

/** A store of `n → { n }` that records every read and can be held or made to fail. */
function store(maxGroup = 100) {
  const reads: number[][] = [];
  let hold: Promise<void> | null = null;
  let fail: Error | null = null;
  const group = new GroupRead<number, { n: number } | null>({
    read: async (keys) => {
      reads.push([...keys]);
      if (hold) await hold;
      if (fail) throw fail;
      return new Map(keys.filter((k) => k >= 0).map((k) => [k, { n: k }]));
    },
    missing: () => null,
    maxGroup,
  });
  return {
    group,
    reads,
    hold(until: Promise<void>) {
      hold = until;
    },
    fail(error: Error | null) {
      fail = error;
    },
  };
}

describe('GroupRead', () => {
  it('answers the reads of one turn with one read, each its own value, a missing key with `missing`', async () => {
    const s = store();
    const got = await Promise.all([1, 2, 3, -1].map((k) => s.group.get(k)));
    expect(got).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, null]);
    expect(s.reads).toEqual([[1, 2, 3, -1]]);
    expect(s.group.stats).toEqual({ reads: 1, keys: 4, largest: 4 });
  });

  it('gathers the reads asked while one is under way into the next', async () => {
    const s = store();
    let release = () => {};
    s.hold(new Promise<void>((r) => (release = r)));
    const first = s.group.get(1);
    await new Promise((r) => setImmediate(r));
    expect(s.reads).toEqual([[1]]);
    // Asked while the first read is under way: they wait, then go together.
    const later = [s.group.get(2), s.group.get(3)];
    await new Promise((r) => setImmediate(r));
    expect(s.reads).toEqual([[1]]);
    s.hold(Promise.resolve());
    release();
    expect(await first).toEqual({ n: 1 });
    expect(await Promise.all(later)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(s.reads).toEqual([[1], [2, 3]]);
  });

  it('reads a key asked twice once, and gives the second caller a copy of its own', async () => {
    const s = store();
    const [a, b] = await Promise.all([s.group.get(7), s.group.get(7)]);
    expect(s.reads).toEqual([[7]]);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
  });

  it('reads at most `maxGroup` keys at once, in the order asked', async () => {
    const s = store(2);
    const got = await Promise.all([1, 2, 2, 3, 4, 5].map((k) => s.group.get(k)));
    expect(got.map((v) => v?.n)).toEqual([1, 2, 2, 3, 4, 5]);
    expect(s.reads).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every read of a group that failed, and reads on afterwards', async () => {
    const s = store();
    s.fail(new Error('database gone'));
    const failed = await Promise.allSettled([s.group.get(1), s.group.get(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason.message).toBe('database gone');
    s.fail(null);
    expect(await s.group.get(1)).toEqual({ n: 1 });
  });
});
