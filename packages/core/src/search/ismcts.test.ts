// The search on two tiny games written here: Nim (one right move, perfect information) and a
// sealed bid (simultaneous secret choices). Hidden information, reactions and the fairness
// test are exercised on the Hunt fixture (packages/testkit/test/search-hunt.test.ts).
import { describe, expect, it } from 'vitest';
import { randomBot } from '../bots.ts';
import type { Actor, Game, Outcome, Seat } from '../game.ts';
import { ok } from '../result.ts';
import { Random } from '../rng.ts';
import { isSearchBot, searchBot, withSearchBudget, withSearchTime } from './bot.ts';
import { search } from './ismcts.ts';
import { rewardsOf } from './rewards.ts';
import type { Sampler } from './sampler.ts';

/** Nim: take 1 to 3 from the pile; who takes the last one wins. */
interface Nim {
  pile: number;
  turn: Seat;
  winner: Seat | null;
}
type Take = { take: number };

const nim = {
  meta: { id: 'nim', name: 'Nim', summary: '', minPlayers: 2, maxPlayers: 2 },
  actors: (s: Nim): Actor[] => (s.winner === null ? [{ seat: s.turn, kind: 'turn', prompt: 'take' }] : []),
  legalActions: (s: Nim, seat: Seat): Take[] =>
    s.winner === null && seat === s.turn
      ? [1, 2, 3].filter((n) => n <= s.pile).map((take) => ({ take }))
      : [],
  apply: (s: Nim, seat: Seat, a: Take) => {
    const pile = s.pile - a.take;
    return ok({ state: { pile, turn: 1 - s.turn, winner: pile === 0 ? seat : null }, events: [] });
  },
  view: (s: Nim) => ({ ...s }),
  outcome: (s: Nim): Outcome =>
    s.winner === null ? { over: false } : { over: true, winners: [s.winner], draw: false, reason: 'last' },
} as unknown as Game<unknown, Nim, Take, Nim>;

/** Perfect information: the one world is the view. */
const seeAll: Sampler<Nim, Nim, never, Nim | null> = {
  init: () => null,
  observe: (_known, _events, view) => view,
  sample: (_known, view) => ({ ...view }),
};

/** Seat 0's decision in a Nim position: what `search` needs besides its settings. */
const nimDecision = (state: Nim, seed: string) => ({
  game: nim,
  seat: 0,
  players: 2,
  known: state,
  view: state,
  legal: nim.legalActions(state, 0),
  random: Random.fromSeed(seed),
});

const nimSearch = (pile: number, seed: string, iterations = 2_000) => {
  return search(
    { sampler: seeAll, budget: { iterations } },
    nimDecision({ pile, turn: 0, winner: null }, seed),
  );
};

/** A sealed bid: both seats bid 0, 1 or 2 at once, in secret; the higher bid wins. */
interface Bid {
  bids: (number | null)[];
}
const bid = {
  meta: { id: 'bid', name: 'Bid', summary: '', minPlayers: 2, maxPlayers: 2 },
  actors: (s: Bid): Actor[] =>
    s.bids.every((b) => b !== null)
      ? []
      : s.bids.flatMap((b, seat) =>
          b === null ? [{ seat, kind: 'simultaneous' as const, prompt: 'bid' }] : [],
        ),
  legalActions: (s: Bid, seat: Seat) => (s.bids[seat] === null ? [0, 1, 2] : []),
  apply: (s: Bid, seat: Seat, a: number) =>
    ok({ state: { bids: s.bids.map((b, i) => (i === seat ? a : b)) }, events: [] }),
  view: (s: Bid, seat: Seat) => ({ mine: s.bids[seat], chosen: s.bids.map((b) => b !== null) }),
  outcome: (s: Bid): Outcome => {
    const [a, b] = s.bids as [number | null, number | null];
    if (a === null || b === null) return { over: false };
    return a === b
      ? { over: true, winners: [], draw: true, reason: 'tie' }
      : { over: true, winners: [a > b ? 0 : 1], draw: false, reason: 'higher' };
  },
} as unknown as Game<unknown, Bid, number, { mine: number | null; chosen: boolean[] }>;

/** The other seat's bid, if made, is hidden: any bid. */
const bidSampler: Sampler<Bid, { mine: number | null; chosen: boolean[] }, never, Seat> = {
  init: (seat) => seat,
  observe: (seat) => seat,
  sample: (seat, view, _s, random) => ({
    bids: view.chosen.map((chosen, i) => (i === seat ? view.mine : chosen ? random.int(3) : null)),
  }),
};

describe('search (SO-ISMCTS)', () => {
  it('finds the one winning move of Nim', () => {
    for (const [pile, take] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [9, 1],
    ] as const) {
      const r = nimSearch(pile, `nim${pile}`);
      expect(r.action, `pile ${pile}`).toEqual({ take });
      expect(r.iterations).toBe(2_000);
      expect(r.failed).toBe(0);
      expect(r.root.visits).toBe(2_000);
    }
  });

  it('keeps a preferred root action unless another looks better by more than the margin', () => {
    // Pile 5: only taking 1 wins. Preferring 2 with no margin changes nothing; with a margin above
    // any difference of rewards, the preferred action is kept.
    const decide = (margin: number) =>
      search(
        { sampler: seeAll, budget: { iterations: 1_000 }, margin },
        { ...nimDecision({ pile: 5, turn: 0, winner: null }, 'margin'), preferred: { take: 2 } },
      ).action;
    expect(decide(0)).toEqual({ take: 1 });
    expect(decide(1.5)).toEqual({ take: 2 });
  });

  it('decides the same from the same inputs and random stream', () => {
    const a = nimSearch(10, 'same', 300);
    const b = nimSearch(10, 'same', 300);
    expect(a.action).toEqual(b.action);
    const stats = (r: typeof a) => [...r.root.children.values()].map((c) => [c.key, c.visits, c.reward]);
    expect(stats(a)).toEqual(stats(b));
  });

  it('stops on an injected clock, after at least one iteration', () => {
    let t = 0;
    const state: Nim = { pile: 8, turn: 0, winner: null };
    const r = search(
      { sampler: seeAll, budget: { ms: 10, clock: () => (t += 0.5) } },
      nimDecision(state, 't'),
    );
    // The clock is read once at the start and every 16 iterations: 10 ms at 0.5 a read.
    expect(r.iterations).toBeGreaterThan(16);
    expect(r.iterations).toBeLessThanOrEqual(16 * 20);
    expect(() => search({ sampler: seeAll, budget: { ms: 10 } }, nimDecision(state, 't'))).toThrow(
      /needs a clock/,
    );
  });

  it('decides simultaneous secret choices in seat order, sampling the bid it cannot see', () => {
    for (const seat of [0, 1]) {
      for (const otherChose of [false, true]) {
        const bids = [null, null] as (number | null)[];
        if (otherChose) bids[1 - seat] = 0; // hidden from `seat`: the sampler guesses it
        const state: Bid = { bids };
        const view = bid.view(state, seat);
        const r = search(
          { sampler: bidSampler, budget: { iterations: 600 } },
          {
            game: bid,
            seat,
            players: 2,
            known: seat,
            view,
            legal: bid.legalActions(state, seat),
            random: Random.fromSeed(`bid${seat}`),
          },
        );
        expect(r.action, `seat ${seat}, other chose: ${otherChose}`).toBe(2);
      }
    }
  });

  it('scores endings: winners 1, a draw 0.5, everyone lost 0', () => {
    expect(rewardsOf({ over: true, winners: [1], draw: false, reason: 'x' }, 3)).toEqual([0, 1, 0]);
    expect(rewardsOf({ over: true, winners: [], draw: true, reason: 'x' }, 2)).toEqual([0.5, 0.5]);
    expect(rewardsOf({ over: true, winners: [], draw: false, reason: 'x' }, 2)).toEqual([0, 0]);
    expect(rewardsOf({ over: false }, 2)).toEqual([0.5, 0.5]);
  });
});

describe('searchBot', () => {
  it('is a level (default strong) whose bot observes its seat and chooses a legal action', () => {
    const spec = searchBot({ sampler: seeAll, budget: { iterations: 500 } });
    expect(spec.levels).toEqual(['strong']);
    const player = spec.create({ game: nim, seat: 0, players: 2, level: 'strong' });
    const state: Nim = { pile: 7, turn: 0, winner: null };
    player.observe?.([], nim.view(state, 0));
    const actor = nim.actors(state)[0]!;
    expect(
      player.choose({
        view: nim.view(state, 0),
        legal: nim.legalActions(state, 0),
        actor,
        random: Random.fromSeed('b'),
      }),
    ).toEqual({ take: 3 });
    // One legal action: no search.
    expect(player.choose({ view: state, legal: [{ take: 1 }], actor, random: Random.fromSeed('b') })).toEqual(
      { take: 1 },
    );
  });

  it('searches only the root choices its settings narrow the legal actions to', () => {
    const state: Nim = { pile: 6, turn: 0, winner: null };
    const actor = nim.actors(state)[0]!;
    const decide = (allowed: number[]) => {
      const spec = searchBot({
        sampler: seeAll,
        budget: { iterations: 500 },
        root: (_view, legal: readonly Take[]) => ({ legal: legal.filter((a) => allowed.includes(a.take)) }),
      });
      const player = spec.create({ game: nim, seat: 0, players: 2, level: 'strong' });
      const legal = nim.legalActions(state, 0);
      return player.choose({ view: state, legal, actor, random: Random.fromSeed('root') });
    };
    // Taking 2 wins (4 left); among 1 and 3 neither does, and 2 is never played when left out.
    expect(decide([1, 2])).toEqual({ take: 2 });
    expect(decide([1, 3])).not.toEqual({ take: 2 });
    // One choice left: played without a search.
    expect(decide([3])).toEqual({ take: 3 });
  });

  it('takes a platform budget for its search levels only', () => {
    const spec = searchBot({ sampler: seeAll, level: 'deep' });
    const [timed, other] = withSearchBudget([spec, randomBot], { ms: 5, clock: () => 0 });
    expect(isSearchBot(spec) && isSearchBot(timed!)).toBe(true);
    expect(isSearchBot(randomBot)).toBe(false);
    expect(timed).not.toBe(spec);
    expect(timed!.levels).toEqual(['deep']);
    expect(other).toBe(randomBot);
  });

  it('under a platform time budget keeps each level’s iterations as a cap', () => {
    const state: Nim = { pile: 9, turn: 0, winner: null };
    const actor: Actor = { seat: 0, kind: 'turn', prompt: 'take' };
    const decide = (spec: ReturnType<typeof searchBot>) =>
      spec
        .create({ game: nim, seat: 0, players: 2, level: 'strong' })
        .choose({ view: state, legal: nim.legalActions(state, 0), actor, random: Random.fromSeed('time') });
    const own = searchBot({ sampler: seeAll, budget: { iterations: 64 } });
    // A clock that never moves: the time budget never runs out, so only the cap can stop the
    // search — it reads the clock at the start and every 16 iterations, 4 times for 64.
    let reads = 0;
    const still = () => {
      reads++;
      return 0;
    };
    const [timed] = withSearchTime([own], { ms: 1_000, clock: still });
    expect(decide(timed!)).toEqual(decide(own));
    expect(reads).toBe(4);
    // A clock past the budget at its second reading: the search stops at 16 iterations.
    let t = 0;
    const [hurried] = withSearchTime([own], { ms: 5, clock: () => (t += 10) });
    decide(hurried!);
    expect(t).toBe(20);
  });

  it('refuses a time budget that is not a positive number of milliseconds', () => {
    const spec = searchBot({ sampler: seeAll });
    for (const ms of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => withSearchTime([spec], { ms, clock: () => 0 })).toThrow(/ms must be a positive number/);
  });
});
