// The search player end to end on the Hunt fixture: its sampler's worlds agree with what the
// seat was told, `strong` beats `random`, and — the fairness test — two different full states
// that show a seat the same view and history get the same decision from the same random stream.
import {
  type Actor,
  BotSeats,
  eventsFor,
  type GameEvent,
  Match,
  playBots,
  playout,
  Random,
  type Seat,
  unwrap,
  withSearchBudget,
} from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { huntBundle } from '../src/fixtures/bundle.ts';
import {
  type HuntAction,
  type HuntEvent,
  type HuntState,
  type HuntView,
  hunt,
  huntPlayInPlace,
} from '../src/fixtures/hunt.ts';
import { type HuntKnown, huntSampler, huntStrong } from '../src/fixtures/hunt-search.ts';

const cell = (k: HuntKnown, p: { x: number; y: number }) => p.y * k.size + p.x;

describe("Hunt's sampler", () => {
  it('keeps the truth among its hypotheses, and every sampled world shows the seat its own view', () => {
    let checks = 0;
    for (let g = 0; g < 30; g++) {
      const players = 2 + (g % 3);
      const known: HuntKnown[] = [];
      const r = playout(hunt, {
        players,
        seed: `sampler${g}`,
        options: { moveCap: 60 },
        onStart: (match) => {
          for (let seat = 0; seat < players; seat++)
            known[seat] = huntSampler.observe(
              huntSampler.init(seat, players),
              eventsFor(match.opening, seat) as HuntEvent[],
              hunt.view(match.state as HuntState, seat),
            );
          return undefined;
        },
        onStep: (match, step) => {
          const state = match.state as HuntState;
          for (let seat = 0; seat < players; seat++) {
            const view = hunt.view(state, seat);
            const k = huntSampler.observe(known[seat]!, eventsFor(step.events, seat) as HuntEvent[], view);
            expect(k.treasure).toContain(cell(k, state.treasure));
            state.players.forEach((p, other) => {
              if (other !== seat && p.at)
                expect(k.places[other], `seat ${other} seen by ${seat}`).toContain(cell(k, p.at));
            });
            if (state.phase !== 'over' && match.actions.length % 5 === 0) {
              const world = huntSampler.sample(
                k,
                view,
                seat,
                Random.fromSeed(`w${g}:${match.actions.length}`),
              );
              expect(hunt.view(world, seat)).toEqual(view);
              expect(hunt.actors(world)).toEqual(hunt.actors(state));
              checks++;
            }
          }
        },
      });
      expect(r.ok).toBe(true);
    }
    expect(checks).toBeGreaterThan(100);
  });

  it("Hunt's in-place step does what apply does", () => {
    const r = playout(hunt, {
      players: 3,
      seed: 'in-place',
      options: { moveCap: 80 },
      choosers: Array.from({ length: 3 }, () => ({ state, seat, legal, random }) => {
        const action = random.pick(legal) as HuntAction;
        const applied = unwrap(hunt.apply(state as HuntState, seat, action)).state;
        expect(huntPlayInPlace(structuredClone(state as HuntState), seat, action)).toEqual(applied);
        return action;
      }),
    });
    expect(unwrap(r).actions).toBeGreaterThan(40);
  });
});

describe("Hunt's strong level (search)", () => {
  it('is in the bundle', () => {
    expect(huntBundle.bots).toContain(huntStrong);
    expect(huntStrong.levels).toEqual(['strong']);
  });

  it('beats random clearly, seats rotated, on fixed seeds', () => {
    // A lighter budget than the level's 1,000 iterations keeps the test quick.
    const bots = withSearchBudget(huntBundle.bots, { iterations: 300 });
    let wins = 0;
    const games = 30;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const levels = seat === 0 ? ['strong', 'random'] : ['random', 'strong'];
      const r = unwrap(playBots(hunt, { bots, players: 2, seed: `strong-vs-random:${i}`, levels }));
      if (r.outcome.over && r.outcome.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(26);
  });

  it('plays reactions and simultaneous starts: three strong bots finish by the rules', () => {
    const bots = withSearchBudget(huntBundle.bots, { iterations: 100 });
    for (let i = 0; i < 3; i++) {
      const r = unwrap(
        playBots(hunt, { bots, players: 3, seed: `three:${i}`, levels: ['strong', 'strong', 'strong'] }),
      );
      expect(r.finished).toBe(true);
    }
  });

  it('decides the same from the same inputs and random stream', () => {
    const match = unwrap(Match.create<HuntState>(hunt, { players: 2, seed: 'same' }));
    const decide = () => {
      const seats = unwrap(
        BotSeats.create({
          game: hunt,
          bots: [huntStrong],
          levels: ['strong', null],
          seed: 's',
          state: match.state,
          opening: [],
        }),
      );
      return seats.choose(match.state, hunt.actors(match.state)[0]!, 0);
    };
    expect(decide()).toEqual(decide());
  });
});

/**
 * Plays seat 0 (strong) against seat 1, who only ever searches (or stays, when it must react), from `state`; returns seat 0's
 * decisions and everything seat 0 was shown.
 */
function playFrom(start: HuntState, turns: number, moves?: readonly HuntAction[]) {
  const seats = unwrap(
    BotSeats.create({
      game: hunt,
      bots: [huntStrong],
      levels: ['strong', null],
      seed: 'fair',
      state: start,
      opening: [],
    }),
  );
  let state = start;
  const decisions: unknown[] = [];
  const shown: { events: GameEvent[]; view: HuntView }[] = [];
  const positions: { x: number; y: number }[] = [];
  for (let step = 0; decisions.length < turns && hunt.actors(state).length > 0; step++) {
    const actor = hunt.actors(state)[0] as Actor;
    const seat: Seat = actor.seat;
    const other: HuntAction = actor.kind === 'reaction' ? { type: 'stay' } : { type: 'search' };
    const action = seat === 0 ? (seats.choose(state, actor, step) as HuntAction) : other;
    if (seat === 0) decisions.push(action);
    const played = seat === 0 && moves ? (moves[decisions.length - 1] as HuntAction) : action;
    const { state: next, events } = unwrap(hunt.apply(state, seat, played));
    state = next;
    seats.observe(events, state);
    shown.push({ events: eventsFor(events, 0), view: hunt.view(state, 0) });
    if (state.players[0]?.at) positions.push(state.players[0].at);
  }
  return { decisions, shown, positions, state };
}

describe('fairness: the search sees only its seat', () => {
  it('two different full states with the same view and history give the same decisions', () => {
    const turns = 6;
    let compared = 0;
    for (let g = 0; g < 12 && compared < 3; g++) {
      // World A: both seats placed, the game under way; seat 1 only searches (its events say nothing of where it is).
      const created = unwrap(Match.create<HuntState>(hunt, { players: 2, seed: `fair${g}` }));
      let a = created.state;
      a = unwrap(hunt.apply(a, 0, { type: 'start', at: { x: 2, y: 2 } })).state;
      a = unwrap(hunt.apply(a, 1, { type: 'start', at: { x: 0, y: 0 } })).state;
      const first = playFrom(a, turns);
      // World B: another treasure at the same distance from every cell seat 0 stood on, and
      // seat 1 elsewhere; seat 0 plays the moves it chose in world A.
      const size = a.options.size;
      const far = (p: { x: number; y: number }, t: { x: number; y: number }) =>
        Math.abs(p.x - t.x) + Math.abs(p.y - t.y);
      const cells = Array.from({ length: size * size }, (_, i) => ({ x: i % size, y: Math.floor(i / size) }));
      const twin = cells.find(
        (t) =>
          (t.x !== a.treasure.x || t.y !== a.treasure.y) &&
          [{ x: 2, y: 2 }, ...first.positions].every((p) => far(p, t) === far(p, a.treasure)),
      );
      const elsewhere = cells.find(
        (p) =>
          (p.x !== 0 || p.y !== 0) &&
          ![{ x: 2, y: 2 }, ...first.positions].some((q) => q.x === p.x && q.y === p.y) &&
          (!twin || p.x !== twin.x || p.y !== twin.y),
      );
      const met = first.positions.some((p) => p.x === 0 && p.y === 0); // seat 0 walked into seat 1
      if (!twin || !elsewhere || met || first.state.phase === 'over') continue;
      const b: HuntState = { ...structuredClone(a), treasure: twin };
      b.players[1]!.at = elsewhere;
      expect(b).not.toEqual(a);
      expect(hunt.view(b, 0)).toEqual(hunt.view(a, 0));
      const second = playFrom(b, turns, first.decisions as HuntAction[]);
      // Seat 0 was shown exactly the same, and decided exactly the same.
      expect(second.shown).toEqual(first.shown);
      expect(second.decisions).toEqual(first.decisions);
      expect(second.state).not.toEqual(first.state);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(2);
  });
});
