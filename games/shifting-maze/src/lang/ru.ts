/**
 * Shifting Maze in Russian: the game's words, its events, its commands and the command
 * words it reads. Terms: претендент (Challenger), страж (Defender), куб (cube), разрушенный
 * куб (Destroyed Cube), ключ, батарея (Battery Pack), PP (as on the board), событие
 * лабиринта (Maze Event), особое действие, основное действие, стартовая зона, дальняя
 * сторона (far side), уровень (level). Places are named as on the board ("d5"), directions
 * by the compass (на север). The parser's answers are in English (not translated yet).
 */
import { type Direction, type GameWords, type Point, ruPlural } from '@daedalus/core';
import { tileKind } from '../rules/tiles.ts';
import {
  type BoardWords,
  type CommandErrors,
  type ObjectAction,
  type SmLanguage,
  wordedAs,
} from '../text/language.ts';
import { cellName, columnName, rowName, slideDirection } from '../text/places.ts';
import { defenderLetter } from '../text/render.ts';
import type { Agent, Item, MazeEvent, SmAction, SmEvent, Threat } from '../types.ts';

const words: GameWords = {
  name: 'Подвижный лабиринт',
  summary:
    'Пройдите лабиринт 10×10 из поворачивающихся и сдвигающихся кубов, добудьте ключ и выберитесь, минуя роботов-стражей и соперников-претендентов.',
  howToPlay:
    'Пройдите лабиринт 10×10 из кубов, который открывается по мере продвижения. В свой ход у вас до трёх основных действий — пройти в открытую дверь, исследовать (открыть) следующий куб, подобрать предмет — и очки энергии, чтобы поворачивать кубы или оглушать стражей. После каждого хода за вами охотятся роботы-стражи. Возьмите ключ на дальней стороне и выйдите через край, с которого начинали — и вы победили.',
  options: {
    batteryChance: {
      label: 'Шанс найти батарею',
      description: 'Вероятность, что в только что открытом кубе лежит батарея (1–5 PP, равновероятно).',
    },
    maxDefenders: {
      label: 'Стражей не больше',
      description: 'Особое действие добавляет стража, только пока в лабиринте их меньше этого числа.',
    },
    turnCap: {
      label: 'Предел ходов',
      description:
        'Число ходов игроков, после которого игра кончается вничью (чтобы любая игра закончилась).',
    },
  },
  presets: {
    quick: 'Быстрая',
    calm: 'Спокойная',
    deadly: 'Смертельная',
    taster: 'Пробная (8 ходов)',
  },
};

const where = (p: Point | undefined): string => (p ? cellName(p) : '?');
/** Стражи by their letter on the board: "Страж A", "стража A". */
const guard = (id: number | undefined): string => `Страж ${defenderLetter(id ?? 1)}`;
const guardAcc = (id: number | undefined): string => `стража ${defenderLetter(id ?? 1)}`;
const player = (seat: number | undefined): string => `Игрок ${(seat ?? 0) + 1}`;
/** "игрока 1" (genitive and accusative). */
const playerGen = (seat: number | undefined): string => `игрока ${(seat ?? 0) + 1}`;
const hero = (seat: number | undefined): string => `Претендент ${playerGen(seat)}`;
const heroAcc = (seat: number | undefined): string => `претендента ${playerGen(seat)}`;

const DIR: Record<Direction, string> = {
  up: 'на север',
  right: 'на восток',
  down: 'на юг',
  left: 'на запад',
};

function agent(a: Agent | undefined): string {
  if (!a) return 'Кто-то';
  if ('seat' in a) return player(a.seat);
  if ('defender' in a) return guard(a.defender);
  return 'Лабиринт';
}

const TILE = {
  four: 'куб с четырьмя дверями',
  three: 'куб с тремя дверями',
  corner: 'угловой куб',
  straight: 'прямой куб',
  'dead-end': 'тупиковый куб',
} as const;

/** [nominative, accusative]. */
function item(i: Item | undefined): [string, string] {
  if (!i) return ['предмет', 'предмет'];
  return i.kind === 'key' ? ['ключ', 'ключ'] : [`батарея (${i.pp} PP)`, `батарею (${i.pp} PP)`];
}

const times = (n: number): string => (n === 1 ? 'один раз' : n === 2 ? 'два раза' : 'три раза');

function mazeEventRu(e: MazeEvent | undefined): string {
  if (!e) return 'событие лабиринта';
  switch (e.kind) {
    case 'special':
      return `особое действие в ${where(e.at)}`;
    case 'rotate':
      return `повернуть куб в ${where(e.at)} по часовой стрелке ${times(e.turns)}`;
    case 'slide':
      return `сдвинуть ${e.axis === 'x' ? `ряд ${rowName(e.line)}` : `столбец ${columnName(e.line)}`} на одну клетку ${DIR[slideDirection(e)]}`;
    case 'z':
      return `${e.delta > 0 ? 'поднять' : 'опустить'} куб в ${where(e.at)} прочь из уровня (Z)`;
  }
}

const NO_EFFECT: Record<string, string> = {
  'enough-defenders': 'стражей в лабиринте уже достаточно',
  'destroyed-cube': 'там разрушенный куб',
  'bag-empty': 'мешок с кубами пуст',
  unrevealed: 'там ещё не открыт куб',
};

function threatened(seat: number | undefined, t: Threat | undefined): string {
  if (!t) return `${hero(seat)} в опасности и может отреагировать.`;
  if (t.kind === 'defender')
    return `${guard(t.defender)} угрожает ${heroDat(seat)}; претендент может отреагировать.`;
  if (t.cause === 'destroy')
    return `${hero(seat)} в опасности: его куб в ${where(t.at)} вот-вот разрушат. Он может отреагировать.`;
  return t.cause === 'z'
    ? `${hero(seat)} в опасности: его куб в ${where(t.at)} вот-вот покинет уровень (сдвиг по Z). Он может отреагировать.`
    : `${hero(seat)} в опасности: его куб в ${where(t.at)} вот-вот вытолкнут из лабиринта. Он может отреагировать.`;
}
const heroDat = (seat: number | undefined): string => `претенденту ${playerGen(seat)}`;

const pp = (e: SmEvent): string => (e.cost !== undefined ? ` (${e.cost} PP, осталось ${e.pp})` : '');

function owed(n: number): string {
  if (n === 0) return 'следующий ход — без потерь';
  return `в следующем ходу на ${n} ${ruPlural(n, 'основное действие', 'основных действия', 'основных действий')} меньше`;
}

function describe(e: SmEvent): string {
  switch (e.type) {
    case 'turn/started':
      return `Ход ${playerGen(e.seat)}.`;
    case 'turn/skipped':
      return `${hero(e.seat)} оглушён и пропускает этот ход.`;
    case 'turn/ended':
      return `${player(e.seat)} завершает ход.`;
    case 'maze/event':
      return `Событие лабиринта: ${mazeEventRu(e.event)}.`;
    case 'maze/no-effect':
      return `Событие лабиринта (${mazeEventRu(e.event)}) ни на что не влияет: ${NO_EFFECT[e.cause ?? ''] ?? 'там ничего нет'}.`;
    case 'maze/revealed':
      return `${agent(e.by)} открывает ${e.doors ? TILE[tileKind(e.doors)] : 'куб'} в ${where(e.at)}${e.item ? `, в нём ${item(e.item)[0]}` : ''}.`;
    case 'maze/rotated': {
      const n = Math.abs(e.turns ?? 1);
      return `${agent(e.by)} поворачивает куб в ${where(e.at)} ${(e.turns ?? 1) < 0 ? 'против часовой стрелки' : 'по часовой стрелке'}${n > 1 ? ` ${times(n)}` : ''}${pp(e)}.`;
    }
    case 'maze/slid': {
      const lost = e.lost;
      const line =
        e.event?.kind === 'slide'
          ? `${e.event.axis === 'x' ? `Ряд ${rowName(e.event.line)}` : `Столбец ${columnName(e.event.line)}`} сдвигается на одну клетку ${DIR[slideDirection(e.event)]}`
          : 'Лабиринт сдвигается';
      const what = lost?.doors
        ? `куб в ${where(lost.at)} выталкивается за край и пропадает${lost.items ? ' вместе со всем, что в нём было' : ''}`
        : `в ${where(lost?.at)} ничего не выпадает`;
      return `${line}: ${what}.`;
    }
    case 'maze/removed':
      return `Куб в ${where(e.at)} покидает уровень, его место занимает разрушенный куб.`;
    case 'maze/destroyed':
      return `${agent(e.by)} разрушает куб в ${where(e.at)}${pp(e)}.`;
    case 'defender/added':
      return `${guard(e.defender)} появляется в ${where(e.at)}.`;
    case 'defender/moved':
      return `${guard(e.defender)} идёт ${e.dir ? DIR[e.dir] : 'дальше'} в ${where(e.to)}${e.cause === 'chase' ? ', преследуя претендента' : ''}.`;
    case 'defender/attacks':
      return `${guard(e.defender)} нападает на ${(e.seats ?? []).map(playerGen).join(' и ')} в ${where(e.at)}.`;
    case 'defender/stunned':
      return `${agent(e.by)} оглушает ${guardAcc(e.defender)}${pp(e)}.`;
    case 'defender/skipped':
      return `${guard(e.defender)} оглушён и не ходит.`;
    case 'defender/destroyed':
      return `${agent(e.by)} уничтожает ${guardAcc(e.defender)}${pp(e)}.`;
    case 'defender/lost':
      return `${guard(e.defender)} пропадает вместе со своим кубом в ${where(e.at)}.`;
    case 'challenger/entered':
      return `${hero(e.seat)} входит в лабиринт: ${where(e.to)}.`;
    case 'challenger/moved':
      return e.cause === 'far'
        ? `${hero(e.seat)} достигает дальней стороны.`
        : e.cause === 'start'
          ? `${hero(e.seat)} возвращается в стартовую зону.`
          : `${hero(e.seat)} идёт ${e.dir ? DIR[e.dir] : 'дальше'} в ${where(e.to)}.`;
    case 'challenger/threatened':
      return threatened(e.seat, e.threat);
    case 'challenger/killed':
      return `${agent(e.by)} убивает ${heroAcc(e.seat)} в ${where(e.at)}.`;
    case 'challenger/lost':
      return `${hero(e.seat)} пропадает вместе со своим кубом в ${where(e.at)}.`;
    case 'challenger/stunned':
      return `${agent(e.by)} оглушает ${heroAcc(e.seat)}${pp(e)}; он пропустит ход.`;
    case 'challenger/respawned':
      return `Новый претендент ${playerGen(e.seat)} ждёт в стартовой зоне.`;
    case 'challenger/picked-up':
      return `${player(e.seat)} подбирает ${item(e.item)[1]}.`;
    case 'challenger/discarded':
      return `${player(e.seat)} оставляет ${item(e.item)[1]} в ${where(e.at)}.`;
    case 'challenger/battery':
      return `${player(e.seat)} использует батарею: +${e.amount} PP (теперь ${e.pp}).`;
    case 'challenger/escaped':
      return `${hero(e.seat)} уходит с ключом и побеждает!`;
    case 'reaction/ended':
      return e.safe
        ? `${hero(e.seat)} в безопасности (${owed(e.used ?? 0)}).`
        : `${player(e.seat)} больше не реагирует.`;
    case 'game/draw':
      return `Достигнут предел ходов (${e.turns}): ничья.`;
  }
}

/** Where a command moves ("идите на север") and where a neighbouring cube is ("куб на севере"). */
const TO = DIR;
const AT: Record<Direction, string> = {
  up: 'на севере',
  right: 'на востоке',
  down: 'на юге',
  left: 'на западе',
};
const TURN: Record<'cw' | 'ccw', string> = { cw: 'по часовой', ccw: 'против часовой' };

function command(a: SmAction): string {
  switch (a.type) {
    case 'move':
      return `идите ${TO[a.dir]}`;
    case 'investigate':
      return `исследуйте куб ${AT[a.dir]}`;
    case 'pickUp':
      if (a.body === undefined) return `возьмите ${a.index + 1}`;
      return `возьмите ${a.index + 1} с тела ${a.body + 1}`;
    case 'takeKey':
      return 'возьмите ключ';
    case 'rotate':
      if (a.target === 'here') return `поверните этот куб ${TURN[a.turn]}`;
      return `поверните куб ${AT[a.target]} ${TURN[a.turn]}`;
    case 'stunDefender':
      return `оглушите ${guardAcc(a.defender)}`;
    case 'destroyDefender':
      return `уничтожьте ${guardAcc(a.defender)}`;
    case 'stunChallenger':
      return `оглушите игрока ${a.seat + 1}`;
    case 'killChallenger':
      return `убейте игрока ${a.seat + 1}`;
    case 'destroyCube':
      return `разрушьте куб ${AT[a.dir]}`;
    case 'discard':
      return `выбросьте ${a.index + 1}`;
    case 'useBattery':
      return `используйте батарею ${a.index + 1}`;
    case 'end':
      return 'закончите';
  }
}

function objectCommand(a: ObjectAction, i: Item, from: number | undefined): string {
  const [, it] = item(i);
  if (a.type === 'discard') return `выбросьте ${it}`;
  if (a.type === 'useBattery') return `используйте ${it}`;
  return `возьмите ${it}${from === undefined ? '' : ` с тела ${playerGen(from)}`}`;
}

/** Russian command words → the parser's command words ('' drops a filler). */
const reading: SmLanguage['reading'] = {
  phrases: [
    [/против часовой( стрелки)?/g, 'ccw'],
    [/по часовой( стрелке)?/g, 'cw'],
  ],
  words: {
    // The commands as the labels word them (formal, as the whole interface speaks), and as a
    // player may type them among friends.
    идите: 'move',
    иди: 'move',
    исследуйте: 'investigate',
    исследуй: 'investigate',
    возьмите: 'pick',
    возьми: 'pick',
    подберите: 'pick',
    подбери: 'pick',
    поверните: 'rotate',
    поверни: 'rotate',
    оглушите: 'stun',
    оглуши: 'stun',
    уничтожьте: 'destroy',
    уничтожь: 'destroy',
    разрушьте: 'destroy',
    разрушь: 'destroy',
    убейте: 'kill',
    убей: 'kill',
    выбросьте: 'discard',
    выброси: 'discard',
    бросьте: 'discard',
    брось: 'discard',
    используйте: 'use',
    используй: 'use',
    закончите: 'end',
    закончи: 'end',
    закончить: 'end',
    конец: 'end',
    хватит: 'end',
    север: 'up',
    севере: 'up',
    восток: 'right',
    востоке: 'right',
    юг: 'down',
    юге: 'down',
    запад: 'left',
    западе: 'left',
    на: '',
    этот: 'here',
    вверх: 'up',
    сверху: 'up',
    вправо: 'right',
    справа: 'right',
    вниз: 'down',
    снизу: 'down',
    влево: 'left',
    слева: 'left',
    здесь: 'here',
    стража: 'defender',
    страж: 'defender',
    игрока: 'player',
    игрок: 'player',
    претендента: 'player',
    ключ: 'key',
    батарею: 'battery',
    батарея: 'battery',
    тела: 'body',
    тело: 'body',
    с: 'from',
    куб: '',
  },
};

/** The terminal board's labels. */
const board: BoardWords = {
  far: 'даль',
  legend: [
    'Обозначения: 1-4 претенденты, A B.. стражи, x тело, k ключ, b батарея, * несколько (перечислены ниже);',
    '             . не открыт, ### разрушенный куб, S стартовая зона (1> ждёт там), <1 на дальней стороне.',
  ],
  nothing: 'ничего',
  player: (seat) => player(seat),
  defender: (_id, letter) => `Страж ${letter}`,
  body: (seat) => `тело ${playerGen(seat)}`,
  item: (i) => item(i)[0],
  where,
  dead: 'погиб (вернётся в следующий ход)',
  startArea: 'стартовая зона',
  farSide: (row) => `дальняя сторона, ряд ${row}`,
  reaction: (r, letter) => {
    const t = r.threat;
    const danger =
      t.kind === 'defender'
        ? `Страж ${letter} нападает на ${heroAcc(r.seat)}`
        : t.cause === 'destroy'
          ? `Куб ${playerGen(r.seat)} в ${where(t.at)} вот-вот разрушат`
          : t.cause === 'z'
            ? `Куб ${playerGen(r.seat)} в ${where(t.at)} вот-вот покинет уровень (Z)`
            : `Куб ${playerGen(r.seat)} в ${where(t.at)} вот-вот вытолкнут из лабиринта`;
    return `${danger}: реагируйте, пока не будете в безопасности (основные действия спишутся со следующего хода), или сдайтесь командой «закончите».`;
  },
  gameOver: (winner) =>
    winner === null
      ? 'Партия окончена: ничья (предел ходов).'
      : `Партия окончена: ${player(winner)} сбегает и побеждает.`,
  shutOut: (seat, cell, row) =>
    `${player(seat)} не может войти: вход ${cell} — разрушенный куб. Остаётся только завершать ход, пока сдвиг ряда ${row} не уберёт его.`,
  toMove: (seat, mainLeft) =>
    `Ходит ${player(seat)}: осталось ${mainLeft} ${ruPlural(mainLeft, 'основное действие', 'основных действия', 'основных действий')}.`,
  turn: (turns, turnCap, status) => `Ход ${turns + 1}/${turnCap}. ${status}`,
  pendingEvent: (e) => `Предстоит событие лабиринта: ${mazeEventRu(e)}.`,
  stunned: 'оглушён',
  owes: (n) => `должен ${n} ${ruPlural(n, 'основное действие', 'основных действия', 'основных действий')}`,
  challenger: (seat, you, place, pp, items, flags) =>
    `${player(seat)}${you ? ' (вы)' : ''}: ${place}, ${pp} PP, несёт: ${items}${flags ? `; ${flags}` : ''}.`,
  defenderAt: (_id, letter, at, stunned) => `Страж ${letter} в ${where(at)}${stunned ? ', оглушён' : ''}.`,
  shared: (at, names) => `* в ${where(at)}: ${names.join(', ')}.`,
  lying: (at, items) => `В ${where(at)}: ${items}.`,
  bodyAt: (at, index, seat, items) =>
    `В ${where(at)}: тело ${index + 1} ${playerGen(seat)}, при нём: ${items}.`,
  counts: (bag, lost, destroyed) =>
    `Мешок: ${bag} ${ruPlural(bag, 'куб', 'куба', 'кубов')}. Потеряно: ${lost}. Разрушено: ${destroyed}.`,
};

/** The parser's command words as a Russian player writes them (`wordedAs`). */
const OWN_WORDS: Readonly<Record<string, string>> = {
  move: 'идите',
  m: 'идите',
  go: 'идите',
  investigate: 'исследуйте',
  inv: 'исследуйте',
  i: 'исследуйте',
  explore: 'исследуйте',
  rotate: 'поверните',
  rot: 'поверните',
  turn: 'поверните',
  stun: 'оглушите',
  destroy: 'уничтожьте',
  kill: 'убейте',
  pick: 'возьмите',
  take: 'возьмите',
  get: 'возьмите',
  discard: 'выбросьте',
  drop: 'выбросьте',
  use: 'используйте',
  end: 'закончите',
  up: 'вверх',
  right: 'вправо',
  down: 'вниз',
  left: 'влево',
  here: 'здесь',
  current: 'здесь',
  defender: 'страж',
  player: 'игрок',
  key: 'ключ',
  battery: 'батарея',
  body: 'тело',
  from: 'с',
  cw: 'по часовой',
  ccw: 'против часовой',
};
const own = (words: string): string => wordedAs(OWN_WORDS, words);

const errors: CommandErrors = {
  empty: 'Введите команду, например «иди на восток», «поверни этот куб по часовой» или «закончи».',
  needsDirection: (verb, what) => `«${own(verb)}»: нужно указать ${what} (вверх, вправо, вниз или влево).`,
  notDirection: (word) => `«${own(word)}» — не направление: ожидается вверх, вправо, вниз или влево.`,
  needs: (verb, what) => `«${own(verb)}»: нужно указать ${what}.`,
  notNumber: (word, what) => `«${own(word)}» — не число: ожидается ${what}.`,
  extra: (word, after) => `Лишнее «${own(word)}» после «${own(after)}».`,
  missingTurn: (after) => `После «${own(after)}» не хватает «по часовой» или «против часовой».`,
  rotateNeeds:
    '«поверни»: нужно указать «по часовой» или «против часовой» (а перед этим, если нужно, направление).',
  badTurn: (turn, after) =>
    turn === undefined
      ? `После «${own(after)}» не хватает «по часовой» или «против часовой».`
      : `«${own(turn)}» после «${own(after)}» — ни «по часовой», ни «против часовой».`,
  notKilled: 'Стражей уничтожают, а не убивают: «уничтожь стража N».',
  notDestroyed: 'Претендентов убивают, а не уничтожают: «убей игрока N».',
  needsTarget: (verb) => `«${own(verb)}»: нужна цель — страж N или игрок N.`,
  notTarget: (word) => `«${own(word)}» — не цель: ожидается страж или игрок.`,
  unexpected: (word) => `Неожиданное «${own(word)}»: напишите «возьми N с тела M».`,
  notCommand: (verb) =>
    `«${own(verb)}» — не команда: ожидается иди, исследуй, поверни, оглуши, уничтожь, убей, возьми, выброси, используй или закончи.`,
  what: {
    direction: 'направление',
    turnOrDirection: '«по часовой», «против часовой» или направление',
    directionOrDefender: 'направление или «страж N»',
    defender: 'номер или букву стража',
    player: 'номер игрока',
    objectOrKey: 'номер предмета или «ключ»',
    body: 'номер тела',
    object: 'номер предмета',
    battery: 'номер батареи',
  },
};

export const ru: SmLanguage = {
  words,
  describe,
  command,
  objectCommand,
  reading,
  board,
  errors,
};
