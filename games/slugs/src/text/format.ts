/** An action in words, as a player of that language would type it ("wall at c4"); `parse.ts` reads it back. */
import type { Locale } from '@daedalus/core';
import { cellName } from '../cells.ts';
import { wordsFor } from '../lang/index.ts';
import type { SlugsAction } from '../types.ts';

export function formatAction(action: SlugsAction, locale: Locale): string {
  const moves = wordsFor(locale).moves;
  switch (action.type) {
    case 'wall':
      return `${moves.wall} ${cellName(action.at)}`;
    case 'walls':
      return `${moves.walls} ${action.at.map(cellName).join(' ')}`;
    case 'untie':
    case 'wait':
      return moves[action.type];
  }
}
