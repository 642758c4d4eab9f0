/**
 * `daedalus play slugs --mode defence|duel|escort [--level file]`: the mode picks the seats
 * (a duel against the computer, defence and escort alone), a level file is played, and bad
 * flags or a bad level file are refused with a clear sentence (the line and column of the
 * file) and exit code 2.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { runPlay } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'daedalus-slugs-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const play = (input: string, ...args: string[]) => runPlay(input, 'slugs', ...args);

const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('daedalus play slugs', () => {
  it('--mode defence: alone against the slugs of the first defence level, walls typed in words', async () => {
    const r = await play('wall at a2\nwait\nquit\n', '--mode', 'defence', '--seed', 'd');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/The Slug Labyrinth: Player 1\.\n/);
    expect(r.screen).toMatch(/Turn 1 of 200 · First Light/);
    expect(r.screen).toMatch(/Player 1 places a wall at a2\./);
    expect(r.screen).toMatch(/Player 1 waits\./);
  });

  it('--mode duel: player 2 is the computer', async () => {
    const r = await play('wait\nquit\n', '--mode', 'duel', '--seed', 'u');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/Player 1, Player 2 \(computer\)/);
    expect(r.screen).toMatch(/Mirror/);
  });

  it('--mode escort: the campaign, the hero untied in words', async () => {
    const r = await play('untie\nquit\n', '--mode', 'escort', '--seed', 'e');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/The Post \(room 1 of 5\)/);
    expect(r.screen).toMatch(/The hero is untied\./);
  });

  it('--level plays a level file (its mode decides the seats)', async () => {
    const level = file(
      'mine.txt',
      'name: Mine\nmode: defence\nstock: 2\nmap:\na.......\n...X....\n.......A\n',
    );
    const r = await play('wait\nquit\n', '--level', level, '--seed', 'l');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/Turn 1 of 200 · Mine/);
    expect(r.screen).not.toMatch(/computer/);
    const duel = file('duel.txt', 'name: Two\nmap:\na....B\n..X...\nA....b\n');
    const d = await play('quit\n', '--level', duel, '--mode', 'duel', '--seed', 'l');
    expect(d.code).toBe(0);
    expect(d.screen).toMatch(/Player 2 \(computer\)/);
  });

  it('refuses an invalid level file with its line and column, and a missing one', async () => {
    const bad = file('bad.txt', 'name: Bad\nmode: defence\nmap:\na..?\n..XA\n');
    const r = await play('', '--level', bad);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `daedalus: --level ${bad}: Invalid level: line 4, column 4: "?" is not a map character (use . # X A B a b H h E D).`,
    );
    const noBase = file('nobase.txt', 'mode: defence\nmap:\na..\n.X.\n');
    const n = await play('', '--level', noBase);
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--level .*nobase\.txt: Invalid level: the map has no base \(A\)/);
    const missing = await play('', '--level', join(dir, 'nope.txt'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--level: cannot read ".*nope\.txt": there is no such file\./);
  });

  it('refuses a mode the game does not have, a level of another mode, and --mode for a game without modes', async () => {
    const r = await play('', '--mode', 'siege');
    expect(r.code).toBe(2);
    expect(r.err).toBe('daedalus: --mode must be one of defence, duel, escort, not "siege".');
    const level = file('def.txt', 'mode: defence\nmap:\na..\n.XA\n');
    const m = await play('', '--mode', 'escort', '--level', level);
    expect(m.code).toBe(2);
    expect(m.err).toMatch(/The level is a defence level, not escort\./);
    const hunt = await main(['node', 'daedalus', 'play', 'hunt', '--mode', 'x'], {
      out: () => undefined,
      err: (l) => expect(l).toBe('daedalus: --mode: Hunt has no modes.'),
    });
    expect(hunt).toBe(2);
  });
});
