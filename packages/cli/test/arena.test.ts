import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arena, formatArena, wilson } from '../src/commands/arena.ts';
import { run } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'daedalus-arena-'));
// A light search budget keeps these games quick; the level's own budget is 1,000 iterations.
const quick = ['--iterations', '60'];

describe('daedalus arena', () => {
  it('plays the levels against each other, seats rotated, and summarises', async () => {
    const r = await run('arena', 'hunt', '--players', 'random,strong', '--games', '6', ...quick, '--json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ game: 'hunt', players: 2, games: 6, seed: 'arena', reproducible: true });
    expect(s.levels.map((l: { level: string }) => l.level)).toEqual(['random', 'strong']);
    const wins = s.levels.reduce((n: number, l: { wins: number }) => n + l.wins, 0);
    expect(wins + s.draws + s.lost + s.capped).toBe(6);
    for (const l of s.levels) {
      expect(l.interval[0]).toBeLessThanOrEqual(l.winRate);
      expect(l.interval[1]).toBeGreaterThanOrEqual(l.winRate);
    }
    const [random, strong] = s.levels;
    expect(random.decisionsPerSecond).toBeNull(); // random is not timed
    expect(strong.decisions).toBeGreaterThan(0);
    expect(strong.decisionsPerSecond).toBeGreaterThan(0);
    expect(s.meanActions).toBeGreaterThan(0);
  });

  it('rotates the seats game by game', () => {
    const seen: string[][] = [];
    arena('hunt', {
      players: 'random,strong,random',
      games: 3,
      seed: 'rot',
      maxActions: 400,
      iterations: 20,
      onGame: (_i, seats) => seen.push([...seats]),
    });
    expect(seen).toEqual([
      ['random', 'strong', 'random'],
      ['strong', 'random', 'random'],
      ['random', 'random', 'strong'],
    ]);
  });

  it('is reproducible from its seed with an iteration budget', async () => {
    const once = async () => {
      const s = JSON.parse(
        (
          await run(
            'arena',
            'hunt',
            '--players',
            'strong,random',
            '-n',
            '4',
            '-s',
            'same',
            ...quick,
            '--json',
          )
        ).out,
      );
      return {
        ...s,
        seconds: 0,
        decisionsPerSecond: 0,
        levels: s.levels.map((l: object) => ({ ...l, decisionsPerSecond: 0 })),
      };
    };
    expect(await once()).toEqual(await once());
  });

  it('prints win rates with confidence intervals, lengths and speed', async () => {
    const r = await run('arena', 'hunt', '--players', 'strong,random', '--games', '2', ...quick);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^hunt: 2 games, 2 players, seats rotated/);
    expect(r.out).toMatch(
      /^ {2}strong +wins +\d \(\d+\.\d%; 95% CI \d+\.\d%–\d+\.\d%\) +[\d,]+ decisions\/s/m,
    );
    expect(r.out).toMatch(/draws: \d+ \(\d+\.\d%\); lost by everyone: \d/);
    expect(r.out).toMatch(/mean length: \d+\.\d actions/);
    expect(r.out).toMatch(/speed: [\d,]+ decisions\/s with the engine/);
  });

  it('gives the search levels a time budget with --ms, and says results may vary', async () => {
    const r = await run(
      'arena',
      'hunt',
      '--players',
      'strong,strong',
      '--games',
      '1',
      '--ms',
      '2',
      '--preset',
      'tiny',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/strong \(×2\)/);
    expect(r.out).toMatch(/another run may differ/);
  });

  it('keeps Glicko-2 ratings across runs in a file', async () => {
    const file = join(dir, 'ratings.json');
    expect(existsSync(file)).toBe(false);
    for (const seed of ['a', 'b']) {
      const r = await run(
        'arena',
        'hunt',
        '--players',
        'random,strong',
        '-n',
        '6',
        '-s',
        seed,
        ...quick,
        '--ratings',
        file,
      );
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/ratings \(.*ratings\.json\): random \d+ ± \d+, strong \d+ ± \d+/);
    }
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.format).toBe('daedalus/ratings@1');
    const { 'hunt:random': random, 'hunt:strong': strong } = saved.players;
    expect(random.games).toBe(12);
    expect(strong.games).toBe(12);
    expect(strong.rating).toBeGreaterThan(random.rating);
    expect(strong.rd).toBeLessThan(350);
  });

  it.each([
    [
      ['arena', 'hunt', '--players', 'random,genius'],
      /hunt has no computer level "genius" \(levels: random, strong\)/,
    ],
    [['arena', 'hunt', '--players', 'strong'], /--players needs two levels or more/],
    [['arena', 'hunt', '--players', 'random,,strong'], /--players needs two levels or more/],
    [['arena', 'hunt', '--players', 'random,random,random,random,strong'], /played by 1 to 4 players, not 5/],
    [['arena', 'hunt'], /required option '--players <levels>' not specified/],
    [
      ['arena', 'hunt', '--players', 'random,strong', '--games', '0'],
      /--games must be a whole number from 1/,
    ],
    [['arena', 'hunt', '--players', 'random,strong', '--ms', 'soon'], /--ms must be a whole number/],
    [['arena', 'nope', '--players', 'random,strong'], /Unknown game "nope"/],
  ])('rejects bad arguments with one clear line: %j', async (args, message) => {
    const r = await run(...(args as string[]));
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(message);
  });

  it.each([
    ['notjson.json', '{ nope', /--ratings: .*notjson\.json is not JSON/],
    [
      'other.json',
      '{"format":"daedalus/match@1"}',
      /--ratings: .*other\.json is not a Daedalus ratings file \(format: /,
    ],
    [
      'negative.json',
      JSON.stringify({
        format: 'daedalus/ratings@1',
        system: 'glicko-2',
        players: { 'hunt:strong': { rating: 1500, rd: -1, vol: 0.06, games: 1 } },
      }),
      /players\.hunt:strong\.rd/,
    ],
  ])('explains a bad ratings file: %s', async (name, text, message) => {
    writeFileSync(join(dir, name), text);
    const r = await run(
      'arena',
      'hunt',
      '--players',
      'random,strong',
      '-n',
      '1',
      '--ratings',
      join(dir, name),
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(readFileSync(join(dir, name), 'utf8')).toBe(text); // left as it was
  });
  it('cannot use a folder as a ratings file', async () => {
    const r = await run('arena', 'hunt', '--players', 'random,strong', '-n', '1', '--ratings', dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--ratings: cannot read ".*": it is a folder\./);
  });
  it('refuses a ratings file in a folder that does not exist before playing a game', async () => {
    const path = join(dir, 'no-such-folder', 'ratings.json');
    const r = await run('arena', 'hunt', '--players', 'random,strong', '-n', '1', '--ratings', path);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--ratings: cannot write ".*ratings\.json": there is no folder .*no-such-folder\./);
    expect(r.out).not.toMatch(/wins/);
  });
});

describe('the Wilson interval', () => {
  it('matches known values and stays within [0, 1]', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('formats a summary without ratings or timings', () => {
    const lines = formatArena({
      game: 'g',
      players: 2,
      games: 10,
      seed: 's',
      reproducible: true,
      finished: 10,
      capped: 0,
      draws: 2,
      lost: 0,
      meanActions: 12,
      decisionsPerSecond: 1000,
      seconds: 0.12,
      levels: [
        {
          level: 'random',
          seats: 1,
          wins: 3,
          winRate: 0.3,
          interval: wilson(3, 10),
          decisions: 60,
          decisionsPerSecond: null,
        },
        {
          level: 'normal',
          seats: 1,
          wins: 5,
          winRate: 0.5,
          interval: wilson(5, 10),
          decisions: 60,
          decisionsPerSecond: 4000,
        },
      ],
    });
    expect(lines).toEqual([
      'g: 10 games, 2 players, seats rotated (seeds s:0…s:9)',
      '  random  wins  3 (30.0%; 95% CI 10.8%–60.3%)',
      '  normal  wins  5 (50.0%; 95% CI 23.7%–76.3%)   4,000 decisions/s (0.25 ms each)',
      '  draws: 2 (20.0%); lost by everyone: 0 (0.0%); stopped at the move cap: 0 (0.0%)',
      '  mean length: 12.0 actions',
      '  speed: 1,000 decisions/s with the engine (0.12 s)',
    ]);
  });
});
