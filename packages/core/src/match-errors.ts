/**
 * The errors a `Match` itself refuses with (before a game's rules are asked), worded in every
 * language, and `explainError`: any rule error in a player's words — the match's own, then the
 * game's (`Game.explain`), else its message. The match's keys all have a variant starting with
 * `match` (`turn/not-your-turn#match`), so that no game's key (`turn/not-your-turn`, with its own
 * arguments) is taken for one of them.
 */
import type { AnyGame, Locale } from './game.ts';
import { ruPlural } from './plural.ts';
import type { RuleError } from './result.ts';
import { explainWith, wordedDetails, wordedErrors } from './worded-error.ts';

const range = (min: number, max: number) => (min === max ? `${min}` : `${min} to ${max}`);

const en = {
  'match/over#match': () => 'The game is over.',
  'match/no-such-seat#match': (seat: number) => `There is no seat ${seat} at this table.`,
  'turn/not-your-turn#match': (seat: number) => `Seat ${seat} has nothing to decide now.`,
  'clock/no-action#match': (seat: number) => `Seat ${seat} has no legal action to play.`,
  'setup/players#match': (id: string, min: number, max: number, players: number) =>
    `${id} is played by ${range(min, max)} players, not ${players}.`,
  'setup/edition#match-newer': (id: string, edition: number, current: number) =>
    `This game was played by edition ${edition} of the ${id} rules; this Daedalus knows editions 1 to ${current} (a newer version plays it).`,
  'setup/edition#match-unknown': (id: string, edition: number, current: number) =>
    `There is no edition ${edition} of the ${id} rules (editions are 1 to ${current}).`,
};

const de: typeof en = {
  'match/over#match': () => 'Das Spiel ist vorbei.',
  'match/no-such-seat#match': (seat) => `An diesem Tisch gibt es keinen Platz ${seat}.`,
  'turn/not-your-turn#match': () => 'Du bist gerade nicht am Zug: Es gibt nichts zu entscheiden.',
  'clock/no-action#match': () => 'Für diesen Platz gibt es keinen erlaubten Zug.',
  'setup/players#match': (_id, min, max, players) =>
    `Dieses Spiel ist für ${min === max ? min : `${min} bis ${max}`} Spieler, nicht für ${players}.`,
  'setup/edition#match-newer': (_id, edition, current) =>
    `Diese Partie wurde nach Ausgabe ${edition} der Regeln gespielt; dieses Daedalus kennt die Ausgaben 1 bis ${current} (eine neuere Version spielt sie).`,
  'setup/edition#match-unknown': (_id, edition, current) =>
    `Eine Ausgabe ${edition} der Regeln gibt es nicht (die Ausgaben sind 1 bis ${current}).`,
};

const ru: typeof en = {
  'match/over#match': () => 'Игра окончена.',
  'match/no-such-seat#match': (seat) => `За этим столом нет места ${seat}.`,
  'turn/not-your-turn#match': () => 'Сейчас не ваш ход: решать нечего.',
  'clock/no-action#match': () => 'У этого места нет допустимого хода.',
  'setup/players#match': (_id, min, max, players) =>
    `В эту игру играют ${min === max ? `${min} ${ruPlural(min, 'игрок', 'игрока', 'игроков')}` : `от ${min} до ${max} игроков`}, а не ${players}.`,
  'setup/edition#match-newer': (_id, edition, current) =>
    `Эта партия сыграна по ${edition}-й редакции правил; этот Daedalus знает редакции с 1 по ${current} (её играет более новая версия).`,
  'setup/edition#match-unknown': (_id, edition, current) =>
    `${edition}-й редакции правил нет (редакции с 1 по ${current}).`,
};

/** The match's own errors: `matchError('match/over#match')`. */
export const matchError = wordedErrors(en);

const explainMatch = explainWith({ en, de, ru });

/** A rule error in a player's words: the match's own, else the game's, else its message. */
export function explainError(game: AnyGame | undefined, error: RuleError, locale: Locale): string {
  const worded = wordedDetails(error);
  if (worded !== null && Object.hasOwn(en, worded.words)) return explainMatch(error, locale);
  return game?.explain?.(error, locale) ?? error.message;
}
