/** Ошибки правил «Лабиринта слизней» по-русски (ключи и аргументы: `errors-en.ts`). */
import { ruPlural } from '@daedalus/core';
import type { ErrorWords } from './errors-en.ts';

const walls = (n: number): string => `${n} ${ruPlural(n, 'стена', 'стены', 'стен')}`;
const slugs = (n: number): string => `${n} ${ruPlural(n, 'слизень', 'слизня', 'слизней')}`;

/** The modes as the options name them (`ru.ts`). */
const MODE: Readonly<Record<string, string>> = {
  defence: 'оборона',
  duel: 'дуэль',
  escort: 'сопровождение',
};
const mode = (m: string): string => `«${MODE[m] ?? m}»`;
/** "для одного", "для двоих". */
const forPlayers = (players: number): string => (players === 1 ? 'для одного' : 'для двоих');

/** "На c4 нельзя поставить стену: там слизень." */
const noWall = (cell: string, why: string): string => `На ${cell} нельзя поставить стену: ${why}.`;

export const ruErrors: ErrorWords = {
  'game/over': () => 'Игра окончена.',
  'turn/no-such-seat': (player) => `В этой игре нет игрока ${player}.`,
  'turn/not-your-turn': (player) => `Сейчас ходит игрок ${player}.`,
  'wall/one-a-turn': () => 'В обороне и в дуэли за ход ставится только одна стена.',
  'wall/no-stock': () => 'У вас в запасе нет стен.',
  'wall/no-stock#fewer': (stock, wanted) => `У вас в запасе ${walls(stock)}, а не ${wanted}.`,
  'wall/repeated': (cell) => `Клетка ${cell} заказана дважды.`,
  'wall/outside': (cell, width, height) => noWall(cell, `клетка за пределами карты ${width}×${height}`),
  'wall/on-wall': (cell) => noWall(cell, 'там уже стоит стена'),
  'wall/in-transit': (cell) => noWall(cell, 'туда уже в пути другая стена'),
  'wall/on-slug': (cell) => noWall(cell, 'там слизень'),
  'wall/on-hero': (cell) => noWall(cell, 'там герой'),
  'wall/on-base': (cell) => noWall(cell, 'это база'),
  'wall/on-machine': (cell) => noWall(cell, 'это машина-убийца'),
  'wall/on-door': (cell) => noWall(cell, 'это дверь'),
  'untie/no-hero': () => 'В этой игре нет героя, которого можно развязать.',
  'untie/not-tied': () => 'Герой не привязан.',
  'setup/players': () => '«Лабиринт слизней» — игра для одного или двух игроков.',
  'setup/players#mode': (m, players) =>
    `Режим ${mode(m)} — игра ${forPlayers(m === 'duel' ? 2 : 1)}, а не ${forPlayers(players)}.`,
  'setup/unknown-level': (name, shipped) =>
    `Встроенного уровня «${name}» нет (есть ${shipped.join(', ')} и «random»).`,
  'setup/mode-mismatch': (m, wanted) => `Этот уровень для режима ${mode(m)}, а не ${mode(wanted)}.`,
  'setup/edition': (edition) => `У правил «Лабиринта слизней» нет редакции ${edition}.`,
  'scenario/invalid#room': (room) => `Комнаты ${room} нет.`,
  'scenario/invalid#wall': (cell) => `Стена на ${cell} — за пределами карты.`,
  'scenario/invalid#slugs': (level, named) => `На уровне ${slugs(level)}, а в сценарии — ${named}.`,
  'scenario/invalid#hero': () => 'Герой есть только в сопровождении.',
  'scenario/invalid#mode': () => 'Сценарий не соответствует своему режиму.',
};
