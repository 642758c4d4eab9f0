// Space Maze's search player: its sampler's worlds agree with what the seat was told, `strong`
// compares `normal`'s choice with its next best and beats `random`, and — the fairness test — two
// different full states that show a seat the same view and history get the same decisions from the
// same random stream.

import { eventsFor, playBots, playout, Random, unwrap, withSearchBudget } from '@daedalus/core';
import { playSeatFrom } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { spaceMazeBundle } from '../bundle.ts';
import { spaceMaze } from '../game.ts';
import { legalActions } from '../rules/legal.ts';
import { actorSeat } from '../rules/turn.ts';
import type { SmAction, SmEvent, SmState } from '../types.ts';
import { candidates, decide, newMemory } from './bot.ts';
import { CANDIDATES, type SmKnown, smSampler, spaceMazeStrong } from './search.ts';

describe("Space Maze's sampler", () => {
  it('keeps the truth possible, and every sampled world shows the seat its own view', () => {
    let checks = 0;
    let pooled = 0;
    for (let g = 0; g < 8; g++) {
      const players = 2 + (g % 3);
      const known: SmKnown[] = [];
      const r = playout(spaceMaze, {
        players,
        seed: `sampler${g}`,
        options: { board: g % 2 ? '3x3' : '5x5', roundCap: 12 },
        onStart: (match) => {
          for (let seat = 0; seat < players; seat++)
            known[seat] = smSampler.observe(
              smSampler.init(seat, players),
              eventsFor(match.opening, seat) as SmEvent[],
              spaceMaze.view(match.state as SmState, seat),
            );
          return undefined;
        },
        onStep: (match, step) => {
          const state = match.state as SmState;
          for (let seat = 0; seat < players; seat++) {
            const view = spaceMaze.view(state, seat);
            const k = smSampler.observe(known[seat]!, eventsFor(step.events, seat) as SmEvent[], view);
            // The deck holds only cards of the last reshuffle; the others' hands every card not among them.
            if (k.pool) {
              pooled++;
              for (const c of state.deck) expect(k.pool.has(c)).toBe(true);
            }
            if (state.stage.kind !== 'over' && match.actions.length % 7 === seat) {
              const world = smSampler.sample(k, view, seat, Random.fromSeed(`w${g}:${match.actions.length}`));
              expect(spaceMaze.view(world, seat)).toEqual(view);
              expect(spaceMaze.actors(world)).toEqual(spaceMaze.actors(state));
              const cards = [
                ...world.deck,
                ...world.hands.flat(),
                ...world.discard,
                ...world.panels.flatMap((p) => p.cards.map((c) => c.card)),
              ];
              expect(cards.length).toBe(40);
              expect(new Set(cards).size).toBe(40);
              if (k.pool) for (const c of world.deck) expect(k.pool.has(c)).toBe(true);
              const actor = spaceMaze.actors(state)[0]?.seat;
              if (actor === seat)
                expect(spaceMaze.legalActions(world, seat)).toEqual(spaceMaze.legalActions(state, seat));
              checks++;
            }
          }
        },
      });
      expect(r.ok).toBe(true);
    }
    expect(checks).toBeGreaterThan(100);
    // Random players seldom empty the deck: `pooled` counts the checks after a reshuffle (any).
    expect(pooled).toBeGreaterThanOrEqual(0);
  });
});

describe('a reshuffle', () => {
  it('tells the seat which cards the deck may hold: the others are in hands', () => {
    const s = unwrap(
      spaceMaze.setup({ players: 2, seed: 'pool', options: spaceMaze.optionsSchema.parse({}) }),
    ).state as SmState;
    // Every card of the deck on the discard pile, then reshuffled into the deck.
    s.discard = s.deck.splice(0);
    const k = smSampler.observe(smSampler.init(0, 2), [], spaceMaze.view(s, 0));
    s.deck = s.discard.splice(0).reverse();
    const event = { type: 'deck/reshuffled', audience: 'all', count: s.deck.length } as const;
    smSampler.observe(k, [event], spaceMaze.view(s, 0));
    expect(k.pool).toEqual(new Set(s.deck));
    for (let i = 0; i < 5; i++) {
      const world = smSampler.sample(k, spaceMaze.view(s, 0), 0, Random.fromSeed(`pool${i}`));
      expect(new Set(world.hands[1])).toEqual(new Set(s.hands[1]));
      expect(new Set(world.deck)).toEqual(new Set(s.deck));
    }
  });
});

describe("Space Maze's strong level (search)", () => {
  it('is offered to players, strongest last (it beats normal: docs/games/space-maze.md)', () => {
    expect(spaceMazeBundle.bots.at(-1)).toBe(spaceMazeStrong);
    expect(spaceMazeStrong.levels).toEqual(['strong']);
  });

  it("compares normal's choice with its next best when drafting and using a power die, and walks as normal does", () => {
    let drafts = 0;
    let powers = 0;
    let walks = 0;
    playout(spaceMaze, {
      players: 2,
      seed: 'candidates',
      options: { roundCap: 4 },
      onStep: (match) => {
        const state = match.state as SmState;
        const seat = actorSeat(state);
        if (seat === null || state.stage.kind === 'over') return undefined;
        const view = spaceMaze.view(state, seat);
        const legal = legalActions(state, seat);
        const memory = newMemory();
        const c = candidates(view, legal, Random.fromSeed('c'), memory, CANDIDATES);
        // The preferred choice is normal's own, from the same inputs and random stream.
        expect(c.preferred).toEqual(decide(view, legal, 'normal', Random.fromSeed('c'), newMemory()));
        expect(c.legal[0]).toBe(c.preferred);
        expect(c.legal.length).toBeLessThanOrEqual(CANDIDATES);
        const kind = state.stage.kind;
        if (kind === 'take' || kind === 'power') {
          // Others only from the legal list, each once.
          const keys = c.legal.map((a) => JSON.stringify(a));
          expect(new Set(keys).size).toBe(keys.length);
          for (const a of c.legal.slice(1)) expect(legal).toContainEqual(a);
          if (kind === 'take') drafts++;
          else powers++;
          if (legal.length > 1) expect(c.legal.length).toBeGreaterThan(1);
        } else {
          expect(c.legal).toHaveLength(1);
          if (kind === 'move' || kind === 'run') walks++;
        }
        return undefined;
      },
    });
    expect(drafts).toBeGreaterThan(5);
    expect(powers).toBeGreaterThan(5);
    expect(walks).toBeGreaterThan(2);
  });

  it('beats random clearly, seats rotated, on fixed seeds (taster games)', () => {
    // A lighter budget than the level's, and short games (3×3, two tokens, five rounds), keep the test quick.
    const bots = withSearchBudget(spaceMazeBundle.bots, { iterations: 60 });
    const options = spaceMaze.presets!.taster!;
    let wins = 0;
    const games = 20;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const levels = seat === 0 ? ['strong', 'random'] : ['random', 'strong'];
      const r = unwrap(
        playBots(spaceMaze, {
          bots,
          players: 2,
          seed: `strong-vs-random:${i}`,
          levels,
          options,
          maxActions: 20_000,
        }),
      );
      if (r.outcome.over && r.outcome.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });
});

/**
 * Plays seat 0 (strong) against a seat 1 that shows nothing of its hand, from `start`, for
 * `turns` decisions of seat 0; returns its decisions and everything it was shown.
 */
function playFrom(start: SmState, turns: number) {
  const bots = withSearchBudget([spaceMazeStrong], { iterations: 60 });
  // Seat 1 drafts the first die it may and never plays a card or walks: nothing of its hand shows.
  const other = (_state: unknown, _actor: unknown, legal: readonly unknown[]) =>
    (legal as SmAction[]).find((a) => a.type === 'idle' || a.type === 'done') ?? legal[0];
  return playSeatFrom(spaceMaze, { bots, levels: ['strong', null], start, turns, other });
}

describe('fairness: the search sees only its seat', () => {
  it('two full states with the same view and history, other hands and deck, give the same decisions', () => {
    let compared = 0;
    for (let g = 0; g < 3; g++) {
      const a = unwrap(
        spaceMaze.setup({ players: 2, seed: `fair${g}`, options: spaceMaze.optionsSchema.parse({}) }),
      ).state as SmState;
      // World B: seat 1's hand and the deck dealt otherwise from the same cards (the top of the
      // deck, which seat 0 may draw from a datapad, left as it is).
      const b = structuredClone(a);
      const top = a.deck.length - 6;
      const hidden = Random.fromSeed(`deal${g}`).shuffle([...a.hands[1]!, ...a.deck.slice(0, top)]);
      b.hands[1] = hidden.slice(0, a.hands[1]!.length);
      b.deck = [...hidden.slice(a.hands[1]!.length), ...a.deck.slice(top)];
      expect(b).not.toEqual(a);
      expect(spaceMaze.view(b, 0)).toEqual(spaceMaze.view(a, 0));
      const first = playFrom(a, 4);
      const second = playFrom(b, 4);
      // Seat 0 was shown exactly the same, and decided exactly the same.
      expect(second.shown).toEqual(first.shown);
      expect(second.decisions).toEqual(first.decisions);
      expect(first.decisions.length).toBe(4);
      compared++;
    }
    expect(compared).toBe(3);
  });
});
