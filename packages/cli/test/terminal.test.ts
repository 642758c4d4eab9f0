/**
 * The terminal in a real pseudo-terminal: the move prompt edits lines like a shell (cursor
 * keys, Home, Delete) and the up arrow brings back what was typed before — no `^[[A`; in a
 * terminal of 80 columns nothing a game prints is wider (long prose is broken between words).
 */
import { stripVTControlCharacters } from 'node:util';
import { spawn } from '@lydell/node-pty';
import { describe, expect, it } from 'vitest';

const bin = new URL('../bin/daedalus.js', import.meta.url).pathname;

/** A command in a pseudo-terminal, with a way to wait for what it prints (a failure bound, not a timing). */
function terminal(args: string[], cols = 120) {
  const pty = spawn(process.execPath, [bin, ...args], {
    cols,
    rows: 40,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let screen = '';
  let exited: number | null = null;
  pty.onData((d) => {
    screen += d;
  });
  pty.onExit(({ exitCode }) => {
    exited = exitCode;
  });
  const until = async (test: (screen: string) => boolean, what: string) => {
    const deadline = Date.now() + 30_000;
    while (!test(screen)) {
      if (Date.now() > deadline) throw new Error(`waited for ${what}; the screen shows:\n${screen}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    type: (keys: string) => pty.write(keys),
    until,
    get screen() {
      return screen;
    },
    exited: () => exited,
    kill: () => pty.kill(),
  };
}

const count = (text: string, what: string) => text.split(what).length - 1;

describe('the terminal prompt (a real pseudo-terminal)', () => {
  it('edits the line with the cursor keys and recalls earlier lines with the up arrow', async () => {
    const t = terminal(['play', 'hunt', '--seed', 'pty', '--seats', 'human,bot:random']);
    try {
      await t.until((s) => s.includes('Player 1> '), 'the first prompt');
      // The last legal action closes each printed list: once with the board, then per 'list'.
      const lists = () => count(t.screen, '25. start at 4 4');
      expect(lists()).toBe(1);
      // "xlist", then Home and Delete: the line is "list".
      t.type('xlist\x1b[H\x1b[3~\r');
      await t.until(() => lists() === 2, 'the list after "list"');
      // The up arrow brings "list" back.
      t.type('\x1b[A\r');
      await t.until(() => lists() === 3, 'the list after the recalled line');
      expect(t.screen).not.toMatch(/not understood|Unknown/i);
      expect(t.screen).not.toContain('^[[A');
      t.type('quit\r');
      await t.until(() => t.exited() !== null, 'the end');
      expect(t.screen).toContain('Game abandoned.');
    } finally {
      if (t.exited() === null) t.kill();
    }
  });

  it('keeps what every game prints within a terminal of 80 columns', async () => {
    // Legends of these games are wider than 80 columns when not broken; each ends as it should.
    const ends = {
      slugs: '? where the hero last saw a slug.',
      'shifting-maze': '<1 on the far side.',
      'space-maze': 'the relic wearer passes anything.',
      temple: '# and = walls.',
    };
    for (const [game, end] of Object.entries(ends)) {
      const t = terminal(['play', game, '--seed', 'pty-80', '--seats', 'human,bot:random'], 80);
      try {
        await t.until((s) => s.includes('Player 1> '), `the first prompt of ${game}`);
        t.type('quit\r');
        await t.until(() => t.exited() !== null, `the end of ${game}`);
        const lines = stripVTControlCharacters(t.screen).split(/\r?\n/);
        const wide = lines.filter((line) => [...line].length > 80);
        expect(wide, game).toEqual([]);
        expect(
          lines.some((line) => line.endsWith(end)),
          game,
        ).toBe(true);
      } finally {
        if (t.exited() === null) t.kill();
      }
    }
  });

  it('at one keyboard: the mover reads what the move did before handing over, the next player after the screen is cleared', async () => {
    const t = terminal(['play', 'hunt', '--seed', 'pty-hs', '--seats', 'human,human']);
    const afterClear = () => t.screen.slice(t.screen.lastIndexOf('\x1b[2J'));
    try {
      let handOvers = 0;
      const asked = (n: number) => count(t.screen, 'then press Enter. —') >= n;
      const handOver = async (to: number, what: string) => {
        handOvers++;
        await t.until(() => asked(handOvers), what);
        expect(t.screen.slice(t.screen.lastIndexOf('Pass the keyboard'))).toContain(`to Player ${to},`);
        t.type('\r');
        await t.until(() => afterClear().includes(`Player ${to}> `), `the turn of player ${to}`);
      };
      await handOver(1, 'the first hand-over');
      t.type('1\r'); // a start cell: told only to the player
      await handOver(2, 'the second hand-over');
      t.type('1\r');
      await handOver(1, 'the third hand-over');
      t.type('1\r'); // player 1's first move: hits the wall, said to everyone
      await t.until(() => asked(handOvers + 1), 'the fourth hand-over');
      // Before the hand-over the mover's screen still shows what the move did…
      expect(afterClear()).toContain('Player 1 hit a wall.');
      t.type('\r');
      await t.until(() => afterClear().includes('Player 2> '), 'the turn of player 2');
      // …and after it the next player reads what was said since their last turn, then the board.
      const shown = stripVTControlCharacters(afterClear());
      expect(shown).toMatch(/Since your last turn:\r?\nThe hunt begins\.\r?\nPlayer 1 hit a wall\./);
      t.type('QUIT\r'); // the terminal's words in any case
      await t.until(() => t.exited() !== null, 'the end');
      expect(t.screen).toContain('Game abandoned.');
    } finally {
      if (t.exited() === null) t.kill();
    }
  });
});
