import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { Match } from '@daedalus/core';
import { findGame, gameName } from '@daedalus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay, startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { playRemote, serverUrl } from '../src/commands/remote.ts';
import { main } from '../src/main.ts';

const hunt = findGame('hunt')!;
const small = '{"size":2,"moveCap":6}';
const dir = mkdtempSync(join(tmpdir(), 'daedalus-remote-'));
/** Enough "first legal action" answers to finish any small hunt. */
const firsts = (n = 60) => '1\n'.repeat(n);
/** Varied answers (numbers always pick some legal action, or are explained). */
const varied = (n = 30) => 'search\n2\n3\n1\n'.repeat(n);

let t: TestServer;
beforeAll(async () => {
  // A fixed server secret: the games of the seeds below are the same every run.
  t = await startTestServer('pglite', { seedSecret: 'remote-test' });
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 30_000);

/**
 * Starts `daedalus play <args>` with the given keyboard input; `screen()` is
 * everything written so far, `done` the exit code and the whole screen.
 */
function start(input: string | NodeJS.ReadableStream, ...args: string[]) {
  let screen = '';
  const err: string[] = [];
  const done = main(['node', 'daedalus', 'play', ...args], {
    out: (l) => {
      screen += `${l}\n`;
    },
    err: (l) => err.push(l),
    input: typeof input === 'string' ? Readable.from([input]) : input,
    write: (text) => {
      screen += text;
    },
  }).then((code) => ({ code, screen, err: err.join('\n') }));
  return { screen: () => screen, done };
}

const play = (input: string | NodeJS.ReadableStream, ...args: string[]) => start(input, ...args).done;

describe('daedalus play --server', () => {
  it('a new Shifting Maze table: who sits where first, then what setup told (the first Maze Event)', async () => {
    const r = await play('quit\n', 'shifting-maze', '--server', t.url, '--name', 'Ariadne');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const header = r.screen.indexOf('seat 1: Ariadne (you), seat 2: computer');
    const event = r.screen.indexOf('Maze Event: ');
    expect(header).toBeGreaterThan(0);
    expect(event).toBeGreaterThan(header);
    expect(r.screen.indexOf('The turn of Player 1 begins.')).toBeGreaterThan(header);
  });

  it('shows the start cells once: not again when another player chooses theirs meanwhile', async () => {
    const keyboard = new PassThrough();
    const first = start(
      keyboard,
      'labyrinth',
      '--server',
      t.url,
      '--seats',
      'human,human',
      '--name',
      'Ariadne',
    );
    const id = await until(() => /Created table (\S+)/.exec(first.screen())?.[1]);
    const other = await t.client.join({ tableId: id, claim: { seat: 1, name: 'Theseus' } });
    await until(() => (first.screen().includes('Ariadne> ') ? true : undefined));
    // The other player chooses while this one is still deciding the same thing.
    await other.play({ type: 'start', cell: { x: 0, y: 0 } });
    await until(() => (first.screen().includes('Player 2 has chosen a start cell.') ? true : undefined));
    keyboard.write('quit\n');
    keyboard.end();
    const r = await first.done;
    expect(r.code).toBe(0);
    const last = /\d+\. start 5 5\n/g;
    expect(r.screen.match(last)).toHaveLength(1);
    expect(r.screen.split('Choose your start cell').length - 1).toBe(1);
    await other.leave();
  });

  it('plays hunt against a computer player to the end: refused moves are one line, the record reveals the treasure', async () => {
    const file = join(dir, 'won.json');
    const r = await play(
      `help\nstart 9 9\nfoo\n9\nlist\n{"type":"start","at":{"x":0,"y":0}}\n${varied()}`,
      'hunt',
      '--server',
      t.url,
      '--options',
      small,
      '--name',
      'Ariadne',
      '--seed',
      'remote-4',
      '--save',
      file,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const s = r.screen;
    expect(s).toMatch(/^Created table [\w-]+ \(Hunt, public\)\./m);
    expect(s).toMatch(/seat 1: Ariadne \(you\), seat 2: computer \(strong\)/);
    expect(s).toMatch(/Your seat token is [\w-]{20,}: keep it/);
    expect(s).toMatch(/A number picks from the list/);
    // A rule error from the server: one line with its code, and play goes on.
    expect(s).toMatch(/Refused: \(9, 9\) is not on the board\. \(hunt\/off-board\)\n/);
    expect(s).toMatch(/I did not understand "foo"/);
    expect(s).toMatch(/Choose a number from 1 to 4\./);
    expect(s).toMatch(/^ {2}4\. start at 1 1$/m);
    expect(s).toMatch(/\+---\+---\+/);
    expect(s).toMatch(/Player 2 (moved|hit a wall|searched|dodged|found)/);
    expect(s).toMatch(/Only you were told: The treasure is \d steps away\./);
    expect(s).toMatch(/(Ariadne \(you\)|Computer \(strong\)) won\.|The game is a draw\./);
    expect(s).toMatch(/The treasure was at \d \d\./);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record.seats.map((x: { name: string }) => x.name)[0]).toBe('Ariadne');
    expect(record.actions.find((a: { seat: number }) => a.seat === 0).action).toEqual({
      type: 'start',
      at: { x: 0, y: 0 },
    });
    expect(Match.replay(hunt, record).ok).toBe(true);
  });

  it('a second human joins the table a first one created; both play to the same end', async () => {
    const keyboard = new PassThrough();
    keyboard.write(firsts());
    const first = start(
      keyboard,
      'hunt',
      '--server',
      t.url,
      '--seats',
      'human,human',
      '--options',
      small,
      '--name',
      'Ariadne',
      '--private',
    );
    // The friend is told the table id and the invite code (and joins once the first has sat down).
    const created = await until(() => {
      const m = /Created table (\S+) .*\nInvite code: (\S+)[\s\S]*Waiting for players/.exec(first.screen());
      return m ? { id: m[1]!, invite: m[2]! } : undefined;
    });
    const second = await play(
      firsts(),
      'hunt',
      '--server',
      t.url,
      '--table',
      created.id,
      '--invite',
      created.invite,
      '--name',
      'Theseus',
    );
    const a = await first.done;
    keyboard.end();
    expect(second.err).toBe('');
    expect(a.err).toBe('');
    expect(a.screen).toMatch(/Invite code: [\w-]+/);
    expect(a.screen).toMatch(/Others join with: daedalus play hunt --server \S+ --table \S+ --invite [\w-]+/);
    expect(a.screen).toMatch(
      /Waiting for players to take the free seats \(seat 1: Ariadne \(you\), seat 2: free\)/,
    );
    expect(a.screen).toMatch(/Theseus took seat 2\./);
    expect(a.screen).toMatch(/Every seat is taken: the game begins\./);
    // Seats are counted from 1, as players are: the second seat is Player 2's, here Theseus's.
    expect(second.screen).toMatch(/seat 1: Ariadne, seat 2: Theseus \(you\)/);
    expect(second.screen).toContain('You play seat 2 (Theseus).');
    const end = /(\S+ (\(you\) )?won\.|The game is a draw\.)/;
    expect(a.screen).toMatch(end);
    expect(second.screen).toMatch(end);
    const reveal = (s: string) => /The treasure was at \d \d\..*/.exec(s)?.[0];
    expect(reveal(a.screen)).toBeDefined();
    expect(reveal(a.screen)).toBe(reveal(second.screen));
  });

  it('a player who gives no name is "Player N" to everyone in their own language (not in the joiner\'s)', async () => {
    const keyboard = new PassThrough();
    const first = start(keyboard, 'hunt', '--server', t.url, '--seats', 'human,human', '--lang', 'ru');
    const id = await until(() => /Создан стол (\S+)[\s\S]*Ожидание игроков/.exec(first.screen())?.[1]);
    // A German joins without --name: nothing is stored for a name.
    const second = await play('', 'hunt', '--server', t.url, '--table', id, '--lang', 'de');
    expect(second.err).toBe('');
    expect(second.screen).toContain('Platz 1: Spieler 1, Platz 2: Spieler 2 (du)');
    expect(second.screen).toContain('Du spielst Platz 2 (Spieler 2).');
    await until(() => (first.screen().includes('Игрок 2 занимает место 2.') ? true : undefined));
    keyboard.end();
    const a = await first.done;
    expect(a.screen).toContain('место 1: Игрок 1 (вы), место 2: свободно');
    expect(a.screen).not.toContain('Spieler');
    expect((await t.client.table(id)).seats.map((s) => s.name)).toEqual([null, null]);
  });

  it("'give up' frees the seat while the table waits for players, and leaves", async () => {
    const keyboard = new PassThrough();
    const first = start(
      keyboard,
      'hunt',
      '--server',
      t.url,
      '--seats',
      'human,human,human',
      '--name',
      'Ariadne',
    );
    const id = await until(() => /Created table (\S+)[\s\S]*Waiting for players/.exec(first.screen())?.[1]);
    expect(first.screen()).toContain("Until the game begins, 'give up' frees your seat for someone else.");
    expect((await t.client.table(id)).seats[0]).toMatchObject({ name: 'Ariadne', taken: true });
    // Someone sits down and gives the seat up again: said as such, not as a lost connection.
    const other = await t.client.join({ tableId: id, claim: { seat: 1, name: 'Theseus' } });
    await until(() => (first.screen().includes('Theseus took seat 2.') ? true : undefined));
    await other.giveUpSeat();
    await until(() =>
      first.screen().includes('Theseus gave up seat 2: it is free again.') ? true : undefined,
    );
    expect(first.screen()).not.toContain('lost the connection');
    await other.leave();
    keyboard.write('help\nGive  Up\n');
    const r = await first.done;
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/'quit' leaves the table .*Until the game begins, 'give up' frees your seat/);
    expect(r.screen).toContain(`You gave up your seat at table ${id}: it is free for someone else.`);
    // Not as if someone else had: 'Ariadne gave up seat 1: it is free again.'
    expect(r.screen).not.toContain('Ariadne gave up');
    expect(r.screen).not.toContain('Your seat stays yours');
    expect((await t.client.table(id)).seats[0]).toMatchObject({ name: null, taken: false });
  });

  it('says it is waiting while another player must decide; keeps a move typed meanwhile; quit still leaves', async () => {
    const keyboard = new PassThrough();
    const first = start(
      keyboard,
      'hunt',
      '--server',
      t.url,
      '--seats',
      'human,human',
      '--options',
      small,
      '--name',
      'Ariadne',
      '--clock',
      '600',
    );
    const id = await until(() => /Created table (\S+)/.exec(first.screen())?.[1]);
    expect((await t.client.table(id)).moveSeconds).toBe(600);
    // The other player sits down and never chooses a start cell.
    const other = await t.client.join({ tableId: id, claim: { seat: 1, name: 'Theseus' } });
    await until(() => (first.screen().includes('Choose your start cell') ? true : undefined));
    keyboard.write('start 0 0\n');
    await until(() => (first.screen().includes('Waiting for the other players...') ? true : undefined));
    // With whose clock, and how long it has.
    expect(first.screen()).toMatch(
      /Waiting for the other players\.\.\. \(Theseus has (59\d|600) seconds to decide\.\)/,
    );
    keyboard.write('search\n');
    await until(() => (first.screen().includes('It is not your turn yet') ? true : undefined));
    // 'quit' typed after the kept move still leaves at once.
    keyboard.write('quit\n');
    keyboard.end();
    const r = await first.done;
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/You left table \S+\. Your seat stays yours/);
    await other.leave();
  });

  it('says whom it waits for again when that changes: one of two others chose, the other still has their clock', async () => {
    const keyboard = new PassThrough();
    const first = start(
      keyboard,
      'hunt',
      '--server',
      t.url,
      '--seats',
      'human,human,human',
      '--options',
      small,
      '--name',
      'Ariadne',
      '--clock',
      '600',
    );
    const id = await until(() => /Created table (\S+)/.exec(first.screen())?.[1]);
    const theseus = await t.client.join({ tableId: id, claim: { seat: 1, name: 'Theseus' } });
    const icarus = await t.client.join({ tableId: id, claim: { seat: 2, name: 'Icarus' } });
    await until(() => (first.screen().includes('Choose your start cell') ? true : undefined));
    keyboard.write('start 0 0\n');
    await until(() => (first.screen().includes('Waiting for the other players...') ? true : undefined));
    expect(first.screen()).toMatch(
      /Waiting for the other players\.\.\. \(Theseus has \d+ seconds to decide\.\) \(Icarus has \d+ seconds to decide\.\)\n/,
    );
    await theseus.play({ type: 'start', at: { x: 1, y: 1 } });
    await until(() =>
      /Waiting for the other players\.\.\. \(Icarus has \d+ seconds to decide\.\)\n/.test(first.screen())
        ? true
        : undefined,
    );
    keyboard.write('quit\n');
    keyboard.end();
    expect((await first.done).code).toBe(0);
    await theseus.leave();
    await icarus.leave();
  });

  it('what arrives while the prompt waits is written below it, and the prompt is shown again', async () => {
    const keyboard = new PassThrough();
    const first = start(
      keyboard,
      'hunt',
      '--server',
      t.url,
      '--seats',
      'human,human',
      '--options',
      small,
      '--name',
      'Ariadne',
    );
    const id = await until(() => /Created table (\S+)/.exec(first.screen())?.[1]);
    const theseus = await t.client.join({ tableId: id, claim: { seat: 1, name: 'Theseus' } });
    await until(() => (first.screen().endsWith('Ariadne> ') ? true : undefined));
    // Not on the prompt's line ('Ariadne> Theseus lost the connection.'), and the prompt comes back.
    await theseus.leave();
    await until(() =>
      first.screen().endsWith('Ariadne> \nTheseus lost the connection.\nAriadne> ') ? true : undefined,
    );
    keyboard.write('quit\n');
    keyboard.end();
    expect((await first.done).code).toBe(0);
  });

  it('resuming with --token continues the same seat', async () => {
    const file = join(dir, 'resumed.json');
    // The input ends after the start cell: the player leaves, the seat stays theirs.
    const left = await play(
      'start 1 1\n',
      'hunt',
      '--server',
      t.url,
      '--options',
      small,
      '--name',
      'Daedalus',
    );
    expect(left.code).toBe(0);
    const resume = /--table (\S+) --token (\S+)/.exec(left.screen.split('You left table')[1] ?? '');
    expect(resume).not.toBeNull();
    const [, table, token] = resume!;
    const back = await play(
      firsts(),
      'hunt',
      '--server',
      t.url,
      '--table',
      table!,
      '--token',
      token!,
      '--save',
      file,
    );
    expect(back.err).toBe('');
    expect(back.code).toBe(0);
    expect(back.screen).toContain('You play seat 1 (Daedalus).');
    expect(back.screen).not.toMatch(/Your seat token is/);
    expect(back.screen).toMatch(/ won\.|The game is a draw\./);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record.seats[0].name).toBe('Daedalus');
    const mine = record.actions.filter((a: { seat: number }) => a.seat === 0);
    expect(mine[0].action).toEqual({ type: 'start', at: { x: 1, y: 1 } });
    expect(mine.length).toBeGreaterThan(1);
    // Back once more, after the end: the story and the outcome, and nothing to type.
    const after = await play('', 'hunt', '--server', t.url, '--table', table!, '--token', token!);
    expect(after.code).toBe(0);
    expect(after.screen).toMatch(/ won\.|The game is a draw\./);
    expect(after.screen).not.toMatch(/Type a move/);
  });

  it('survives a dropped connection: it comes back with the seat token and plays on', async () => {
    let screen = '';
    let dropped = false;
    const code = await playRemote({
      game: hunt,
      server: t.url,
      options: JSON.parse(small),
      locale: 'en',
      input: Readable.from([firsts()]),
      write: (text) => {
        screen += text;
      },
      onConnection: (conn) => {
        const off = conn.on('update', () => {
          if (dropped) return;
          dropped = true;
          off();
          conn.drop({ reconnect: true });
        });
      },
    });
    expect(code).toBe(0);
    expect(dropped).toBe(true);
    expect(screen).toMatch(/Reconnected to the table\./);
    // An action lost with the connection is sent again, not left waiting for an answer.
    expect(screen).not.toMatch(/did not answer/);
    expect(screen).toMatch(/ won\.|The game is a draw\./);
    expect(screen).toMatch(/The treasure was at \d \d\./);
  });

  it('watches a table with --watch', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      options: { size: 2, moveCap: 6 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    const watching = start('', 'hunt', '--server', t.url, '--table', table.id, '--watch');
    await until(() => (/You are watching/.test(watching.screen()) ? true : undefined));
    const player = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'Icarus' } });
    const stop = autoplay(player);
    const r = await watching.done;
    stop();
    await player.leave();
    expect(r.err).toBe('');
    expect(r.screen).toMatch(/Icarus took seat 1\./);
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/You are watching/);
    expect(r.screen).toMatch(/ won\.|The game is a draw\./);
    expect(r.screen).toMatch(/The treasure was at \d \d\./);
  });

  it('--seat counts seats from 1, as the terminal lists them; 0, as it once was documented, is the first', async () => {
    const cases = [
      { flag: '2', name: 'Theseus', seat: 1, list: 'seat 1: free, seat 2: Theseus (you)' },
      { flag: '0', name: 'Ariadne', seat: 0, list: 'seat 1: Ariadne (you), seat 2: free' },
    ];
    for (const { flag, name, seat, list } of cases) {
      const { table } = await t.client.createTable({
        game: 'hunt',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const r = await play(
        'quit\n',
        'hunt',
        '--server',
        t.url,
        '--table',
        table.id,
        '--seat',
        flag,
        '--name',
        name,
      );
      expect(r.err, flag).toBe('');
      expect(r.screen, flag).toContain(list);
      expect(r.screen, flag).toContain(`You play seat ${seat + 1} (${name}).`);
      expect((await t.client.table(table.id)).seats[seat], flag).toMatchObject({ name, taken: true });
    }
  });

  it('bad arguments are one clear line and a non-zero exit', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const taken = await t.client.join({ tableId: table.id, claim: { seat: 0, name: 'First' } });
    const secret = await t.client.createTable({
      game: 'hunt',
      seats: [{ kind: 'human' }],
      visibility: 'private',
    });
    const cases: [string[], RegExp][] = [
      [
        ['--table', secret.table.id],
        /^daedalus: This table is private: an invite code is needed\. \(auth\/invite-required\)$/,
      ],
      [
        ['--table', secret.table.id, '--invite', 'wrong-code'],
        /^daedalus: The invite code wrong-code is not this table's: check it with whoever invited you\. \(auth\/invite-required\)$/,
      ],
      [['--table', 'no-such-table'], /^daedalus: There is no such table\. \(table\/not-found\)$/],
      [
        ['--table', table.id, '--seat', '0'],
        /^daedalus: That seat is already taken\. \(table\/seat-taken\)$/,
      ],
      [
        ['--table', table.id, '--token', 'not-a-token'],
        /^daedalus: The seat token is not valid.*\(auth\/bad-token\)$/,
      ],
      [
        ['--table', table.id, '--seat', '1'],
        /^daedalus: That seat is already taken\. \(table\/seat-taken\)$/,
      ],
      [
        ['--table', table.id, '--seat', '5'],
        /^daedalus: The table has no such seat\. \(table\/no-such-seat\)$/,
      ],
      [
        ['--table', table.id, '--seat', '9'],
        /^daedalus: --seat must be a seat's number from 1 to 8, not "9"\.$/,
      ],
      [['--table', table.id, '--seat', '-1'], /^daedalus: .*--seat/],
      [['--preset', 'huge'], /^daedalus: .*huge.*$/],
      [['--token', 'abc'], /^daedalus: --token resumes a seat at a table: give its --table too\.$/],
      [['--clock', '0'], /^daedalus: .*--clock.*1.*604800/],
      [['--clock', 'soon'], /^daedalus: .*--clock/],
      [['--table', table.id, '--clock', '60'], /set up a new table: not with --table\.$/],
    ];
    for (const [args, message] of cases) {
      const r = await play('', 'hunt', '--server', t.url, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err, args.join(' ')).toMatch(message);
    }
    // The installed command, whose whole stderr is read: the Colyseus client's own warning of a
    // refused join is not a second line.
    const bin = new URL('../bin/daedalus.js', import.meta.url).pathname;
    const refused = await promisify(execFile)(process.execPath, [
      bin,
      'play',
      'hunt',
      '--server',
      t.url,
      '--table',
      table.id,
      '--seat',
      '0',
    ]).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({
      code: 2,
      stderr: 'daedalus: That seat is already taken. (table/seat-taken)\n',
    });
    // In the player's language: the server's refusals as the game's own refusals are worded.
    const worded: [string[], string][] = [
      [
        ['--table', table.id, '--seat', '1', '--lang', 'de'],
        'daedalus: Dieser Platz ist schon besetzt. (table/seat-taken)',
      ],
      [['--table', 'no-such-table', '--lang', 'ru'], 'daedalus: Такого стола нет. (table/not-found)'],
      [
        ['--table', secret.table.id, '--invite', 'wrong-code', '--lang', 'de'],
        'daedalus: Der Einladungscode wrong-code gehört nicht zu diesem Tisch: Frag nach, wer dich eingeladen hat. (auth/invite-required)',
      ],
    ];
    for (const [args, message] of worded) {
      const r = await play('', 'hunt', '--server', t.url, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim(), args.join(' ')).toBe(message);
    }
    const solo = await t.client.createTable({ game: 'hunt', seats: [{ kind: 'human' }] });
    const only = await t.client.join({ tableId: solo.table.id, claim: { seat: 0, name: 'Only' } });
    const full = await play('', 'hunt', '--server', t.url, '--table', solo.table.id);
    expect(full.code).toBe(2);
    expect(full.err).toBe(
      `daedalus: Every seat at table ${solo.table.id} is taken: watch it with --watch, or come back to your seat with --token.`,
    );
    const fullRu = await play('', 'hunt', '--server', t.url, '--table', solo.table.id, '--lang', 'ru');
    expect(fullRu.err).toBe(
      `daedalus: Все места за столом ${solo.table.id} заняты: смотрите игру с --watch или вернитесь на своё место с --token.`,
    );
    await only.leave();
    const wrong = await play('', 'labyrinth', '--server', t.url, '--table', table.id);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/^daedalus: Table \S+ plays Hunt, not Labyrinth: run daedalus play hunt/);
    const port = await closedPort();
    const far = await play('', 'hunt', '--server', `http://127.0.0.1:${port}`);
    expect(far.code).toBe(2);
    expect(far.err).toBe(`daedalus: cannot reach the server at http://127.0.0.1:${port}: ECONNREFUSED`);
    const other = await play('', 'hunt', '--table', 'x');
    expect(other.err).toMatch(/--table is for playing on a server: add --server <url>/);
    await taken.leave();
  });

  it('reads --server addresses', () => {
    expect(serverUrl('localhost:2567')).toBe('http://localhost:2567');
    expect(serverUrl('ws://example.org:80/')).toBe('http://example.org');
    expect(serverUrl('https://example.org/daedalus/')).toBe('https://example.org/daedalus');
    expect(() => serverUrl('ftp://example.org')).toThrow(/--server must be an http\(s\) address/);
  });
});

async function until<T>(probe: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A port nobody listens on (it was free a moment ago). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('daedalus play --server --lang', () => {
  it("says the terminal's own words in the game's language: the table, the seats, help, a refused number or move, leaving", async () => {
    const r = await play(
      '99\n{"type":"end"}\nhelp\nquit\n',
      'temple',
      '--server',
      t.url,
      '--preset',
      'taster',
      '--lang',
      'ru',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const templeRu = gameName(findGame('temple')!, 'ru');
    expect(r.screen).toMatch(/Создан стол \S+ \(Храмовый лабиринт, открытый\)\./);
    expect(r.screen).toContain(`${templeRu}, стол `);
    expect(r.screen).toContain('место 1: Игрок 1 (вы), место 2: компьютер (сильный)');
    expect(r.screen).toContain('Вы играете на месте 1 (Игрок 1).');
    expect(r.screen).toMatch(/Токен вашего места: \S+\. Сохраните его/);
    expect(r.screen).toContain("Введите ход, номер из списка, 'list', 'help' или 'quit'.");
    expect(r.screen).toMatch(/Выберите номер от 1 до \d+\./);
    // A move the server's rules refuse, in Russian, with its code.
    expect(r.screen).toMatch(/Отклонено: Сейчас \(.+\) можно только .+, но не .+\. \(phase\/wrong-action\)/);
    expect(r.screen).toContain(
      "Номер выбирает ход из списка; ход можно также ввести словами или в JSON. 'list' показывает все возможные действия. 'quit' — уйти из-за стола (место останется за вами: вернуться можно с --token).",
    );
    expect(r.screen).toMatch(
      /Вы вышли из-за стола \S+\. Место остаётся за вами: вернуться можно командой\n {2}daedalus play temple --server \S+ --table \S+ --token \S+/,
    );
    // None of the terminal's English words are left (the game's own words are Russian too).
    for (const english of [
      'Created table',
      'You play seat',
      'Your seat token',
      'Type a move',
      'Choose a number',
      'You left table',
      'seat 1',
      'computer',
    ])
      expect(r.screen).not.toContain(english);
  });
});

describe('daedalus play --server --lang, to the end', () => {
  it("names the computer player in the player's language at the end (the server calls it 'Computer (strong)'), and where the record was saved", async () => {
    const file = join(dir, 'temple-de.json');
    const r = await play(
      firsts(300),
      'temple',
      '--server',
      t.url,
      '--preset',
      'taster',
      '--seed',
      'remote-lang-end',
      '--lang',
      'de',
      '--save',
      file,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/Punkte: Spieler 1 \(du\) – \d+, Computer \(stark\) – \d+\.$/m);
    expect(r.screen).not.toContain('strong');
    expect(r.screen).toContain(
      `Aufzeichnung gespeichert in ${file} (nachspielen mit: daedalus replay ${file}).`,
    );
    expect(r.screen).not.toContain('Record saved');
  }, 60_000);
});
