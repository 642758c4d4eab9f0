import { main } from '../src/main.ts';

/** Runs `daedalus <args>` in this process: its exit code and what it printed to stdout and stderr. */
export async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['node', 'daedalus', ...args], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * Runs `daedalus play <args>` in this process with `input` typed at the keyboard: its exit
 * code, everything it showed (announcements and the board, as one screen) and its errors.
 */
export async function runPlay(
  input: string,
  ...args: string[]
): Promise<{ code: number; screen: string; err: string }> {
  const { Readable } = await import('node:stream');
  let screen = '';
  const err: string[] = [];
  const code = await main(['node', 'daedalus', 'play', ...args], {
    out: (l) => {
      screen += `${l}\n`;
    },
    err: (l) => err.push(l),
    input: Readable.from([input]),
    write: (t) => {
      screen += t;
    },
  });
  return { code, screen, err: err.join('\n') };
}
