/** __NAME__ по-русски: слова игры, её события, ходы и доска в терминале. */
import { type Direction, type GameWords, ruPlural } from '@daedalus/core';
import type { __Pascal__Language } from '../text/language.ts';

const words: GameWords = {
  name: '__NAME__',
  summary: 'Обгоните соперника на маленьком поле с камнями и первым доберитесь до цели.',
  howToPlay:
    'Ваш бегун начинает у левого края поля, цель — у правого. В свой ход сделайте шаг на одну клетку вверх, вниз, влево или вправо — но не на камень и не за край поля. Кто первым доберётся до цели, тот и победил; если никто не успеет, гонка закончится вничью.',
  options: {
    size: { label: 'Размер поля', description: 'Сколько клеток в каждой стороне квадратного поля.' },
    rocks: {
      label: 'Камни',
      description: 'Сколько камней загораживают поле. До любой свободной клетки всегда можно дойти.',
    },
    turnCap: {
      label: 'Предел ходов',
      description: 'Если после стольких ходов в сумме никто не победил, гонка заканчивается вничью.',
    },
  },
  presets: { quick: 'Быстрая гонка', long: 'Долгая гонка' },
};

const WAY: Record<Direction, string> = { up: 'вверх', right: 'вправо', down: 'вниз', left: 'влево' };
const player = (seat: number): string => `Игрок ${seat + 1}`;

export const ru: __Pascal__Language = {
  words,
  describe: (e) => {
    switch (e.type) {
      case '__ID__/moved':
        return `${player(e.seat)} идёт ${WAY[e.dir]}: столбец ${e.to.x + 1}, строка ${e.to.y + 1}.`;
      case '__ID__/won':
        return `${player(e.seat)} добегает до цели и побеждает!`;
      case '__ID__/draw':
        return `За ${e.turns} ${ruPlural(e.turns, 'ход', 'хода', 'ходов')} никто не добрался до цели: ничья.`;
    }
  },
  action: (a) => `иди ${WAY[a.dir]}`,
  reading: {
    иди: null,
    шаг: null,
    вверх: 'up',
    наверх: 'up',
    вправо: 'right',
    направо: 'right',
    вниз: 'down',
    влево: 'left',
    налево: 'left',
  },
  errors: {
    empty: 'Введите ход, например «иди вверх».',
    unknown: (word) => `«${word}» — не слово хода: ожидалось вверх, вправо, вниз или влево.`,
    noDirection: 'Куда? Скажите вверх, вправо, вниз или влево.',
    twoDirections: 'Ход идёт только в одну сторону.',
  },
  board: {
    legend: '# камень, G цель, 1 2 бегуны, * оба бегуна',
    toMove: (seat, turns, turnCap) =>
      `Ходит ${player(seat).toLowerCase()} (ход ${turns + 1}, самое большее ${turnCap}).`,
    won: (seat) => `${player(seat)} выиграл гонку.`,
    draw: 'Гонка закончилась вничью.',
  },
};
