import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupCommit } from './group-commit.ts';

interface Row {
  readonly table: string;
  readonly n: number;
}

/**
 * A group commit over an array, whose writes wait to be released and refuse rows marked bad;
 * with `spacing`, on the clock `now`.
 */
function harness(maxGroup = 100, spacing?: { readonly ms: number; readonly now: () => number }) {
  const stored: Row[] = [];
  const writes: Row[][] = [];
  const gates: (() => void)[] = [];
  let gated = false;
  const commit = new GroupCommit<Row>({
    keyOf: (row) => row.table,
    maxGroup,
    ...(spacing ? { spacingMs: spacing.ms, now: spacing.now } : {}),
    write: async (rows) => {
      writes.push([...rows]);
      if (gated) await new Promise<void>((go) => gates.push(go));
      if (rows.some((r) => r.n < 0)) throw new Error(`bad row in ${rows.map((r) => r.table).join()}`);
      stored.push(...rows);
    },
  });
  return {
    commit,
    stored,
    writes,
    gate: () => {
      gated = true;
    },
    release: () => {
      gated = false;
      for (const go of gates.splice(0)) go();
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('stores what arrives while a write is under way in one write, in arrival order', async () => {
    const h = harness();
    h.gate();
    const first = h.commit.add({ table: 'a', n: 1 });
    await tick();
    expect(h.writes).toHaveLength(1);
    // Meanwhile, ten more from five tables: they wait for the first write, then go in one.
    const more = Array.from({ length: 10 }, (_, i) => h.commit.add({ table: `t${i % 5}`, n: i }));
    await tick();
    expect(h.writes).toHaveLength(1);
    h.release();
    await Promise.all([first, ...more]);
    expect(h.writes.map((w) => w.length)).toEqual([1, 10]);
    expect(h.stored.map((r) => r.n)).toEqual([1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(h.commit.stats).toEqual({ groups: 2, items: 11, largest: 10 });
  });

  it('writes of one turn of the event loop go together; a group is at most maxGroup long', async () => {
    const h = harness(4);
    await Promise.all(Array.from({ length: 10 }, (_, n) => h.commit.add({ table: 'a', n })));
    expect(h.writes.map((w) => w.length)).toEqual([4, 4, 2]);
    expect(h.stored.map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("a refused write fails itself and its table's later writes, not the other tables' nor its table's earlier ones", async () => {
    const h = harness();
    const rows: Row[] = [
      { table: 'a', n: 1 },
      { table: 'b', n: 1 },
      { table: 'a', n: -2 },
      { table: 'b', n: 2 },
      { table: 'a', n: 3 },
    ];
    const results = await Promise.allSettled(rows.map((r) => h.commit.add(r)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(h.stored).toEqual([
      { table: 'a', n: 1 },
      { table: 'b', n: 1 },
      { table: 'b', n: 2 },
    ]);
    // The group; table a's part, then its writes one at a time up to the refused one; table b's part.
    expect(h.writes.map((w) => w.length)).toEqual([5, 3, 1, 1, 2]);
    expect((results[4] as PromiseRejectedResult).reason).toBe((results[2] as PromiseRejectedResult).reason);
  });

  it('goes on after a failed write', async () => {
    const h = harness();
    await expect(h.commit.add({ table: 'a', n: -1 })).rejects.toThrow('bad row in a');
    await h.commit.add({ table: 'a', n: 2 });
    expect(h.stored).toEqual([{ table: 'a', n: 2 }]);
  });

  describe('with a spacing between writes', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A harness whose clock is `clock.ms`, its timers Vitest's (setImmediate stays real). */
    function spaced() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const clock = { ms: 1_000 };
      return { clock, ...harness(100, { ms: 5, now: () => clock.ms }) };
    }

    it('a write soon after the last one waits out the spacing, gathering what arrives meanwhile', async () => {
      const h = spaced();
      await h.commit.add({ table: 'a', n: 1 });
      expect(h.writes.map((w) => w.length)).toEqual([1]);
      // 2 ms after the first write started, three steps arrive over three turns of the loop.
      h.clock.ms += 2;
      const later = [h.commit.add({ table: 'a', n: 2 })];
      await tick();
      later.push(h.commit.add({ table: 'b', n: 1 }));
      await tick();
      later.push(h.commit.add({ table: 'a', n: 3 }));
      await tick();
      expect(h.writes).toHaveLength(1);
      h.clock.ms += 3;
      vi.advanceTimersByTime(3);
      await Promise.all(later);
      expect(h.writes.map((w) => w.map((r) => `${r.table}${r.n}`))).toEqual([['a1'], ['a2', 'b1', 'a3']]);
    });

    it('a write after a quiet spell starts at once', async () => {
      const h = spaced();
      await h.commit.add({ table: 'a', n: 1 });
      h.clock.ms += 6;
      await h.commit.add({ table: 'a', n: 2 });
      expect(h.writes.map((w) => w.length)).toEqual([1, 1]);
    });

    it('what arrived during a write that took longer than the spacing follows it at once', async () => {
      const h = spaced();
      h.gate();
      const first = h.commit.add({ table: 'a', n: 1 });
      await tick();
      const second = h.commit.add({ table: 'a', n: 2 });
      h.clock.ms += 7;
      h.release();
      await Promise.all([first, second]);
      expect(h.writes.map((w) => w.length)).toEqual([1, 1]);
    });
  });
});
