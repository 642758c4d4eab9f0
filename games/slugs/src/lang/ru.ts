/** Лабиринт слизней по-русски. */
import { type GameWords, ruPlural } from '@daedalus/core';
import { cellName } from '../cells.ts';
import type { Mode, SlugsEvent } from '../types.ts';
import { cellList, orList, type SlugsWords } from './words.ts';

const game: GameWords = {
  name: 'Лабиринт слизней',
  summary:
    'Пошаговая оборона лабиринта: ставьте стены так, чтобы слизни заползли в машины-убийцы, — в одиночку, в дуэли или спасая перепуганного героя в кампании из нескольких комнат.',
  howToPlay:
    'Слизни ползут по лабиринту к вашей базе. Каждый ход вы можете поставить одну стену, затем каждый слизень делает одно действие: выбирает путь (меньше всего стен, затем самый короткий), переползает на одну клетку или растворяет стену на своём пути — эта стена вернётся к вам через два хода. Машин-убийц слизни не видят: заманите на них всех слизней, и вы победили; если хоть один доберётся до базы — проигрыш. В дуэли у каждого своя база, и стены можно ставить на пути чужих слизней. В сопровождении вы заказываете стены (чем больше сразу, тем позже они появятся), развязываете героя и не подпускаете к нему слизней, пока он ищет выход; увидев слизня, он паникует.',
  options: {
    mode: {
      label: 'Режим',
      description:
        'Оборона (один против слизней), дуэль (двое, у каждого своя база и свои слизни) или сопровождение (провести героя через кампанию комнат). Если не выбран — то, для чего сделан уровень: одному оборона, вдвоём дуэль.',
      choices: { defence: 'Оборона', duel: 'Дуэль', escort: 'Сопровождение' },
      unset: 'Как задано уровнем',
    },
    level: {
      label: 'Уровень',
      description:
        'Встроенный уровень по его названию (список — на странице правил), новый уровень, созданный из зерна игры, или свой уровень, вставленный текстом. Пусто — первый уровень режима.',
    },
    hidePaths: {
      label: 'Скрыть пути слизней',
      description: 'Задуманные пути слизней не показываются: догадайтесь сами, куда они ползут.',
    },
    turnLimit: {
      label: 'Лимит ходов',
      description:
        'Сколько ходов может длиться карта (каждая комната кампании); после этого игра заканчивается вничью.',
    },
  },
  presets: {
    taster: 'Проба (25 ходов)',
    defence: 'Оборона',
    duel: 'Дуэль',
    escort: 'Кампания сопровождения',
    blind: 'Скрытые пути',
    generated: 'Случайный уровень',
  },
};

/** Названия встроенных уровней и кампании по их английским названиям. */
const SHIPPED_NAMES: Readonly<Record<string, string>> = {
  'First Light': 'Рассвет',
  'Side Doors': 'Боковые двери',
  'The Long Way': 'Долгий путь',
  Crossroads: 'Перекрёсток',
  Latecomers: 'Опоздавшие',
  'The Swarm': 'Рой',
  Mirror: 'Зеркало',
  'Twin Corridors': 'Коридоры-близнецы',
  'Cross Fire': 'Перекрёстный огонь',
  'Two by Two': 'По двое',
  'Out of the Lab': 'Побег из лаборатории',
  'The Post': 'Столб',
  'Two Gates': 'Двое ворот',
  Columns: 'Колоннада',
  Hunters: 'Охотники',
  'The Long Hall': 'Длинный зал',
  Untitled: 'Без названия',
  'Random defence': 'Случайная оборона',
  'Random duel': 'Случайная дуэль',
  'Random campaign': 'Случайная кампания',
};

/** A level's name as shown: a shipped or generated one's translated, any other as written. */
const levelName = (name: string | undefined): string => {
  if (name === undefined) return '';
  const room = /^Room (\d+)$/.exec(name);
  return room ? `Комната ${room[1]}` : (SHIPPED_NAMES[name] ?? name);
};

const player = (seat: number | undefined): string => `игрок ${(seat ?? 0) + 1}`;
const Player = (seat: number | undefined): string => `Игрок ${(seat ?? 0) + 1}`;
const ofPlayer = (seat: number | undefined): string => `игрока ${(seat ?? 0) + 1}`;
const toPlayer = (seat: number | undefined): string => `игроку ${(seat ?? 0) + 1}`;
const slug = (id: number | undefined): string => `Слизень ${(id ?? 0) + 1}`;
const walls = (n: number): string => `${n} ${ruPlural(n, 'стена', 'стены', 'стен')}`;
const cells = (n: number): string => `${n} ${ruPlural(n, 'клетку', 'клетки', 'клеток')}`;
/** Accusative: «заказывает 1 стену», «сквозь 2 стены». */
const wallsAcc = (n: number): string => `${n} ${ruPlural(n, 'стену', 'стены', 'стен')}`;
const name = (p: { x: number; y: number } | undefined): string => (p ? cellName(p) : '?');

function event(e: SlugsEvent, mode: Mode): string {
  switch (e.type) {
    case 'wall/placed':
      return `${Player(e.seat)} ставит стену на ${name(e.at)}.`;
    case 'wall/ordered': {
      const n = e.cells?.length ?? 0;
      return `${Player(e.seat)} заказывает ${wallsAcc(n)} на ${cellList(e.cells, cellName)}; ${n === 1 ? 'она появится' : 'они появятся'} в конце хода ${e.turn}.`;
    }
    case 'wall/appeared':
      return `${(e.cells?.length ?? 0) === 1 ? 'Появляется стена' : 'Появляются стены'} на ${cellList(e.cells, cellName)}.`;
    case 'wall/blocked':
      return `Стена не может появиться на ${name(e.at)}: там кто-то стоит; она возвращается в запас.`;
    case 'wall/returned': {
      const n = e.count ?? 1;
      return `${walls(n)} ${n === 1 ? 'возвращается' : 'возвращаются'} в запас ${ofPlayer(e.seat)}.`;
    }
    case 'player/waited':
      return `${Player(e.seat)} ждёт.`;
    case 'hero/untied':
      return 'Героя развязали.';
    case 'slug/woke':
      return `${slug(e.slug)} просыпается на ${name(e.at)}.`;
    case 'slug/decided': {
      const way =
        e.length === undefined
          ? 'путь'
          : `путь длиной в ${cells(e.length)}${e.walls ? ` сквозь ${wallsAcc(e.walls)}` : ''}`;
      return e.early
        ? `${slug(e.slug)} видит, что путь изменился, и выбирает заново: ${way}.`
        : `${slug(e.slug)} выбирает ${way}.`;
    }
    case 'slug/no-path':
      return `${slug(e.slug)} не находит пути к герою и ждёт.`;
    case 'slug/moved':
      return `${slug(e.slug)} переползает с ${name(e.from)} на ${name(e.to)}.`;
    case 'slug/evaporated':
      return `${slug(e.slug)} растворяет стену на ${name(e.at)}; она вернётся к ${toPlayer(e.seat)} в конце хода ${e.turn}.`;
    case 'slug/killed':
      return `${slug(e.slug)} заползает в машину-убийцу на ${name(e.at)} и погибает.`;
    case 'slug/reached-base':
      return mode === 'duel'
        ? `${slug(e.slug)} добирается до базы ${ofPlayer(e.seat)}!`
        : `${slug(e.slug)} добирается до базы!`;
    case 'slug/caught-hero':
      return `${slug(e.slug)} настигает героя на ${name(e.at)}!`;
    case 'hero/moved':
      return e.reason === 'to-exit'
        ? `Герой идёт на ${name(e.to)}, к выходу.`
        : e.reason === 'fleeing'
          ? `Герой бежит от слизня на ${name(e.to)}.`
          : `Герой бежит от места, где последний раз видел слизня, на ${name(e.to)}.`;
    case 'hero/stayed':
      return e.reason === 'lying'
        ? 'Герой лежит на полу и орёт.'
        : e.reason === 'cornered'
          ? `Герой загнан в угол на ${name(e.at)}.`
          : e.reason === 'no-way-out'
            ? 'Герой не находит пути к выходу и стоит на месте.'
            : 'Герой оцепенел от страха.';
    case 'hero/stress':
      return `Стресс героя ${(e.count ?? 0) > 0 ? 'растёт' : 'падает'} до ${e.stress}.`;
    case 'room/left':
      return `Герой покидает комнату «${levelName(e.name)}».`;
    case 'room/entered':
      return e.room === 0 ? `${levelName(e.name)}.` : `Комната ${(e.room ?? 0) + 1}: ${levelName(e.name)}.`;
    case 'game/over':
      return over(e.reason ?? '', e.winners ?? [], mode);
  }
}

function over(reason: string, winners: readonly number[], mode: Mode): string {
  switch (reason) {
    case 'all-slugs-dead':
      return mode === 'duel'
        ? `Все слизни ${ofPlayer(winners[0])} погибли: ${player(winners[0])} побеждает!`
        : 'Все слизни погибли: вы победили!';
    case 'slug-reached-base':
      return mode === 'duel'
        ? `${Player(winners[0])} побеждает.`
        : 'Слизень добрался до базы: игра проиграна.';
    case 'hero-caught':
      return 'Слизень настиг героя: сопровождение провалено.';
    case 'campaign-won':
      return 'Герой выбрался: кампания пройдена!';
    default:
      return 'Лимит ходов исчерпан: ничья.';
  }
}

export const ru: SlugsWords = {
  game,
  event,
  moves: { wall: 'стена', walls: 'стены', untie: 'развязать', wait: 'ждать' },
  board: {
    legend: [
      'Обозначения: # стена уровня, + стена игрока 1 (или ваша), = стена игрока 2, o стена в пути,',
      '             X машина-убийца, A B базы, a b слизни, ползущие к базе A или B, h слизень, охотящийся на героя,',
      '             H герой, E дверь-выход, D входная дверь, : задуманный путь слизня, ? где герой последний раз видел слизня.',
    ],
    heading: (turn, limit, name, room, rooms) =>
      `Ход ${turn} из ${limit} · ${levelName(name)}${rooms > 1 ? ` (комната ${room + 1} из ${rooms})` : ''}`,
    owner: (seat, mode) => (mode === 'duel' ? `Игрок ${seat + 1} (база ${seat === 0 ? 'A' : 'B'})` : 'Стены'),
    inStock: (n) => `в запасе ${n}`,
    comingBack: 'вернутся: ',
    backAt: (count, turn) => `${count} в конце хода ${turn}`,
    transit: (cells, turn) => `Стены в пути на ${cells}: появятся в конце хода ${turn}`,
    slug: {
      head: (id, letter, cell) => `Слизень ${id + 1} (${letter}) на ${cell}`,
      dead: (id) => `Слизень ${id + 1}: погиб`,
      asleep: (wakes) => `спит, проснётся на ходу ${wakes}`,
      deciding: 'сейчас будет выбирать путь',
      following: 'ползёт по пути',
      stepsLeft: (n) => `ещё ${n} ${ruPlural(n, 'шаг', 'шага', 'шагов')} до нового выбора`,
      next: (cell) => `дальше ${cell}`,
      toEat: (n) => `растворить: ${walls(n)}`,
    },
    hero: {
      at: (cell) => `Герой на ${cell}`,
      tied: 'привязан к столбу',
      stress: (bar, n) => `стресс ${bar} ${n}/5`,
      sees: 'видит слизня',
      seesNone: 'слизня не видит',
      lastSaw: (cell) => `последний раз видел на ${cell}`,
      moods: {
        tied: 'ждёт, когда его развяжут',
        lying: 'лежит на полу и орёт',
        'to-exit': 'идёт к выходу',
        fleeing: 'бежит от слизня',
        'fleeing-place': 'бежит от места, где видел слизня',
        frozen: 'оцепенел от страха',
      },
    },
    toAct: (seat, mode) => (mode === 'duel' ? `Ходит игрок ${seat + 1}.` : 'Ваш ход.'),
    result: (r, mode) => over(r.reason, r.winners, mode),
    hiddenPaths: 'Пути слизней за этим столом скрыты.',
    levelName,
    shippedNotes: {
      'The slug takes the shortest open way. One wall, well placed, turns it onto the machine.':
        'Слизень ползёт кратчайшим открытым путём. Одна удачно поставленная стена направит его в машину.',
      'Three slugs, three machines. Block the short ways and they take the long ones.':
        'Три слизня, три машины. Перекройте короткие пути — и они поползут длинными.',
      'A bigger maze. The slugs wake one by one: watch where each is heading.':
        'Лабиринт побольше. Слизни просыпаются по одному: следите, куда направляется каждый.',
      'The ways cross in the middle; a wall there turns more than one slug.':
        'Пути пересекаются в центре; стена там развернёт не одного слизня.',
      'Walls come back two turns after a slug eats them: use them again.':
        'Съеденные слизнем стены возвращаются через два хода: ставьте их снова.',
      'Three hungry slugs and a machine in a far corner. Patience.':
        'Три голодных слизня и машина в дальнем углу. Терпение.',
      "Each slug takes the short way to its base. Turn yours onto a machine — or open the way for the other's.":
        'Каждый слизень ползёт коротким путём к своей базе. Направьте своего в машину — или откройте путь чужому.',
      'Four machines, one slug each. The first to turn their slug onto one wins.':
        'Четыре машины, по слизню у каждого. Кто первым направит своего слизня в машину, тот и победил.',
      'Two slugs each, the second waking late. Open the other’s way while you close yours.':
        'По два слизня у каждого, второй просыпается поздно. Открывайте путь чужому, закрывая свой.',
      'A wide maze and two slugs each; every wall you place may help your rival too.':
        'Широкий лабиринт и по два слизня у каждого; любая ваша стена может помочь и сопернику.',
      'Untie him. Once he is calm he walks to the exit by himself.':
        'Развяжите его. Успокоившись, он сам пойдёт к выходу.',
      'Cut the slug’s way before it finds him, and keep it out of his sight.':
        'Перекройте слизню путь, пока он не нашёл героя, и не давайте герою его увидеть.',
      'Two rows of pillars. Walls take a turn to come: order them early.':
        'Два ряда колонн. Стены появляются через ход: заказывайте их заранее.',
      'A second slug wakes later. Keep a wall for it.':
        'Второй слизень просыпается позже. Приберегите для него стену.',
      'Two slugs between him and the door. The last room.':
        'Два слизня между ним и дверью. Последняя комната.',
    },
  },
  typed: {
    wall: ['стена', 'стены', 'стену', 'поставить', 'с'],
    untie: ['развязать', 'развяжи', 'отвязать', 'освободить'],
    wait: ['ждать', 'жди', 'пропустить', 'пас'],
    at: ['на', 'в'],
  },
  parse: {
    empty: (moves) => `Введите ход: ${moves}.`,
    unknown: (word, moves) => `«${word}» — не ход: введите ${moves}.`,
    noCell: (word) => `«${word}» — не клетка: укажите букву столбца и номер строки, например c4.`,
    either: (moves) =>
      orList(
        moves.map((m) => `«${m}»`),
        'или',
      ),
  },
};
