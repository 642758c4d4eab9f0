/** __NAME__'s rule errors in Russian (keys and arguments: errors-en.ts). */
import { type Direction, ruPlural } from '@daedalus/core';
import type { ErrorWords } from './errors-en.ts';

const SIDE: Record<Direction, string> = { up: 'Сверху', right: 'Справа', down: 'Снизу', left: 'Слева' };

export const ruErrors: ErrorWords = {
  'game/over': () => 'Гонка окончена.',
  'turn/not-your-turn': (turn) => `Сейчас ходит игрок ${turn + 1}.`,
  'move/blocked': (dir) => `${SIDE[dir]} от вас камень или край поля.`,
  'setup/players': (min, max) => `В «__NAME__» играют от ${min} до ${max} игроков.`,
  'scenario/invalid#row': (row, cells, size) =>
    `в строке ${row} ${cells} ${ruPlural(cells, 'клетка', 'клетки', 'клеток')}, а не ${size}`,
  'scenario/invalid#cell': (cell) => `«${cell}» — не клетка: допустимы . # G 1 2`,
  'scenario/invalid#goal': () => 'на поле нет цели (G)',
  'scenario/invalid#runners': () => 'бегуны — это 1, или 1 и 2',
};
