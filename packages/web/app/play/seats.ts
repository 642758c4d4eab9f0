/**
 * The seats as the play screen lists them, and what is said about them in words: a
 * seat's name and the end of a game ("The game is over. Winner: Ada. Scores: …").
 */
import { type MatchRecord, type Outcome, outcomeKind } from '@daedalus/core';
import type { Translate } from '../i18n/translate.ts';

export interface SeatLine {
  readonly seat: number;
  readonly name: string | null;
  readonly kind: 'human' | 'bot';
  readonly level?: string;
  readonly connected?: boolean;
  /** False while nobody has taken the seat. */
  readonly taken?: boolean;
}

/** A record's seats as the replay lists them; '' is a person who gave no name ("Player N"). */
export function recordSeats(record: Pick<MatchRecord, 'players' | 'seats'>): SeatLine[] {
  return Array.from({ length: record.players }, (_, seat) => ({
    seat,
    name: record.seats?.[seat]?.name || null,
    kind: record.seats?.[seat]?.kind ?? 'human',
  }));
}

/** A seat's name: the player's, or for computer seats a localized "Computer N". */
export function seatName(seats: readonly SeatLine[], seat: number, t: Translate): string {
  const line = seats[seat];
  if (line?.kind === 'bot') return `${t('lobby.computer')} ${seat + 1}`;
  return line?.name ?? t('play.seat', { n: seat + 1 });
}

export function outcomeText(outcome: Outcome, seats: readonly SeatLine[], t: Translate): string {
  if (!outcome.over) return '';
  const scores = outcome.scores
    ? ` ${t('play.scores', { list: outcome.scores.map((n, s) => t('play.score', { who: seatName(seats, s, t), n })).join(', ') })}`
    : '';
  const kind = outcomeKind(outcome);
  if (kind !== 'won')
    return `${t('play.over')} ${t(kind === 'draw' ? 'play.draw' : 'play.all-lost')}${scores}`;
  const who = outcome.winners.map((s) => seatName(seats, s, t)).join(', ');
  return `${t('play.over')} ${t(outcome.winners.length > 1 ? 'play.winners' : 'play.winner', { who })}${scores}`;
}
