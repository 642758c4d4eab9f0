import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { recordSeats, seatName } from './seats.ts';

describe("a record's seats", () => {
  it('name a person who gave none "Player N" in the reader\'s language, a computer by its seat', () => {
    const seats = recordSeats({
      players: 3,
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: '', kind: 'human' },
        { name: 'Computer (strong)', kind: 'bot', bot: 'strong' },
      ],
    });
    const names = (locale: 'en' | 'de' | 'ru') => seats.map((_, s) => seatName(seats, s, translator(locale)));
    expect(names('en')).toEqual(['Ada', 'Player 2', 'Computer 3']);
    expect(names('ru')[1]).toBe('Игрок 2');
    expect(names('de')[1]).toBe('Spieler 2');
    // A computer player as records name it now ('' and its level) and as older ones did, in English.
    for (const name of ['', 'Computer (strong)']) {
      const bot = recordSeats({ players: 1, seats: [{ name, kind: 'bot', bot: 'strong' }] });
      expect(seatName(bot, 0, translator('ru'))).toBe('Компьютер 1');
    }
    // A record without seats (a hot-seat file): every seat a person.
    expect(recordSeats({ players: 2 }).map((s) => s.kind)).toEqual(['human', 'human']);
  });
});
