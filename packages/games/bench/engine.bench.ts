/**
 * The engine's hot path, every contender measured in the same run, interleaved: for each
 * registered game, random games are recorded once (seeded); then each round times, in a
 * rotating order, one pass over all their steps by
 *
 * - `apply`: the game's raw `apply` on the recorded states (what the rules cost);
 * - `apply chained`: the same `apply` playing the recorded games from their setup, each step on
 *   the state the step before produced — the states a `Match` plays on (young, just made)
 *   rather than the recorded ones (old by then): the rules of the same play without `Match`;
 * - `Match.play`: the games replayed through `Match.play` (seat and turn checks, the
 *   action's schema, the rules, the log), no hash read;
 * - `Match.play trusted`: the same without parsing the action (`{ trusted: true }`: an
 *   action the game itself produced, as bots' playouts and clock timeouts play);
 * - `Match.play+hash`: the same, reading every step's hash (the server stores each one);
 * - `step hash`: the chain alone (the structural hash of the step's action, proof.ts),
 *   `step hash @3`: the chain `daedalus/match@3` wrote (the action and the step's events), and
 *   `state hash`: the full hash of each state (a checkpoint's; every step's before any chain).
 *
 * Figures are microseconds of CPU time (the process's, GC threads included) per step, the
 * median of the rounds with the fastest and the slowest round beside it. CPU time, not
 * wall time: on a shared machine a process waits for a core, and that is not its cost.
 * Compare figures within one run only. The matches a `Match` contender plays are set up just
 * before its pass, untimed (setup is not a step: a Labyrinth setup generates a whole
 * labyrinth). An earlier version set up every pass's matches when the file loaded: thousands
 * of idle matches that every major collection inside a `Match` pass had to mark
 * (docs/performance.md).
 * `npm run bench -- packages/games/bench` runs this file alone; `docs/performance.md`
 * keeps the latest figures.
 */

import {
  type AnyGame,
  CHECKPOINT_EVERY,
  eventStepHash,
  hashJson,
  type LoggedAction,
  Match,
  parseOptions,
  Random,
  type Seat,
  stepHash,
} from '@daedalus/core';
import { bench, describe } from 'vitest';
import { bundles } from '../src/index.ts';

const ROUNDS = Number(process.env.ENGINE_ROUNDS ?? 30);
/** Steps recorded per game: enough for a stable pass, few enough for a quick run. */
const STEPS = 3_000;

interface Recorded {
  readonly game: AnyGame;
  readonly players: number;
  readonly seeds: string[];
  readonly logs: LoggedAction[][];
  /** Every step: the state before it, and what the step logged and produced. */
  readonly steps: {
    state: unknown;
    seat: Seat;
    action: unknown;
    events: readonly unknown[];
    after: unknown;
  }[];
}

function recordGame(game: AnyGame): Recorded {
  const options = parseOptions(game, {});
  if (!options.ok) throw new Error(options.error.message);
  const players = Math.min(
    Math.max(game.meta.minPlayers, game.meta.id === 'labyrinth' ? 3 : 2),
    game.meta.maxPlayers,
  );
  const random = Random.fromSeed(`engine-bench/${game.meta.id}`);
  const out: Recorded = { game, players, seeds: [], logs: [], steps: [] };
  for (let g = 0; out.steps.length < STEPS; g++) {
    const seed = `bench-${g}`;
    const setup = game.setup({ options: options.value, players, seed });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value.state;
    const log: LoggedAction[] = [];
    for (let k = 0; k < 2_000 && out.steps.length < STEPS; k++) {
      const actors = game.actors(state);
      if (actors.length === 0) break;
      const seat = random.pick(actors).seat;
      const action = random.pick(game.legalActions(state, seat));
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      out.steps.push({ state, seat, action, events: r.value.events, after: r.value.state });
      log.push({ seat, action: action as never });
      state = r.value.state;
    }
    out.seeds.push(seed);
    out.logs.push(log);
  }
  return out;
}

/** A pass's fresh matches of the recorded games, one per seed. */
function freshMatches(r: Recorded): Match[] {
  return r.seeds.map((seed) => {
    const m = Match.create(r.game, { players: r.players, seed });
    if (!m.ok) throw new Error(m.error.message);
    return m.value;
  });
}

/** A contender's pass over every recorded step, given the fresh matches a `Match` contender plays. */
type Contender = (r: Recorded, matches: Match[]) => void;

const contenders: Record<string, Contender> = {
  apply: (r) => {
    for (const s of r.steps) if (!r.game.apply(s.state, s.seat, s.action).ok) throw new Error('rejected');
  },
  'apply chained': (r, matches) => {
    // The fresh matches' setup states are where the games start (a `Match` is not played here).
    for (let g = 0; g < matches.length; g++) {
      let state = (matches[g] as Match).state;
      for (const { seat, action } of r.logs[g] as LoggedAction[]) {
        const x = r.game.apply(state, seat, action);
        if (!x.ok) throw new Error('rejected');
        state = x.value.state;
      }
    }
  },
  'Match.play': (r, matches) => replay(r, matches, false, false),
  'Match.play trusted': (r, matches) => replay(r, matches, false, true),
  'Match.play+hash': (r, matches) => replay(r, matches, true, false),
  'step hash': (r) => {
    let prev = '';
    for (const s of r.steps) prev = stepHash(prev, s, null);
  },
  'step hash @3': (r) => {
    let prev = '';
    for (const s of r.steps)
      prev = eventStepHash(prev, { seat: s.seat, action: s.action }, s.events as never, null);
  },
  'state hash': (r) => {
    for (const s of r.steps) hashJson(r.game.position.encode(s.after));
  },
};

/** CPU time of this process so far, in milliseconds. */
function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function replay(r: Recorded, matches: Match[], hash: boolean, trusted: boolean): void {
  for (let g = 0; g < matches.length; g++) {
    const m = matches[g] as Match;
    for (const { seat, action } of r.logs[g] as LoggedAction[]) {
      const step = m.play(seat, action, { trusted });
      if (!step.ok) throw new Error(step.error.message);
      if (hash) void step.value.hash;
    }
  }
}

const names = Object.keys(contenders);
const recorded = bundles.map((b) => recordGame(b.game));
const samples = new Map<string, number[]>();
let round = 0;

function runRound(): void {
  for (const r of recorded) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + round) % names.length] as string;
      const matches = name.startsWith('Match') || name === 'apply chained' ? freshMatches(r) : [];
      const t0 = cpu();
      (contenders[name] as Contender)(r, matches);
      const work = cpu() - t0;
      const key = `${r.game.meta.id}\t${name}`;
      samples.set(key, [...(samples.get(key) ?? []), (work * 1000) / r.steps.length]);
    }
  }
  round++;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function report(): void {
  const fmt = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  const lines = [`engine hot path, µs per step, median of ${round} interleaved rounds [fastest–slowest]`];
  const ratios = [
    'apply chained',
    'Match.play',
    'Match.play trusted',
    'Match.play+hash',
    'step hash',
    'step hash @3',
  ];
  // The proof's cost a step: the chain, and a full state hash every CHECKPOINT_EVERY steps.
  lines.push(
    [
      'game',
      ...names,
      ...ratios.map((n) => `${n} ÷ apply`),
      'Match.play ÷ apply chained',
      'proof ÷ apply',
    ].join(' | '),
  );
  for (const r of recorded) {
    const id = r.game.meta.id;
    const med = (n: string) => median(samples.get(`${id}\t${n}`) ?? [Number.NaN]);
    const cells = names.map((n) => {
      const xs = samples.get(`${id}\t${n}`) ?? [];
      return `${fmt(med(n))} [${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}]`;
    });
    const ratio = (n: string) => (med(n) / med('apply')).toFixed(2);
    const proof = (med('step hash') + med('state hash') / CHECKPOINT_EVERY) / med('apply');
    lines.push(
      [
        `${id} (${r.players}p, ${r.steps.length} steps)`,
        ...cells,
        ...ratios.map(ratio),
        (med('Match.play') / med('apply chained')).toFixed(2),
        proof.toFixed(2),
      ].join(' | '),
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

describe('engine: apply vs Match.play vs Match.play+hash, interleaved', () => {
  bench('one round: every contender over every game', runRound, {
    iterations: ROUNDS,
    time: 0,
    warmupIterations: 1,
    teardown: () => {
      if (round > 1) report();
    },
  });
});
