/**
 * The players' names added to a game's own words, which number the seats: "Player 2 skips"
 * reads "Player 2 (Ariadne) skips". Every form the games' English, German and Russian use is
 * named: "Player 2", "player 2", "Spieler 2", "Spielers 2", "Игрок 2", "игрока 2", "игроку 2",
 * "игроком 2", "игроке 2". A seat whose name is only its number ("Player 2") is left as said,
 * and so is a list of numbers ("Spieler 1, 2"), which no single name fits.
 */
import type { Locale, Seat } from '@daedalus/core';

const SEAT_WORD = /(?<!\p{L})(player|spielers?|игрок(?:а|у|ом|е)?) (\d{1,2})(?![\d\p{L}]|,\s*\d| \()/giu;
/** The name a seat has when its player gave none ("Player 2", in any of the three languages). */
const NUMBER_ONLY = /^(?:player|spieler|игрок) (\d+)$/iu;

/** `text` with `nameOf(seat)` after each numbered seat it names. */
export function nameSeats(text: string, _locale: Locale | undefined, nameOf: (seat: Seat) => string): string {
  return text.replace(SEAT_WORD, (found, _word: string, n: string) => {
    const name = nameOf(Number(n) - 1)?.trim();
    return !name || NUMBER_ONLY.exec(name)?.[1] === n ? found : `${found} (${name})`;
  });
}

/** A seat's words ("Player 2", from the game's language) with its name: "Player 2 (Ariadne)". */
export const seatWithName = (words: string, seat: Seat, names: readonly string[] | undefined): string =>
  nameSeats(words, undefined, (s) => (s === seat ? (names?.[s] ?? '') : ''));
