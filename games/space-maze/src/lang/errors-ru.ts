/**
 * Space Maze's refusals in Russian: the keys and arguments of `errors-en.ts`, in the words of
 * `ru.ts` (плитка, след, кубик силы, кубик движения, датапад, реликвия, the card names).
 */
import { type Direction, ruPlural } from '@daedalus/core';
import { type Alien, CARD_KINDS, type CardAction, type Step } from '../types.ts';
import { CARD_NAMES } from './card-names.ts';
import {
  cardKind,
  type Door,
  type ErrorWords,
  onPath,
  orList,
  readDie,
  type StepWords,
} from './errors-en.ts';
import { DAT, DIR, GEN, INS, NOM } from './ru.ts';
import { cell } from './words.ts';

/** Genitive plural, after 2–4 and 5+: "2 зелёных кубика". */
const GEN_PL: Readonly<Record<Alien, string>> = {
  green: 'зелёных',
  purple: 'фиолетовых',
  orange: 'оранжевых',
};
/** The steps as the Russian commands say them. */
const STEP: Readonly<Record<Step, string>> = {
  up: 'вверх',
  right: 'вправо',
  down: 'вниз',
  left: 'влево',
  exit: 'наружу',
  enter: 'домой',
  pad: 'датапад',
  relic: 'реликвия',
};
const BESIDE: Readonly<Record<Direction, string>> = {
  up: 'выше',
  right: 'правее',
  down: 'ниже',
  left: 'левее',
};
/** Doorway colours (дверь: feminine), as the board's legend says them. */
const DOOR: Readonly<Record<Door, string>> = { R: 'красная', Y: 'жёлтая', B: 'синяя', S: 'серебряная' };
const NEEDS: Readonly<Record<Alien, string>> = {
  green: 'жёлтая и синяя',
  purple: 'синяя и красная',
  orange: 'красная и жёлтая',
};
/** A card action type as the Russian commands name it. */
const ACT: Readonly<Record<CardAction['type'], string>> = {
  rotate: 'поворот',
  exchange: 'обмен',
  switch: 'диагональный обмен',
  run: 'бег',
  morph: 'превращение',
  glue: 'суперклей',
  base: 'перенос базы',
};

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const num = (n: number, one: string, few: string, many: string): string =>
  `${n} ${ruPlural(n, one, few, many)}`;
const card = (id: string): string => {
  const k = cardKind(id);
  return k ? CARD_NAMES.ru[k] : id;
};
const and = (items: readonly string[]): string => orList(items, 'и');
const footprints = (code: string): string =>
  readDie(code)
    .parts.map(([a, n]) => `${NOM[a]} ${n}`)
    .join(', ');
/** A die as the board writes it: "оранжевый 4", "движение зелёный 3, фиолетовый 1". */
const dieShort = (code: string): string =>
  readDie(code).power ? footprints(code) : `движение ${footprints(code)}`;
/** A die as `ru.ts` says it: "оранжевый кубик 4", "кубик движения (зелёный 3, фиолетовый 1)". */
const die = (code: string): string => {
  const d = readDie(code);
  const [colour, pips] = d.parts[0] ?? ['green', 0];
  return d.power ? `${NOM[colour]} кубик ${pips}` : `кубик движения (${footprints(code)})`;
};
const where = (x: number, y: number, onBoard: boolean): string =>
  onBoard ? `Плитка ${cell({ x, y })} вне досягаемости` : `Клетки ${cell({ x, y })} на поле нет`;
const players = (n: number): string => num(n, 'игрок бросает', 'игрока бросают', 'игроков бросают');

const ruSteps: StepWords = {
  'move/not-now': () => 'Пришельцы ходят только по кубику движения или по только что сыгранной карте «Бег».',
  'run/other-alien': (running, alien) =>
    `Ваша карта «Бег» ведёт вашего ${GEN[running]} пришельца, а не ${GEN[alien]}.`,
  'move/datapad-stop': (alien) =>
    `Ваш ${NOM[alien]} пришелец встал на датапад: в этом ходу он больше не двигается.`,
  'move/no-footprints': (alien) => `У вашего ${GEN[alien]} пришельца в этом ходу не осталось следов.`,
  'move/not-in-ufo': (alien) => `Ваш ${NOM[alien]} пришелец не в НЛО.`,
  'move/tile-full': (at) => `На плитке ${at} уже четыре пришельца.`,
  'move/in-ufo': (alien) => `Ваш ${NOM[alien]} пришелец уже в НЛО.`,
  'move/in-ufo#exit': (alien) => `Ваш ${NOM[alien]} пришелец в НЛО: сначала ему нужно выйти («наружу»).`,
  'move/not-at-ufo': (alien, dock) =>
    `Ваш ${NOM[alien]} пришелец может войти в НЛО только с плитки, у которой оно стоит, — ${dock}.`,
  'move/off-board': (dir, at) => `${cap(BESIDE[dir])} ${at} плитки нет.`,
  'move/wrong-colour': (dir, at, a, b, alien) =>
    `Двери прохода ${DIR[dir]} с ${at} — ${DOOR[a]} и ${DOOR[b]}, а ${DAT[alien]} пришельцу нужны ${NEEDS[alien]}.`,
  'pad/none': (at) => `На плитке ${at} нет датапада.`,
  'pad/none#ufo': (alien) => `Ваш ${NOM[alien]} пришелец в НЛО, а не на плитке.`,
  'pad/already-on': (alien) => `Ваш ${NOM[alien]} пришелец уже стоит на этом датападе.`,
  'pad/occupied': (at) => `Датапад на ${at} уже занят.`,
  'relic/not-here': (alien) => `Реликвии нет на плитке вашего ${GEN[alien]} пришельца.`,
  'relic/not-here#ufo': (alien) => `Ваш ${NOM[alien]} пришелец в НЛО, а реликвии там нет.`,
  'relic/already-worn': (alien) => `Ваш ${NOM[alien]} пришелец уже носит реликвию.`,
  'relic/teammate': (wearer, taker) =>
    `Реликвию носит ваш же ${NOM[wearer]} пришелец: не берите её, а передайте («отдайте реликвию ${DAT[taker]}»).`,
  'relic/glued': (player, alien) =>
    `Реликвия приклеена к голове ${GEN[alien]} пришельца игрока ${player} до конца раунда.`,
};

export const ruErrors: ErrorWords = {
  'game/over': () => 'Партия окончена.',
  'turn/not-yours': (player) => `Сейчас ходит Игрок ${player}.`,
  'turn/not-yours#discard': (player) => `Игрок ${player} сбрасывает карты, пока их не останется семь.`,
  'setup/players': (min, max) =>
    `В «Космический лабиринт» играют от ${min} до ${max} ${ruPlural(max, 'игрока', 'игроков', 'игроков')}.`,
  'idle/not-now': () =>
    'На пустое поле действия можно положить только кубик силы, который вы только что взяли.',
  'done/not-now': () => 'Заканчивать нечего: сейчас вы не ходите пришельцами.',

  'draft/not-now': () => 'Сначала используйте взятый кубик: закончите этот ход, прежде чем брать следующий.',
  'draft/no-such-die': (code, dice) =>
    `Ни один кубик в этом раунде не показывает ${dieShort(code)} (кубики: ${dice.map(dieShort).join('; ')}).`,
  'draft/die-taken': (code, player) => `${cap(die(code))} уже взял Игрок ${player}.`,
  'draft/die-taken#yours': (code) => `Вы уже взяли ${die(code)} в этом раунде.`,
  'draft/second-move-die': () => 'Кубик движения в этом раунде у вас уже есть: возьмите кубик силы.',
  'draft/move-die-left': () =>
    'Оба кубика силы в этом раунде у вас уже есть: последним должен быть кубик движения.',

  'card/not-now': () =>
    'Карту запускает кубик силы, который вы только что взяли: сначала возьмите кубик силы.',
  'card/not-in-hand': (id) => `У вас нет карты «${card(id)}».`,
  'card/wrong-action': (kind, type, use) =>
    `Карта «${CARD_NAMES.ru[kind]}» играется не как «${ACT[type]}», а как «${ACT[use]}».`,
  'card/too-weak': (kind, cost, colour, pips) =>
    `Для карты «${CARD_NAMES.ru[kind]}» нужен кубик хотя бы на ${num(cost, 'очко', 'очка', 'очков')}; ${NOM[colour]} кубик ${pips} не подходит.`,
  'card/quarters': (kind, allowed, quarters) =>
    `Карта «${CARD_NAMES.ru[kind]}» поворачивает плитку по часовой стрелке на ${orList(allowed, 'или')} ${ruPlural(allowed[allowed.length - 1] ?? 0, 'четверть', 'четверти', 'четвертей')}, а не на ${quarters}.`,
  'card/out-of-range#rotate': (x, y, onBoard, kind, alien) =>
    `${where(x, y, onBoard)}: карта «${CARD_NAMES.ru[kind]}» поворачивает плитку вашего ${GEN[alien]} пришельца или соседнюю с ней.`,
  'card/out-of-range#twist': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: «Диагональный поворот» поворачивает плитку по диагонали от вашего ${GEN[alien]} пришельца.`,
  'card/out-of-range#exchange': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: «Обмен» меняет плитку вашего ${GEN[alien]} пришельца с соседней.`,
  'card/out-of-range#diagonal': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: первая плитка должна быть по диагонали от вашего ${GEN[alien]} пришельца.`,
  'card/out-of-range#adjacent': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: вторая плитка должна быть рядом с вашим ${INS[alien]} пришельцем.`,
  'card/alien-aboard': (alien) =>
    `Ваш ${NOM[alien]} пришелец в НЛО: «Обмен» меняет плитку, на которой он стоит, а НЛО никогда не двигается.`,
  'card/no-relic': (alien) =>
    `«Суперклей» приклеивает реликвию к вашему ${DAT[alien]} пришельцу, а он её не носит.`,
  'card/already-glued': () => 'Реликвия в этом раунде уже приклеена.',
  'morph/same-alien': (alien) => `Ваш ${NOM[alien]} пришелец не может поменяться местами сам с собой.`,
  'morph/glued': (alien) =>
    `Ваш ${NOM[alien]} пришелец приклеен к реликвии: в этом раунде «Превращение» на него не действует.`,
  'base/aliens-aboard': (aboard) =>
    `Для переноса базы НЛО должно быть пустым: ${aboard.length === 1 ? `ваш ${NOM[aboard[0]!]} пришелец` : `ваши ${and(aboard.map((a) => NOM[a]))} пришельцы`} ещё на борту.`,
  'base/no-free-tile': () => 'В эту сторону для вашего НЛО нет свободной плитки на краю поля.',

  ...ruSteps,
  ...onPath(
    ruSteps,
    (n, step, why) => `След ${n} (${STEP[step]}): ${why.charAt(0).toLowerCase()}${why.slice(1)}`,
  ),
  'give/no-relic': () => 'Ни один из ваших пришельцев не носит реликвию.',
  'give/same-alien': (alien) => `Ваш ${NOM[alien]} пришелец уже носит реликвию.`,
  'give/glued': (alien) => `Реликвия приклеена к голове вашего ${GEN[alien]} пришельца до конца раунда.`,
  'give/not-together': (to, wearer) =>
    `Ваш ${NOM[to]} пришелец должен стоять на одной плитке с вашим ${INS[wearer]} пришельцем.`,

  'discard/not-now': () => 'Карты сбрасывают только в фазе сброса и только с руки, где больше семи карт.',
  'discard/not-needed': (cards) =>
    `У вас ${num(cards, 'карта', 'карты', 'карт')} — не больше семи, оставьте их себе.`,

  'scenario/invalid#row': (row, size, count, text) =>
    `Сценарий: в ряду ${row} должно быть ${num(size, 'плитка', 'плитки', 'плиток')}, а не ${count}: «${text}».`,
  'scenario/invalid#tile': (token) =>
    `Сценарий: «${token}» — не плитка (четыре буквы из R, Y, B по часовой стрелке начиная сверху или SSSS для плитки реликвии).`,
  'scenario/invalid#tile-twice': (token) =>
    `Сценарий: плитка «${token}» лежит на поле дважды (в игре каждая плитка одна).`,
  'scenario/invalid#no-datapad': (token) => `Сценарий: у плитки «${token}» нет датапада.`,
  'scenario/invalid#relic-missing': () => 'Сценарий: плитки реликвии (SSSS) нет, а центр уже занят.',
  'scenario/invalid#no-more-cards': (kind) => `Сценарий: карт «${CARD_NAMES.ru[kind]}» больше не осталось.`,
  'scenario/invalid#not-card': (name) =>
    `Сценарий: «${name}» — не карта (виды карт: ${CARD_KINDS.join(', ')}).`,
  'scenario/invalid#card-twice': (id) => `Сценарий: карта ${id} указана дважды.`,
  'scenario/invalid#not-die': (token) =>
    `Сценарий: «${token}» — не кубик: кубик силы пишется как g6, p2…, кубик движения — своими следами, g3p1.`,
  'scenario/invalid#power-dice': (n, colour, count) =>
    `Сценарий: ${players(n)} ${n} ${ruPlural(n, `${NOM[colour]} кубик`, `${GEN_PL[colour]} кубика`, `${GEN_PL[colour]} кубиков`)} силы, а не ${count}.`,
  'scenario/invalid#move-dice': (n, count) =>
    `Сценарий: ${players(n)} ${num(n, 'кубик', 'кубика', 'кубиков')} движения, а не ${count}.`,
  'scenario/invalid#players': () => 'Сценарий: от 2 до 4 игроков.',
  'scenario/invalid#not-on-board': (place, size) => `Сценарий: ${place} — не клетка поля ${size}×${size}.`,
  'scenario/invalid#ufos': (n) => `Сценарий: укажите по одному НЛО на игрока (${n}).`,
  'scenario/invalid#off-board': (place) => `Сценарий: ${place} — не клетка поля.`,
};
