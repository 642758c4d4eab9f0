// Core's one driver of computer seats (`BotSeats`), exercised with the fixture game.

import {
  type BotPlayer,
  BotSeats,
  type BotSpec,
  botSeed,
  botToAct,
  type GameEvent,
  Match,
  playBots,
  unwrap,
} from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { hunt } from '../src/fixtures/hunt.ts';

/** A bot that records what it is shown and picks at random. */
function recorder(log: { seat: number; events: readonly GameEvent[]; view: unknown }[]): BotSpec {
  return {
    levels: ['recorder'],
    create: ({ seat }): BotPlayer => ({
      observe: (events, view) => log.push({ seat, events, view }),
      choose: ({ legal, random }) => random.pick(legal),
    }),
  };
}

const table = (levels: (string | null)[], spec: BotSpec, seed = 'seats') => {
  const match = unwrap(Match.create(hunt, { players: levels.length, seed }));
  const seats = unwrap(
    BotSeats.create({ game: hunt, bots: [spec], levels, seed, state: match.state, opening: match.opening }),
  );
  return { match, seats };
};

describe('BotSeats', () => {
  it('feeds each bot only its seat: its events, in order, and its own view', () => {
    const log: { seat: number; events: readonly GameEvent[]; view: unknown }[] = [];
    const { match, seats } = table(['recorder', null, 'recorder'], recorder(log));
    for (let i = 0; i < 40 && !match.outcome().over; i++) {
      const actors = match.actors();
      const actor = seats.toAct(actors) ?? actors[0]!;
      const action = seats.has(actor.seat)
        ? seats.choose(match.state, actor, match.actions.length)
        : hunt.legalActions(match.state as never, actor.seat)[0];
      const step = unwrap(match.play(actor.seat, action));
      const before = log.length;
      seats.observe(step.events, match.state);
      // One observation per computer seat, with that seat's view of the new state.
      expect(log.slice(before).map((l) => l.seat)).toEqual([0, 2]);
      for (const l of log.slice(before)) expect(l.view).toEqual(hunt.view(match.state as never, l.seat));
    }
    expect(log.length).toBeGreaterThan(10);
    for (const { seat, events } of log) {
      for (const e of events)
        expect(e.audience === 'all' || (e.audience !== 'none' && e.audience.seats.includes(seat))).toBe(true);
    }
  });

  it('decides the same way from the same table seed and step, whenever it is asked', () => {
    const a = table(['random', 'random'], { levels: [], create: () => ({ choose: () => null }) });
    const b = table(['random', 'random'], { levels: [], create: () => ({ choose: () => null }) });
    const actor = a.match.actors()[0]!;
    for (const step of [0, 5, 9])
      expect(a.seats.choose(a.match.state, actor, step)).toEqual(b.seats.choose(b.match.state, actor, step));
    expect(botSeed('t', 3, 1)).toBe('t:bot:3:1');
  });

  it('lets the first computer seat in seat order decide when several must', () => {
    const actors = [2, 0, 1].map((seat) => ({ seat, kind: 'simultaneous' as const, prompt: 'start' }));
    expect(botToAct(actors, (s) => s !== 0)?.seat).toBe(1);
    expect(botToAct(actors, () => false)).toBeUndefined();
  });

  it('refuses a level the game does not have, naming the levels it has', () => {
    const match = unwrap(Match.create(hunt, { players: 2, seed: 'x' }));
    const made = BotSeats.create({
      game: hunt,
      bots: [],
      levels: ['genius', null],
      seed: 'x',
      state: match.state,
      opening: match.opening,
    });
    expect(!made.ok && made.error).toMatchObject({ code: 'bot/unknown-level' });
    expect(!made.ok && made.error.message).toMatch(/levels: random/);
  });

  it('plays whole bot games that replay exactly from their seed', () => {
    const first = unwrap(playBots(hunt, { bots: [], players: 3, seed: 'whole' }));
    const again = unwrap(playBots(hunt, { bots: [], players: 3, seed: 'whole' }));
    expect(first.record.hashes).toEqual(again.record.hashes);
    expect(first.finished).toBe(true);
  });
});
