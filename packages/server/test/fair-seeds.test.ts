/**
 * The creator of a table cannot know its secrets: a seed given when the table is
 * created is mixed with a secret of the server's own, so running the engine offline
 * with that seed and the table's public options does not give the game's hidden
 * start. The table shows everyone that a seed was chosen; the record of the
 * finished game carries the whole seed, and `daedalus replay` verifies it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { BACKENDS, testServerFor, until } from './helpers.ts';

const cli = new URL('../../cli/bin/daedalus.js', import.meta.url).pathname;

describe.each(BACKENDS)('fair seeds on %s', (backend) => {
  const t = testServerFor(backend);

  it("a creator's seed does not reproduce the hidden start; the finished record replays", async () => {
    const hunt = games.get('hunt')!;
    const chosen = 'i-know-where-the-treasure-is';
    const created = await t.client.createTable({
      game: 'hunt',
      options: { size: 4, moveCap: 24 },
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      seed: chosen,
    });
    const id = created.table.id;
    // Everyone sees that the creator chose a seed (never the seed itself).
    expect(created.table.chosenSeed).toBe(true);
    expect((await t.client.table(id)).chosenSeed).toBe(true);
    const plain = await t.client.createTable({ game: 'hunt', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(plain.table.chosenSeed).toBeUndefined();

    // What the creator can compute offline with its seed and the public options.
    const offline = Match.create(hunt, {
      options: created.table.options,
      players: created.table.players,
      seed: chosen,
    });
    if (!offline.ok) throw new Error(offline.error.message);

    await until(
      async () => (await t.client.table(id)).status === 'finished',
      60_000,
      () => 'the computer players did not finish',
    );
    const record = await t.client.record(id);
    expect(record.seed).not.toBe(chosen);
    expect(record.seed.startsWith(`${chosen}/`)).toBe(true);
    // The hidden start (the treasure) is not the one the chosen seed gives offline.
    expect(record.hashes[0]).not.toBe(offline.value.hash);
    // With the whole seed, the record replays and every state hash verifies.
    const replayed = Match.replay(hunt, record);
    expect(replayed.ok).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'daedalus-seed-'));
    try {
      const file = join(dir, 'record.json');
      writeFileSync(file, JSON.stringify(record));
      // Not spawnSync: this process is the server too, and must go on answering meanwhile.
      const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, [cli, 'replay', file], { timeout: 120_000 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/every step hash verified/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('two tables created with the same seed have different hidden starts', async () => {
    const seed = 'same-seed';
    const made = await Promise.all(
      [0, 1].map(() =>
        t.client.createTable({
          game: 'hunt',
          options: { size: 9, moveCap: 4 },
          seats: [{ kind: 'bot' }, { kind: 'bot' }],
          seed,
        }),
      ),
    );
    for (const m of made)
      await until(
        async () => (await t.client.table(m.table.id)).status === 'finished',
        60_000,
        () => 'the computer players did not finish',
      );
    const [a, b] = await Promise.all(made.map((m) => t.client.record(m.table.id)));
    expect(a!.seed).not.toBe(b!.seed);
    expect(a!.hashes[0]).not.toBe(b!.hashes[0]);
  }, 120_000);
});
