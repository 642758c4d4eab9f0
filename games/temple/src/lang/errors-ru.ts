/** Ошибки правил Храмового лабиринта по-русски: по предложению на каждый ключ из `errors-en.ts`. */
import { ruPlural, type TriDirection } from '@daedalus/core';
import type { ErrorWords } from './errors-en.ts';
import { ruText } from './ru.ts';

const apNone = (what: string) => `${what} стоит 1 очко действий, а у вас не осталось ни одного.`;
const points = (n: number) => `${n} ${ruPlural(n, 'очко', 'очка', 'очков')}`;
const turnNote = (free: number) =>
  free === 0 ? ' Поворот заблокирован сразу.' : ` Поворот свободен только на ${free * 60}°.`;
const byRhombus = (letter: string, at: string) => `На поле ${at} мешает ромб ${letter}.`;
const byFigure = (player: number, at: string) => `На поле ${at} мешает фигура игрока ${player}.`;
const byStone = (player: number, at: string) => `На поле ${at} мешает камень-преграда игрока ${player}.`;
const LEAVES = 'Ромб никогда не выходит за пределы зала, даже частично.';
const NO_FIGURE = 'Вашей фигуры нет на доске.';
const noField = (field: number | string) => `Поля ${field} нет.`;
const board = (name: string) => `Игровое поле «${name}»`;

/** Направления, как в событиях (`ru.ts`). */
const dir = (d: string) => ruText.directions[d as TriDirection] ?? d;
/** Фазы, в которых действие может быть отклонено. */
const PHASES: Record<string, string> = {
  ...ruText.phase,
  start: 'выбор стартовых полей',
  lay: 'раскладка ромбов пути',
};
/** Вид действия как команда, которой его вводят («сдвинуть»). */
const command = (type: string) => `«${(ruText.commands as unknown as Record<string, string>)[type] ?? type}»`;

export const ruErrors: ErrorWords = {
  'game/over': () => 'Игра окончена.',
  'turn/not-your-turn#players': (current, player) => `Сейчас ходит игрок ${current}, а не игрок ${player}.`,
  'phase/wrong-action': (phase, allowed, tried) =>
    `Сейчас (${PHASES[phase] ?? phase}) можно только ${allowed.map(command).join(', ')}, но не ${command(tried)}.`,
  'ap/none-left#motion': () => apNone('Движение ромба'),
  'ap/none-left#statue': () => apNone('Взятие статуи'),
  'ap/none-left#passage': () => apNone('Тайный ход'),
  'ap/none-left#symbol': () => apNone('Символ ромба'),

  'start/not-entrance': () => 'Фигура начинает игру на стартовом поле (на входе, +).',
  'start/taken': () => 'На этом стартовом поле уже стоит другая фигура.',
  'lay/nothing-drawn': () => 'Ромб ещё не вытянут.',
  'lay/outside': () => 'Ромб должен накрывать два поля зала.',
  'lay/overlap': (letter, at) =>
    `Ромб ${letter} уже лежит на поле ${at}: ромбы не должны перекрываться даже частично.`,
  'lay/on-figure': (at) => `На поле ${at} стоит фигура: на неё нельзя класть ромб.`,
  'lay/walls-in-start': (at) => `Тогда стартовое поле ${at} было бы со всех сторон окружено стенами.`,

  'motion/no-rhombus': (letter) => `Ромба ${letter} нет на доске.`,
  'motion/stone-on-rhombus': (letter, player) =>
    `На ромбе ${letter} стоит камень-преграда игрока ${player}: этот ромб нельзя двигать.`,
  'motion/not-along-edge': (letter, dirs, d) =>
    `Ромб ${letter} сдвигается только вдоль своих сторон (${dirs.map(dir).join(', ')}), а не в направлении ${dir(d)}.`,
  'motion/no-corner': (letter, hour, hours) =>
    `У ромба ${letter} нет угла на ${hour} ${ruPlural(hour, 'час', 'часа', 'часов')} (его углы: ${hours.join(', ')}).`,
  'motion/leaves-hall': () => LEAVES,
  'motion/leaves-hall#turn': (free) => LEAVES + turnNote(free),
  'motion/blocked-by-rhombus': byRhombus,
  'motion/blocked-by-rhombus#turn': (letter, at, free) => byRhombus(letter, at) + turnNote(free),
  'motion/blocked-by-figure': byFigure,
  'motion/blocked-by-figure#turn': (player, at, free) => byFigure(player, at) + turnNote(free),
  'motion/blocked-by-stone': byStone,
  'motion/blocked-by-stone#turn': (player, at, free) => byStone(player, at) + turnNote(free),

  'move/no-figure': () => NO_FIGURE,
  'move/again': () =>
    'Ваша фигура уже ходила: прежде чем идти снова, возьмите статую или воспользуйтесь тайным ходом или символом ромба.',
  'move/no-field': noField,
  'move/stays': () => 'Фигура уже стоит там.',
  'move/abyss': (at) => `Поле ${at} — пропасть: фигуре нельзя ни вставать на него, ни проходить через него.`,
  'move/occupied': (at) =>
    `На поле ${at} стоит фигура или камень-преграда: через это поле можно пройти, но остановиться на нём нельзя.`,
  'move/bad-path': () => 'Путь должен вести от поля фигуры к полю, названному последним.',
  'move/not-neighbours': (a, b) => `У ${a} и ${b} нет общей стороны.`,
  'move/wall': (a, b) => `Между ${a} и ${b} стоит стена.`,
  'move/no-way': (at) => `До поля ${at} не дойти: мешают пропасть или стены.`,
  'move/too-dear': (cost, ap) =>
    `На этом пути нужно переступить змей за ${points(cost)}, а у вас осталось ${points(ap)}.`,

  'statue/no-figure': () => NO_FIGURE,
  'statue/not-on-target': () => 'Ваша фигура не стоит на целевом ромбе.',
  'statue/none-of-yours': (letter) => `На целевом ромбе ${letter} больше нет статуи вашего цвета.`,
  'passage/no-figure': () => NO_FIGURE,
  'passage/not-on-passage': () => 'Ваша фигура не стоит на свободном поле тайного хода.',
  'passage/not-free': (at) => `Тайный ход ${at} накрыт ромбом или занят.`,
  'passage/not-a-passage': (at) => `Поле ${at} — не другой тайный ход.`,
  'symbol/no-figure': () => NO_FIGURE,
  'symbol/not-on-symbol': () => 'Ваша фигура не стоит на свободном символе ромба.',
  'symbol/not-target': () => 'Символ ромба двигает целевой ромб (X, Y или Z).',

  'stone/no-field': noField,
  'stone/on-target': () => 'Камень-преграду никогда не ставят на целевой ромб.',
  'stone/occupied': (at) => `На поле ${at} уже стоит фигура или камень.`,

  'setup/players#range': (min, max) => `В Храмовый лабиринт играют от ${min} до ${max} игроков.`,
  'setup/entrances': (name) => `${board(name)}: входов на нём меньше, чем игроков.`,
  'board/invalid#rows': (name, side, rows, given) =>
    `${board(name)}: зал со стороной ${side} состоит из ${rows} ${ruPlural(rows, 'ряда', 'рядов', 'рядов')}, а не из ${given}.`,
  'board/invalid#row-length': (name, row, given, want) =>
    `${board(name)}: ряд ${row} состоит из ${given} ${ruPlural(given, 'поля', 'полей', 'полей')}, а не из ${want}.`,
  'board/invalid#target-marks': (name, letter, found) =>
    `${board(name)}: целевой ромб ${letter} должен занимать ровно два поля (найдено: ${found}).`,
  'board/invalid#target-apart': (name, letter) =>
    `${board(name)}: два поля целевого ромба ${letter} не соседние.`,
  'board/invalid#entrances': (name, found) =>
    `${board(name)}: нужно не меньше 2 входов (+), а здесь ${found}.`,
  'board/invalid#one-passage': (name) => `${board(name)}: единственный тайный ход никуда не ведёт.`,
  'scenario/no-field': (name, side) => `В зале со стороной ${side} нет поля ${name}.`,
  'scenario/not-neighbours': (letter, a, b) => `Ромб ${letter}: у ${a} и ${b} нет общей стороны.`,
};
