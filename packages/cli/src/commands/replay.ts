import { type Locale, Match, parseRecord, type Seat } from '@daedalus/core';
import { gameName } from '@daedalus/games';
import { CliError } from '../errors.ts';
import { readText } from '../files.ts';
import { requireGame } from '../lookup.ts';
import { outcomeLine } from '../outcome.ts';
import { seatName, terminalWords } from '../words.ts';

export interface ReplayReport {
  game: string;
  /** The game's name in the report's language. */
  name: string;
  actions: number;
  hash: string;
  outcome: string;
  events: string[];
}

/**
 * Re-runs a record file from its seed and verifies every recorded step hash; the actions and
 * the outcome in `locale`, the seats by the names the record gives them (or "Player N").
 */
export function replayFile(path: string, opts: { events?: boolean; locale?: Locale } = {}): ReplayReport {
  const locale = opts.locale ?? 'en';
  const text = readText(path);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${path} is not JSON: ${(e as Error).message}`);
  }
  const record = parseRecord(raw);
  if (!record.ok) throw new CliError(`${path}: ${record.error.message}`);
  const game = requireGame(record.value.game);
  const lines: string[] = [];
  const words = terminalWords(locale);
  const seats = record.value.seats;
  const name = (seat: Seat) => seatName(words, seat, seats?.[seat]);
  const replayed = Match.replay(game, record.value, {
    onStep: (i, match) => {
      if (!opts.events) return;
      // Only what a spectator may know: the replay does not reveal hidden events.
      const step = match.actions[i - 1];
      lines.push(
        `${i}. ${name(step?.seat ?? 0)}: ${game.text?.formatAction(step?.action, locale) ?? JSON.stringify(step?.action)}`,
      );
    },
  });
  if (!replayed.ok) throw new CliError(`${path}: ${replayed.error.message}`, 1);
  const outcome = replayed.value.outcome();
  return {
    game: game.meta.id,
    name: gameName(game, locale),
    actions: record.value.actions.length,
    hash: replayed.value.stateHash(),
    outcome: outcome.over ? outcomeLine(outcome, name, words) : words.outcome.notOver,
    events: lines,
  };
}
