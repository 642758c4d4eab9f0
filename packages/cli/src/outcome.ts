/** How a game ended, in one line for the terminal. */
import { type Outcome, outcomeKind, type Seat } from '@daedalus/core';

export function outcomeLine(outcome: Outcome, name: (seat: Seat) => string): string {
  if (!outcome.over) return 'The game is not over.';
  const scores = outcome.scores
    ? ` Scores: ${outcome.scores.map((score, seat) => `${name(seat)} ${score}`).join(', ')}.`
    : '';
  switch (outcomeKind(outcome)) {
    case 'won':
      return `${outcome.winners.map(name).join(' and ')} won (${outcome.reason}).${scores}`;
    case 'draw':
      return `The game is a draw (${outcome.reason}).${scores}`;
    default:
      return `Everyone lost (${outcome.reason}).${scores}`;
  }
}
