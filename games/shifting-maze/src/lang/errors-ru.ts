/**
 * Shifting Maze's rule errors in Russian (the keys and arguments of `errors-en.ts`), in the
 * terms of `ru.ts`: претендент, страж (by their letter on the board), куб, дверь, тело,
 * предмет, ключ, батарея, основное действие, PP; directions by the compass (the maze's low-X
 * side is its west side). The player is addressed with "вы", as in `ru.ts`.
 */
import { type Direction, ruPlural } from '@daedalus/core';
import { defenderLetter, type ErrorWords } from './errors-en.ts';

/** A Defender's letter on the board (A = 1), as `text/render.ts` names it. */
/** Where a doorway leads: "нет двери на север". */
const TO: Record<Direction, string> = {
  up: 'на север',
  right: 'на восток',
  down: 'на юг',
  left: 'на запад',
};
/** Where a neighbouring position lies, at a sentence start: "К северу от вас". */
const OF: Record<Direction, string> = {
  up: 'К северу',
  right: 'К востоку',
  down: 'К югу',
  left: 'К западу',
};
const CUBE_GONE = 'не открыт (сначала исследуйте его) или разрушен.';
const NOT_IN_CUBE = 'Вы не в кубе.';
const FULL = 'На вашем планшете претендента нет свободного места.';
const SIGHT = 'не в вашем кубе и не в поле зрения.';

export const ruErrors: ErrorWords = {
  'game/over': () => 'Партия окончена.',
  'turn/not-your-turn': (player) => `Игроку ${player} сейчас нечего решать.`,
  'turn/no-main-actions': () => 'В этом ходу основных действий больше не осталось.',
  'turn/no-main-actions#reaction': () => 'Все три основных действия вашего следующего хода уже потрачены.',

  'move/outside#start': () => 'Из стартовой зоны можно идти только в лабиринт (на восток).',
  'move/outside#far': () => 'За дальней стороной ничего нет.',
  'move/no-cube#entry': () => `Входной куб ${CUBE_GONE}`,
  'move/no-cube#edge': () => `Этот крайний куб ${CUBE_GONE}`,
  'move/no-cube': () => NOT_IN_CUBE,
  'move/closed#entry': () => 'У входного куба нет двери с западной стороны.',
  'move/closed#edge': () => 'У этого куба нет двери с восточной стороны.',
  'move/closed#here': (dir) => `В вашем кубе нет двери ${TO[dir]}.`,
  'move/closed#there': () => 'У куба там нет двери в вашу сторону.',
  'move/edge#far': () => 'Там дальняя сторона кончается.',
  'move/edge': () => 'Эта дверь выходит на край лабиринта.',
  'move/no-key': () =>
    'Покинуть лабиринт через западный край можно только с ключом (без него — лишь вернуться в свою стартовую зону).',
  'move/unrevealed': () => 'Эта клетка ещё не открыта: сначала исследуйте её.',
  'move/destroyed': () => 'Там разрушенный куб.',

  'investigate/not-unrevealed': (dir) => `${OF[dir]} от вас нет неоткрытой клетки.`,
  'investigate/bag-empty': () => 'Мешок с кубами пуст.',

  'pick-up/outside': () => 'Здесь нечего подбирать.',
  'pick-up/no-body': (body) => `В вашем кубе нет тела ${body}.`,
  'pick-up/no-object#empty': () => 'В вашем кубе нечего подбирать.',
  'pick-up/no-object#empty-body': () => 'С этого тела нечего взять.',
  'pick-up/no-object': (object, count) => `В вашем кубе нет предмета ${object} (номера от 1 до ${count}).`,
  'pick-up/no-object#body': (object, count) =>
    `У этого тела нет предмета ${object} (номера от 1 до ${count}).`,
  'pick-up/full': () => FULL,
  'pick-up/no-key': () => 'Ключи лежат на дальней стороне лабиринта.',
  'pick-up/has-key': () => 'У вас уже есть ключ.',
  'discard/outside': () => 'Выбросить предмет можно только в кубе.',
  'discard/no-object#empty': () => 'Вы ничего не несёте.',
  'discard/no-object': (object, count) => `У вас нет предмета ${object} (номера от 1 до ${count}).`,
  'battery/none': (object) => `Предмет ${object} — не батарея.`,
  'battery/none#nothing': (object) => `У вас нет предмета ${object}.`,
  'battery/full': (max) => `У вас уже максимум: ${max} PP.`,

  'power/not-enough': (cost, pp) => `Для этого нужно ${cost} PP, а у вас ${pp}.`,
  'power/outside': () => NOT_IN_CUBE,
  'power/no-cube#rotate': (dir) => `${OF[dir]} от вас нет куба, который можно повернуть.`,
  'power/no-cube': (dir) => `${OF[dir]} от вас нет куба.`,
  'power/not-visible#rotate': (dir) =>
    `Вы не видите куб ${OF[dir].toLowerCase()} от вас: в вашем кубе нет двери в ту сторону.`,
  'power/not-visible': (dir) => `В вашем кубе нет двери ${TO[dir]}.`,
  'power/no-defender': (defender) => `Стража ${defenderLetter(defender)} нет.`,
  'power/not-in-sight': (defender) => `Страж ${defenderLetter(defender)} ${SIGHT}`,
  'power/not-in-sight#player': (player) => `Претендент игрока ${player} ${SIGHT}`,
  'power/already-stunned': () => 'Этот страж уже оглушён.',
  'power/already-stunned#challenger': () => 'Этот претендент уже оглушён.',
  'power/no-challenger#self': () => 'Нельзя выбрать целью собственного претендента.',
  'power/no-challenger': (player) => `Игрока ${player} нет.`,
  'power/no-challenger#dead': (player) => `Претендент игрока ${player} погиб.`,

  'react/not-allowed': () => 'Это действие нельзя выполнить в качестве реакции.',
  'react/not-allowed#outside': () => NOT_IN_CUBE,
  'react/not-allowed#threat': () =>
    'В качестве реакции можно оглушить или уничтожить только стража, который вам угрожает.',
  'react/no-new-doorway': () => 'В качестве реакции поворот должен открыть новый выход из вашего куба.',

  'setup/players': (min, max) =>
    `В партии участвуют от ${min} до ${max} ${ruPlural(max, 'игрока', 'игроков', 'игроков')}.`,

  'scenario/invalid#tile': (field, tile, kinds) =>
    `${field}: «${tile}» — не вид куба: ожидается ${kinds.join(', ')} или символ псевдографики.`,
  'scenario/invalid#next-tile': (field, tile) => `${field}: «${tile}» — не вид куба.`,
  'scenario/invalid#twice': (field, x, y) => `${field}: клетка (${x}, ${y}) указана дважды.`,
  'scenario/invalid#players': (field, players) =>
    `${field}: в партии всего ${players} ${ruPlural(players, 'игрок', 'игрока', 'игроков')}.`,
  'scenario/invalid#too-many': (field, kind, max) =>
    `${field}: кубов вида ${kind} больше, чем в мешке (${max}).`,
  'scenario/invalid#destroyed': (field, x, y) =>
    `${field}: клетка (${x}, ${y}) — тоже куб или указана дважды.`,
  'scenario/invalid#not-cube': (field, x, y) => `${field}: клетка (${x}, ${y}) — не открытый куб.`,
  'scenario/invalid#row': (field) => `${field}: ряд бывает только у претендента на дальней стороне.`,
  'scenario/invalid#dead': (field) =>
    `${field}: у игрока, который ходит, нет живого претендента (укажите предстоящее событие лабиринта — тогда его ход начнётся по правилам).`,
};
