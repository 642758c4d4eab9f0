/**
 * What no seat may receive — the other hands and the deck — is what the bundle's `secrets` lists,
 * so the contract kit and the server's leak scan (packages/server/test/leaks.test.ts, which plays
 * every registered game) look for exactly that; and no view or event of a seat holds any of it.
 */
import { eventsFor, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { spaceMaze } from './game.ts';
import { spaceMazeSecrets } from './secrets.ts';

const needle = (secret: unknown): string => {
  if (secret && typeof secret === 'object' && !Array.isArray(secret)) {
    const [k, v] = Object.entries(secret)[0]!;
    return `"${k}":${JSON.stringify(v)}`;
  }
  return JSON.stringify(secret);
};

describe('secrets', () => {
  const { state, events } = unwrap(
    spaceMaze.setup({ options: spaceMaze.optionsSchema.parse({}), players: 3, seed: 'secrets' }),
  );

  it('list every card of the other hands and of the deck, the deck in its order and the generator', () => {
    const secrets = spaceMazeSecrets(state, 0);
    for (const card of [...state.hands[1]!, ...state.hands[2]!, ...state.deck])
      expect(secrets).toContain(card);
    for (const card of state.hands[0]!) expect(secrets).not.toContain(card);
    expect(secrets).toContainEqual({ deck: state.deck });
    expect(secrets).toContainEqual({ rng: state.rng });
    // A spectator may see no hand at all.
    for (const card of state.hands.flat()) expect(spaceMazeSecrets(state, 'spectator')).toContain(card);
  });

  it('are in no view and no event of the seat (its own hand is, written the way a leak would be)', () => {
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const seen = JSON.stringify([spaceMaze.view(state, viewer), eventsFor(events, viewer)]);
      for (const s of spaceMazeSecrets(state, viewer)) expect(seen).not.toContain(needle(s));
      if (viewer !== 'spectator')
        for (const card of state.hands[viewer]!) expect(seen).toContain(needle(card));
    }
  });
});
