// Core's `tallyBots`: a series of bot games with the levels rotated seat by seat, counted by outcome.

import { type BotSpec, playBots, tallyBots, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { hunt } from '../src/fixtures/hunt.ts';

/** A level that always plays the first legal action. */
const first: BotSpec = { levels: ['first'], create: () => ({ choose: ({ legal }) => legal[0] }) };

describe('tallyBots', () => {
  it('counts every game once, by the winning seat’s level, with the levels rotated from game to game', () => {
    const t = unwrap(
      tallyBots(hunt, { bots: [first], levels: ['first', 'random'], games: 6, seed: 'tally' }),
    );
    expect(t.games).toBe(6);
    expect(t.won + t.drawn).toBe(6);
    expect(Object.values(t.byLevel).reduce((a, b) => a + b, 0)).toBe(t.won);
    expect(Object.values(t.byReason).reduce((a, b) => a + b, 0)).toBe(t.won);
    // Game g is playBots with the levels turned g seats on and the seed `${seed}-${g}`.
    const game = (g: number, levels: string[]) =>
      unwrap(playBots(hunt, { bots: [first], players: 2, seed: `tally-${g}`, levels })).actions;
    const two = unwrap(
      tallyBots(hunt, { bots: [first], levels: ['first', 'random'], games: 2, seed: 'tally' }),
    );
    expect(two.actions).toBe(game(0, ['first', 'random']) + game(1, ['random', 'first']));
  });
});
