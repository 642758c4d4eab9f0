/** Всё, что Храмовый лабиринт говорит по-русски: слова пакета, текстовая игра и события. */
import { type GameWords, ruPlural, type TriDirection } from '@daedalus/core';
import type { TempleEvent } from '../types.ts';
import type { TextWords } from './words.ts';

export const ru: GameWords = {
  name: 'Храмовый лабиринт',
  summary:
    'Треугольный зал храма из подвижных ромбов: соберите три статуи инков своего цвета и первым доберитесь до выхода.',
  howToPlay:
    'Зал разбит на треугольники: твёрдый пол и красная пропасть. Пути образуют ромбы, каждый из которых накрывает два треугольника; на некоторых есть стены или змеи. В свой ход у вас 3 очка действий: сдвиньте ромб вдоль его сторон или поверните его вокруг угла (по 1 очку, на пути ничего не должно быть), затем ведите фигуру по полу и ромбам (бесплатно, но каждая пересечённая змея стоит 1 очко), возьмите статую своего цвета с целевого ромба (1 очко) или воспользуйтесь тайным ходом или символом ромба (1 очко). В конце можно поставить свой камень-преграду на пути соперника. Соберите три статуи и первым дойдите до выхода.',
  options: {
    layout: {
      label: 'Своё поле',
      description:
        'Собственное поле в формате со страницы правил; если оставить пустым, играется поле Храма.',
    },
    statues: {
      label: 'Сколько статуй собрать',
      description: 'Сколько статуй своего цвета каждый собирает, прежде чем идти к выходу.',
    },
    turnCap: {
      label: 'Предел ходов',
      description: 'Число ходов, после которого игра заканчивается вничью, чтобы каждая партия завершалась.',
    },
  },
  presets: {
    short: 'Короткая (две статуи)',
    taster: 'Пробная (одна статуя, 40 ходов)',
  },
};

const p = (seat: number | undefined): string => `Игрок ${(seat ?? 0) + 1}`;
const dirs: Record<TriDirection, string> = { e: 'В', se: 'ЮВ', sw: 'ЮЗ', w: 'З', nw: 'СЗ', ne: 'СВ' };
/** A clock hour with its noun: "1 час", "4 часа", "10 часов". */
const hours = (n: number | undefined): string => `${n ?? 0} ${ruPlural(n ?? 0, 'час', 'часа', 'часов')}`;
const ap = (n: number | undefined): string => `${n ?? 0} ${ruPlural(n ?? 0, 'очко', 'очка', 'очков')}`;

function describe(e: TempleEvent): string {
  switch (e.type) {
    case 'setup/start-chosen':
      return `${p(e.seat)} начинает на поле ${e.atName}.`;
    case 'setup/drawn':
      return `${p(e.seat)} тянет ромб пути ${e.rhombus}.`;
    case 'setup/laid':
      return `${p(e.seat)} кладёт ромб ${e.rhombus} на поля ${e.atName} и ${e.toName}.`;
    case 'setup/set-aside':
      return `Ромб ${e.rhombus} никуда не помещается и откладывается.`;
    case 'turn/started':
      return `Ходит ${p(e.seat).toLowerCase()}.`;
    case 'stone/removed':
      return `${p(e.seat)} снимает свой камень-преграду с поля ${e.atName}.`;
    case 'rhombus/slid':
      return `${p(e.seat)} сдвигает ромб ${e.rhombus} на ${e.steps} в направлении ${dirs[e.dir as TriDirection] ?? e.dir} (осталось ${ap(e.ap)}).`;
    case 'rhombus/rotated':
      return `${p(e.seat)} поворачивает ромб ${e.rhombus} вокруг угла на ${hours(e.corner)} на ${(e.steps ?? 1) * 60}° ${e.turn === 'cw' ? 'по часовой стрелке' : 'против часовой стрелки'} (осталось ${ap(e.ap)}).`;
    case 'figure/carried':
      return `Фигура игрока ${(e.seat ?? 0) + 1} едет на ромбе ${e.rhombus} на поле ${e.toName}.`;
    case 'figure/moved':
      return `${p(e.seat)} идёт с поля ${e.fromName} на поле ${e.toName}${e.cost ? `, переступая змей за ${ap(e.cost)}` : ''} (осталось ${ap(e.ap)}).`;
    case 'statue/taken':
      return `${p(e.seat)} берёт свою статую с целевого ромба ${e.rhombus} (собрано ${e.collected}, осталось ${ap(e.ap)}).`;
    case 'passage/used':
      return `${p(e.seat)} проходит тайным ходом с поля ${e.fromName} на поле ${e.toName} (осталось ${ap(e.ap)}).`;
    case 'symbol/used':
      return `${p(e.seat)} использует символ ромба на поле ${e.atName} и двигает целевой ромб ${e.rhombus}.`;
    case 'phase/ended':
      return `${p(e.seat)} заканчивает ${e.phase === 'rhombi' ? 'двигать ромбы' : e.phase === 'figure' ? 'ход фигурой' : 'ход'}.`;
    case 'stone/placed':
      return `${p(e.seat)} ставит камень-преграду на поле ${e.atName}.`;
    case 'game/won':
      return `${p(e.seat)} со всеми статуями достигает выхода у ${e.atName} и побеждает!`;
    case 'game/draw':
      return `Достигнут предел ходов (${e.turns}): ничья.`;
  }
}

export const ruText: TextWords = {
  legend:
    'Обозначения: 1-4 фигура, @ камень-преграда, A-M ромб пути, X Y Z целевой ромб, . пол, ~ пропасть, + вход/выход, o тайный ход, * символ ромба; # и = стены.',
  colour: { red: 'красный', blue: 'синий', green: 'зелёный', yellow: 'жёлтый' },
  phase: {
    start: 'выбирает стартовое поле',
    lay: 'кладёт ромбы пути',
    rhombi: 'фаза 2: ромбы',
    figure: 'фаза 3: фигура',
    stone: 'фаза 4: камень-преграда',
    over: 'игра окончена',
  },
  statuesOn: (players) => (players.length ? `статуи игроков ${players.join(', ')}` : 'статуй не осталось'),
  wallCount: (n) => `${n} ${ruPlural(n, 'стена', 'стены', 'стен')}`,
  snakeCount: (n) => `${n} ${ruPlural(n, 'змея', 'змеи', 'змей')}`,
  corners: (list) =>
    `углы на ${list.join(', ')} ${ruPlural(list[list.length - 1] ?? 0, 'час', 'часа', 'часов')}`,
  playerLine: (n, colour, figure, stone, got, needed, you) =>
    `Игрок ${n} (${colour}${you ? ', вы' : ''}): фигура на ${figure}, камень на ${stone}, статуи ${got}/${needed}.`,
  status: (v) =>
    v.phase === 'over'
      ? v.winner === null
        ? 'Игра окончена: ничья.'
        : `Игра окончена: побеждает игрок ${v.winner + 1}.`
      : v.phase === 'start' || v.phase === 'lay'
        ? `Подготовка: игрок ${v.current + 1} ${ruText.phase[v.phase]}${v.drawn ? ` (ромб ${v.drawn}, рубашкой вверх ${v.faceDown})` : ''}.`
        : `Ход ${v.turns + 1}/${v.turnCap}: игрок ${v.current + 1}, ${ruText.phase[v.phase]}, осталось ${ap(v.ap)}.`,
  commands: {
    start: 'старт',
    lay: 'положить',
    slide: 'сдвинуть',
    rotate: 'повернуть',
    move: 'идти',
    take: 'взять',
    passage: 'ход',
    symbol: 'символ',
    place: 'камень',
    end: 'конец',
    turned: 'перевёрнутый',
    cw: 'пч',
    ccw: 'прч',
    via: 'через',
  },
  directions: dirs,
  parseErrors: {
    notCommand: (word, list) =>
      word === '' ? `Введите команду (${list}).` : `«${word}» — не команда (${list}).`,
    fieldMissing: 'Не хватает названия поля, например e10.',
    notField: (word) => `«${word}» — не поле (буква ряда и номер столбца, например e10).`,
    notRhombus: (word) => `«${word}» — не ромб (A–M, X, Y, Z).`,
    notSteps: (word, max) => `«${word}» — не число шагов (1–${max}).`,
    notMotion: (word, slide, rotate) => `«${word}» — не «${slide}» и не «${rotate}».`,
    notDirection: (word) =>
      `«${word}» — не направление (e, se, sw, w, nw, ne или ${Object.values(dirs).join(', ')}).`,
    notCorner: (word) => `«${word}» — не угол (час на циферблате от 1 до 12).`,
    notTurn: (word, cw, ccw) => `«${word}» — не направление поворота (${cw} или ${ccw}).`,
    noEdge: (a, b) => `У ${a} и ${b} нет общей стороны.`,
    notWord: (word, expected) => `«${word}» — не «${expected}».`,
    noFigure: 'У вас нет фигуры на доске.',
  },
  describe,
};
