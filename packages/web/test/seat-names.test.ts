/** The players' names added to the games' own words, in every case form the games use. */
import { type AnyGame, type GameEvent, Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { nameSeats } from '../app/play/seat-names.ts';

const names = ['Anna', 'Computer 2', 'Игрок 3'];
const nameOf = (s: number) => names[s] ?? '';

describe('nameSeats', () => {
  it('names "Player N" and "player N" in English', () => {
    expect(nameSeats('Player 2 skips. The turn of player 1.', 'en', nameOf)).toBe(
      'Player 2 (Computer 2) skips. The turn of player 1 (Anna).',
    );
  });
  it('names "Spieler N" and "Spielers N" in German, not a list of numbers', () => {
    expect(
      nameSeats('Das Alien von Spieler 1 und das des Spielers 2. Statuen der Spieler 1, 2', 'de', nameOf),
    ).toBe('Das Alien von Spieler 1 (Anna) und das des Spielers 2 (Computer 2). Statuen der Spieler 1, 2');
  });
  it('names every Russian case form and leaves a seat whose name is its number', () => {
    expect(
      nameSeats('Путь игрока 1, ходит игрок 2, игроку 1, с игроком 2; Игрок 3 и Игрок 12', 'ru', nameOf),
    ).toBe(
      'Путь игрока 1 (Anna), ходит игрок 2 (Computer 2), игроку 1 (Anna), с игроком 2 (Computer 2); Игрок 3 и Игрок 12',
    );
  });
  it('adds nothing twice, nor to other words ending in the same letters', () => {
    expect(nameSeats('Player 1 (Anna) already; Startspieler 2; Multiplayer 1', 'en', nameOf)).toBe(
      'Player 1 (Anna) already; Startspieler 2; Multiplayer 1',
    );
  });
});

describe("the games' English words with the players' names added", () => {
  const describeEvent = (game: AnyGame, e: GameEvent, locale: 'en') => game.describe?.(e, locale) ?? e.type;
  it('never put a possessive after the brackets of a name ("Player 1 (Tess)\'s")', () => {
    const tess = (s: number) => ['Tess', 'Computer 2', 'Ann', 'Bob'][s] ?? '';
    for (const game of games.values()) {
      if (game.meta.id === 'hunt') continue;
      for (const seed of ['a', 'b', 'c']) {
        const made = Match.create(game, { players: Math.max(2, game.meta.minPlayers), seed });
        if (!made.ok) throw new Error(made.error.message);
        const match = made.value;
        const events = [...match.opening];
        for (let i = 0; i < 300 && !match.outcome().over; i++) {
          const actor = match.actors()[0];
          if (!actor) break;
          const legal = game.legalActions(match.state, actor.seat);
          const rng = (i * 7919 + seed.charCodeAt(0)) % Math.max(1, legal.length);
          const played = match.play(actor.seat, legal[rng], { trusted: true });
          if (!played.ok) break;
          events.push(...played.value.events);
        }
        for (const e of events) {
          const line = nameSeats(describeEvent(game, e, 'en'), 'en', tess);
          expect(line, `${game.meta.id}: ${line}`).not.toMatch(/\)['’]s\b/);
        }
      }
    }
  });

  it('name the Challenger, the alien, the stock and the turn after the player', () => {
    const sm = games.get('shifting-maze')!;
    const space = games.get('space-maze')!;
    const slugs = games.get('slugs')!;
    const named = (game: AnyGame, e: object) =>
      nameSeats(describeEvent(game, e as GameEvent, 'en'), 'en', nameOf);
    expect(named(sm, { type: 'turn/started', audience: 'all', seat: 0 })).toBe(
      'The turn of Player 1 (Anna) begins.',
    );
    expect(named(sm, { type: 'challenger/escaped', audience: 'all', seat: 1 })).toBe(
      'The Challenger of Player 2 (Computer 2) escapes with the Key and wins!',
    );
    expect(
      named(space, { type: 'ufo/moved', audience: 'all', seat: 0, from: { x: 0, y: 0 }, to: { x: 1, y: 0 } }),
    ).toMatch(/^The UFO of Player 1 \(Anna\) flies/);
    expect(named(slugs, { type: 'wall/returned', audience: 'all', seat: 1, count: 1 })).toMatch(
      /back to the stock of player 2 \(Computer 2\)\.$/,
    );
  });
});
