/** The players' names added to the games' own words, in every case form the games use. */
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
