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
