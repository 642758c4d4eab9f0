import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hashJson, Match, type MatchRecord } from '@daedalus/core';
import { bundles, findGame, gameName } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { outcomeLine } from '../src/outcome.ts';
import { terminalWords } from '../src/words.ts';
import { run, runPlay } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'daedalus-cli-'));

describe('daedalus games', () => {
  it('lists every registered game with players, presets and bots; test games only with --all', async () => {
    const r = await run('games');
    expect(r.code).toBe(0);
    for (const b of bundles.filter((b) => b.game.meta.kind !== 'fixture'))
      expect(r.out).toMatch(new RegExp(`^${b.game.meta.id}\\s+${b.game.meta.name}`, 'm'));
    expect(r.out).not.toMatch(/^hunt/m);
    expect(r.out).toMatch(/computer players: random/);
    const all = await run('games', '--all');
    expect(all.out).toMatch(/^hunt\s+Hunt \[test fixture\] — 1-4 players/m);
    const json = JSON.parse((await run('games', '--json', '--all')).out);
    expect(json.map((g: { id: string }) => g.id)).toEqual(bundles.map((b) => b.game.meta.id));
    expect(json.find((g: { id: string }) => g.id === 'hunt')).toMatchObject({
      fixture: true,
      presets: ['tiny'],
    });
  });
});

describe('daedalus sim', () => {
  it('plays games and summarises them', async () => {
    const r = await run('sim', 'hunt', '--games', '20', '--players', '2', '--seed', 't', '--json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ game: 'hunt', games: 20, players: 2 });
    expect(s.finished + s.capped).toBe(20);
    expect(s.meanActions).toBeGreaterThan(0);
    const wins = Object.values(s.wins as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(wins + s.draws).toBe(s.finished);
  });

  it('is reproducible from its seed', async () => {
    const a = JSON.parse((await run('sim', 'hunt', '-n', '5', '-s', 'x', '--json')).out);
    const b = JSON.parse((await run('sim', 'hunt', '-n', '5', '-s', 'x', '--json')).out);
    expect({ ...a, seconds: 0, actionsPerSecond: 0 }).toEqual({ ...b, seconds: 0, actionsPerSecond: 0 });
  });

  it('applies presets and options, and stops at the move cap', async () => {
    const capped = JSON.parse(
      (await run('sim', 'hunt', '-n', '3', '--options', '{"moveCap":1000}', '--max-actions', '2', '--json'))
        .out,
    );
    expect(capped.capped).toBe(3);
    const r = await run('sim', 'hunt', '-n', '3', '--preset', 'tiny');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^hunt: 3 games, 1 player\n/);
    // Players are named as the game and the table name them.
    expect(r.out).toMatch(/\n {2}wins: Player 1: [1-3]\n/);
    expect(r.out).not.toMatch(/seat \d/);
  });

  it.each([
    [['sim', 'nope'], /Unknown game "nope"\. Games: /],
    [['sim', 'labyrnth'], /Unknown game "labyrnth"\. Did you mean "labyrinth"\?/],
    [['sim', 'shifting'], /Unknown game "shifting"\. Did you mean "shifting-maze"\?/],
    [['sim', 'hunt', '--games', 'x'], /--games must be a whole number/],
    [['sim', 'hunt', '--games', '0'], /--games must be a whole number from 1/],
    [['sim', 'hunt', '--players', '9'], /played by 1 to 4 players, not 9/],
    [['sim', 'hunt', '--options', '{bad'], /--options must be JSON/],
    [['sim', 'hunt', '--options', '{"size":99}'], /size/],
    [['sim', 'hunt', '--preset', 'huge'], /no preset "huge" \(presets: tiny\)/],
    [['sim', 'hunt', '--bots', 'genius'], /no computer level "genius" \(levels: random, strong\)/],
    [['sim', 'hunt', '--frobnicate'], /unknown option '--frobnicate'/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [
      ['sim', 'slugs', '--options', '{"mode":"duel"}', '--players', '1'],
      /^daedalus: A duel is played by two/,
    ],
    [
      ['sim', 'hunt', '--save', join(dir, 'no-such-folder', 'game.json')],
      /--save: cannot write .*there is no folder/,
    ],
    [
      ['arena', 'hunt', '--players', 'random,strong', '--preset', 'huge'],
      /^daedalus: Game hunt has no preset "huge"/,
    ],
  ])(
    'rejects bad arguments with one clear line and exit code 2, before any game: %j',
    async (args, message) => {
      const r = await run(...(args as string[]));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/game 0|seed/);
    },
  );
});

describe('daedalus replay', () => {
  it('replays a saved game and verifies its hashes', async () => {
    const file = join(dir, 'game.json');
    const saved = await run('sim', 'hunt', '-n', '1', '-p', '3', '--save', file);
    expect(saved.code).toBe(0);
    expect(saved.out).toContain(`Record saved to ${file} (replay it with: daedalus replay ${file}).`);
    const r = await run('replay', file, '--actions');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Hunt: \d+ actions replayed, every step hash verified/);
    // Seats are named as the game named them to its players.
    expect(r.out).toMatch(/^1\. Player \d: /m);
    expect(r.out).toMatch(
      /^Outcome: (Player \d( and Player \d)* won|The game is a draw|Everyone lost)\.( Scores: .*\.)?$/m,
    );
    expect(r.out).toMatch(/^Final state hash: [0-9a-f]{16}$/m);
  });

  it('verifies a record written before the step-hash chain (daedalus/match@1: a state hash per step)', async () => {
    const record = JSON.parse(readFileSync(join(dir, 'game.json'), 'utf8')) as MatchRecord;
    const game = findGame(record.game)!;
    const hashes: string[] = [];
    const fresh = Match.create(game, { players: record.players, seed: record.seed, options: record.options });
    if (fresh.ok) hashes.push(fresh.value.stateHash());
    Match.replay(game, record, {
      onStep: (_i, _m, step) => hashes.push(hashJson(game.position.encode(step.state))),
    });
    const { stateHash: _, ...rest } = record;
    writeFileSync(join(dir, 'v1.json'), JSON.stringify({ ...rest, format: 'daedalus/match@1', hashes }));
    const r = await run('replay', join(dir, 'v1.json'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/every step hash verified/);
    hashes[2] = hashes[3]!;
    writeFileSync(join(dir, 'v1-bad.json'), JSON.stringify({ ...rest, format: 'daedalus/match@1', hashes }));
    expect((await run('replay', join(dir, 'v1-bad.json'))).err).toMatch(/After action 2 the state differs/);
  });

  it('detects a tampered record', async () => {
    const file = join(dir, 'game.json');
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.hashes[3] = '0000000000000000';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(record));
    const r = await run('replay', join(dir, 'bad.json'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/After action 3 the state differs from the record/);
  });

  it.each([
    ['missing.json', /cannot read ".*missing.json": there is no such file\./],
    ['notjson.json', /is not JSON/],
    ['notrecord.json', /Invalid match record: format/],
  ])('explains a bad file: %s', async (name, message) => {
    writeFileSync(join(dir, 'notjson.json'), '{ nope');
    writeFileSync(join(dir, 'notrecord.json'), '{"game":"hunt"}');
    const r = await run('replay', join(dir, name));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});

describe('the installed command', () => {
  it('runs through npx with --help on every command', async () => {
    const exec = promisify(execFile);
    const bin = new URL('../bin/daedalus.js', import.meta.url).pathname;
    const help = await exec(process.execPath, [bin, '--help']);
    expect(help.stdout).toMatch(/Commands:[\s\S]*games[\s\S]*sim[\s\S]*replay/);
    for (const cmd of ['games', 'sim', 'replay']) {
      const r = await exec(process.execPath, [bin, cmd, '--help']);
      expect(r.stdout).toMatch(new RegExp(`Usage: daedalus ${cmd}`));
    }
    await expect(exec(process.execPath, [bin, 'sim', 'nope'])).rejects.toMatchObject({ code: 2 });
  });

  it('stops quietly when the reader of its output stops early (`daedalus sim … | head -1`)', async () => {
    const bin = new URL('../bin/daedalus.js', import.meta.url).pathname;
    const child = spawn(process.execPath, [bin, 'sim', 'hunt', '-n', '3000', '--options', '{"size":3}'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    // Read the first chunk, then close the pipe as `head` does.
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(err).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });

  it('tells its version', async () => {
    const exec = promisify(execFile);
    const bin = new URL('../bin/daedalus.js', import.meta.url).pathname;
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect((await exec(process.execPath, [bin, '--version'])).stdout.trim()).toBe(version);
  });

  it('runs built (no TypeScript compiled at start-up) and rebuilds itself when a source is newer', async () => {
    const { entry, isFresh, newestSource } = await import('../build.mjs');
    const exec = promisify(execFile);
    const bin = new URL('../bin/daedalus.js', import.meta.url).pathname;
    await exec(process.execPath, [bin, 'games']);
    expect(isFresh()).toBe(true);
    // The built module runs in plain Node, without a TypeScript loader.
    const loaded = await exec(process.execPath, [
      '--input-type=module',
      '-e',
      `const { main } = await import(${JSON.stringify(entry)}); await main(['node', 'daedalus', 'games']);`,
    ]);
    expect(loaded.stdout).toMatch(/^labyrinth/m);
    // A source newer than the build makes the next start rebuild.
    const { utimesSync, statSync } = await import('node:fs');
    const built = statSync(entry).mtimeMs;
    utimesSync(entry, new Date(built - 60_000), new Date(newestSource() - 60_000));
    expect(isFresh()).toBe(false);
    await exec(process.execPath, [bin, 'games']);
    expect(isFresh()).toBe(true);
  });
});

describe('daedalus play', () => {
  const play = runPlay;

  it('plays against a computer player, explains bad input, and saves a replayable record', async () => {
    const file = join(dir, 'played.json');
    const r = await play(
      'start 0 0\nfoo\n9\nright\ndown\nquit\n',
      'hunt',
      '--seed',
      'abc',
      '--players',
      '2',
      '--save',
      file,
    );
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/Hunt: Player 1, Player 2 \(computer\)/);
    expect(r.screen).toMatch(/I did not understand "foo": expected up, down/);
    expect(r.screen).toMatch(/Choose a number from 1 to 5/);
    expect(r.screen).toMatch(/Player 2 moved|Player 2 hit a wall|Player 2 searched/);
    expect(r.screen).toMatch(/Game abandoned/);
    expect(r.screen).toContain(`Record saved to ${file}`);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record.actions.filter((a: { seat: number }) => a.seat === 0)).toHaveLength(3);
    // Nobody was named: the record names nobody either ("Player 1" in English would stay English in a reader's language).
    expect(record.seats.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([
      ['', 'human'],
      ['', 'bot'],
    ]);
    expect((await run('replay', file)).code).toBe(0);
    // Replayed in German: the seats, the actions, the outcome and the summary in its words.
    const de = await run('replay', file, '--actions', '--lang', 'de');
    expect(de.code).toBe(0);
    expect(de.out).toMatch(/^1\. Spieler 1: /m);
    expect(de.out).toMatch(/^\d+\. Spieler 2 \(Computer\): /m);
    expect(de.out).toMatch(/: \d+ Aktionen nachgespielt, jeder Schritt-Hash geprüft/);
    expect(de.out).toMatch(/^Ergebnis: Die Partie ist nicht zu Ende\.$/m);
    expect((await run('replay', file, '--lang', 'fr')).err).toMatch(/--lang.*fr.*(en|de|ru)/s);
  });

  it('hot-seat: a privacy screen between humans, private news only at their own turn, the secret revealed at the end', async () => {
    const moves = ['', 'start 0 0', '', 'start 1 1'];
    for (let i = 0; i < 200; i++) moves.push('', 'search');
    const r = await play(
      `${moves.join('\n')}\n`,
      'hunt',
      '--seats',
      'human,human',
      '--seed',
      'hs',
      '--options',
      '{"size":2,"moveCap":6}',
    );
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/Pass the keyboard to Player 2, then press Enter/);
    expect(r.screen).toMatch(/( won\.|The game is a draw\.)/);
    expect(r.screen).toMatch(/The treasure was at \d \d\./);
  });

  it('a game left before its end shows the hidden labyrinth without calling the game over', async () => {
    const r = await play('quit\n', 'labyrinth', '--seed', 'left', '--players', '2');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/Game abandoned\.\n+The plan of the labyrinth:/);
    expect(r.screen).not.toMatch(/game is over/i);
  });

  it("tells what setup did before the first prompt: Shifting Maze's first turn and its Maze Event", async () => {
    const r = await play('quit\n', 'shifting-maze', '--players', '2', '--seed', 'first');
    expect(r.code).toBe(0);
    const beforePrompt = r.screen.slice(0, r.screen.indexOf('Player 1>'));
    expect(beforePrompt).toMatch(/The turn of Player 1 begins\./);
    expect(beforePrompt).toMatch(/Maze Event: /);
  });

  it("hot-seat in German: the terminal's own words follow --lang, as the game's do, refusals too", async () => {
    const r = await play(
      '\n99\n{"type":"end"}\nhelp\nquit\n',
      'temple',
      '--preset',
      'taster',
      '--seats',
      'human,bot',
      '--lang',
      'de',
      '--seed',
      'de',
    );
    expect(r.code).toBe(0);
    expect(r.screen).toContain(`${gameName(findGame('temple')!, 'de')}: Spieler 1, Spieler 2 (Computer).`);
    expect(r.screen).toContain("Gib einen Zug ein, eine Nummer aus der Liste, 'list', 'help' oder 'quit'.");
    expect(r.screen).toMatch(/Wähle eine Nummer von 1 bis \d+\./);
    // A move the rules refuse (typed as JSON), said in German.
    expect(r.screen).toContain('Jetzt (Wahl der Startfelder) geht nur „start“ – nicht „ende“.');
    expect(r.screen).toContain(
      "Eine Nummer wählt aus der Liste; du kannst den Zug auch in Worten oder als JSON eingeben. 'list' zeigt alle möglichen Aktionen. 'quit' beendet das Spiel.",
    );
    expect(r.screen).toContain('Spieler 1> ');
    expect(r.screen).toContain('Spiel abgebrochen.');
    for (const english of [
      'Player 1',
      'Type a move',
      'Choose a number',
      'A number picks',
      'Game abandoned',
      '(computer)',
      'you may',
    ])
      expect(r.screen).not.toContain(english);
  });

  it('the outcome in each language: one winner or several, a draw, scores', () => {
    const names = (seat: number) => terminalWords('ru').player(seat + 1);
    const won = (winners: number[]) =>
      ({ over: true, winners, draw: false, reason: 'statues', scores: [2, 1] }) as const;
    expect(outcomeLine(won([0]), names, terminalWords('ru'))).toBe(
      'Победитель: Игрок 1. Очки: Игрок 1 — 2, Игрок 2 — 1.',
    );
    expect(outcomeLine(won([0, 1]), names, terminalWords('ru'))).toBe(
      'Победители: Игрок 1 и Игрок 2. Очки: Игрок 1 — 2, Игрок 2 — 1.',
    );
    expect(outcomeLine(won([0, 1]), (s) => `Spieler ${s + 1}`, terminalWords('de'))).toBe(
      'Gewonnen haben: Spieler 1 und Spieler 2. Punkte: Spieler 1 – 2, Spieler 2 – 1.',
    );
    expect(
      outcomeLine({ over: true, winners: [], draw: true, reason: 'move-cap' }, names, terminalWords('de')),
    ).toBe('Unentschieden.');
    expect(outcomeLine(won([1]), (s) => `Player ${s + 1}`, terminalWords('en'))).toBe(
      'Player 2 won. Scores: Player 1 — 2, Player 2 — 1.',
    );
  });

  it('rejects bad seats', async () => {
    const r = await play('', 'hunt', '--seats', 'human,alien');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--seats takes a comma-separated list of human and bot\[:level\], not "alien"/);
  });
});
