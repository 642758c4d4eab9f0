/**
 * Test-only computer players for the hunt fixture, loaded by test servers
 * through `botModules` (never by a production path). Each misbehaves in one
 * way a real bot might:
 * - `throws`: every `choose` throws;
 * - `hangs`: every `choose` spins forever;
 * - `exits`: every `choose` calls `process.exit` (in a worker thread: the thread ends);
 * - `slow`: the first decision takes longer than the server's budget, within the
 *   extra budget its level asks for; later ones are instant;
 * - `sleepy`: every decision takes a little while (`SLEEPY_DECISION_MS`), so that a
 *   game between such bots lasts long enough to kill its process in the middle;
 *   `sleepy-walking` too, and it never searches while it may walk: its game cannot end
 *   early by a lucky search (it runs to the move cap).
 *
 * And one that checks the server: `remembers` (and `remembers-walking`, which never searches
 * while it may move) throws if it was not shown every turn of
 * the game so far (it counts the steps it observed against the public turn counter), and
 * reports a fault if it is shown another seat's view (its place moves in a step not its own).
 */
import type { ExtraBotSpec } from '../src/bots/catalog.ts';

/** How long the `slow` bot's first decision takes (ms). */
export const SLOW_FIRST_DECISION_MS = 2_500;
/** How long each of the `sleepy` bot's decisions takes (ms). */
export const SLEEPY_DECISION_MS = 40;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function spin(): never {
  let n = 0;
  for (;;) n = (n + 1) % 1_000_003;
}

const misbehaving: ExtraBotSpec = {
  game: 'hunt',
  levels: ['throws', 'hangs', 'exits', 'slow', 'sleepy', 'sleepy-walking'],
  budgetMs: { slow: 30_000 },
  create: ({ level }) => {
    let decisions = 0;
    return {
      choose: ({ legal, random }) => {
        decisions++;
        if (level === 'throws') throw new Error('the throwing bot throws');
        if (level === 'hangs') spin();
        if (level === 'exits') process.exit(7);
        if (level === 'slow' && decisions === 1) sleep(SLOW_FIRST_DECISION_MS);
        if (level === 'sleepy' || level === 'sleepy-walking') sleep(SLEEPY_DECISION_MS);
        const walks = legal.filter((a) => (a as { type: string }).type !== 'search');
        return random.pick(level === 'sleepy-walking' && walks.length > 0 ? walks : legal);
      },
    };
  },
};

const remembers: ExtraBotSpec = {
  game: 'hunt',
  // `remembers-walking` never searches while it may move: its game cannot end by its finding
  // the treasure (a test that must restart the server in the middle of a game needs that).
  levels: ['remembers', 'remembers-walking'],
  create: ({ seat, level }) => {
    let observed = 0;
    let at: string | null = null;
    return {
      // Called once when the bot is created, then once per step of the game. Its own place
      // (`me`) changes only when it is first placed, or in a step where it moved or dodged.
      observe: (events, view) => {
        observed++;
        const me = JSON.stringify((view as { me: unknown }).me ?? null);
        const mine = (events as readonly { seat?: number }[]).some((e) => e.seat === seat);
        if (at !== null && at !== 'null' && me !== at && !mine)
          throw new Error(`shown another seat's view: ${at} became ${me} in a step not its own`);
        at = me;
      },
      choose: ({ view, legal, random }) => {
        const { turns } = view as { turns: number };
        if (observed - 1 < turns)
          throw new Error(`forgot: ${observed - 1} steps seen, ${turns} turns played`);
        const walks = legal.filter((a) => (a as { type: string }).type !== 'search');
        return random.pick(level === 'remembers-walking' && walks.length > 0 ? walks : legal);
      },
    };
  },
};

export const botSpecs: readonly ExtraBotSpec[] = [misbehaving, remembers];
