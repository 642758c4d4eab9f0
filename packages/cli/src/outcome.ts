/** How a game ended, in one line for the terminal (why, the game's last announcement said). */
import { type Outcome, outcomeKind, type Seat } from '@daedalus/core';
import type { TerminalWords } from './words.ts';

export function outcomeLine(outcome: Outcome, name: (seat: Seat) => string, words: TerminalWords): string {
  const said = words.outcome;
  if (!outcome.over) return said.notOver;
  const scores = outcome.scores
    ? ` ${said.scores(outcome.scores.map((score, seat) => said.score(name(seat), score)).join(', '))}`
    : '';
  switch (outcomeKind(outcome)) {
    case 'won':
      return `${said.won(outcome.winners.map(name))}${scores}`;
    case 'draw':
      return `${said.draw}${scores}`;
    default:
      return `${said.allLost}${scores}`;
  }
}
