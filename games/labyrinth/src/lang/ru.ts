/**
 * The Labyrinth in Russian: the game's words, the game master's announcements ("Вышел на
 * сушу, нашёл сокровище", "Не могу пройти — стена", "Слышен крик!"), moves said as players
 * say them ("стреляю влево, затем иди вверх"), and the terminal board; how typed moves are
 * read is `ru-reader.ts`.
 */
import { type Direction, type GameWords, type Point, ruPlural } from '@daedalus/core';
import type { CellType } from '../plan/types.ts';
import {
  type ActionPhrases,
  type BoardWords,
  capitalize,
  type EventPhrases,
  type LabyrinthLanguage,
  listFound,
  type MovementPhrases,
  type StatusPhrases,
} from '../text/language.ts';
import { type Condition, type Found, foundAnything, type ItemKind } from '../types.ts';
import { reader } from './ru-reader.ts';

const words: GameWords = {
  name: 'Лабиринт',
  summary: 'Найдите настоящее сокровище в лабиринте, которого не видно; ведущий — компьютер.',
  howToPlay:
    'Лабиринта не видно: компьютер-ведущий сообщает только то, на что вы наткнулись. Тайно выберите стартовую клетку, а в свой ход идите на клетку вверх, вниз, влево или вправо, стреляйте или бросайте гранату. Слушайте каждый ответ — «стена», «река», «госпиталь», «сокровище» — и рисуйте свою карту. Найдите настоящее сокровище и вынесите его через выход — и вы победили.',
  options: {
    width: {
      label: 'Ширина',
      description: 'Ширина создаваемого лабиринта (в клетках).',
    },
    height: {
      label: 'Высота',
      description: 'Высота создаваемого лабиринта (в клетках).',
    },
    shape: {
      label: 'Форма',
      description: 'Очертания создаваемого лабиринта: прямоугольник, без углов или крест.',
      choices: {
        rectangle: 'Прямоугольник',
        'no-corners': 'Без углов',
        cross: 'Крест',
      },
    },
    plan: {
      label: 'План (JSON)',
      description:
        'Готовый план (в записи со страницы правил) вместо создаваемого; он должен пройти проверку.',
    },
    landmines: {
      label: 'Мины',
      description: 'Каждый игрок начинает с одной миной.',
    },
    weaponryMines: {
      label: 'Мины в арсенале',
      description: 'Арсенал выдаёт мину и игроку с пустыми руками.',
    },
    encephalitis: {
      label: 'Энцефалит',
      description: 'В создаваемых планах есть клетки энцефалита (готовые планы решают сами).',
    },
    healMoves: {
      label: 'Ходов до госпиталя',
      description:
        'За сколько успешных ходов заражённый должен дойти до госпиталя (если не задано: на три больше числа игроков).',
    },
    healUnlimited: {
      label: 'Лечение без срока',
      description: 'Время на лечение после заражения не ограничено.',
    },
    nstop: {
      label: 'Раундов без изменений (Nstop)',
      description:
        'После стольких раундов без необратимых изменений игра кончается вничью (если не задано: число клеток).',
    },
    rivers: {
      label: 'Реки',
      description:
        'Обычные, мелкие (несут один раз, дальше можно идти вдоль) или бурные (несут до самой дельты) реки.',
      choices: {
        normal: 'Обычные',
        shallow: 'Мелкие',
        turbulent: 'Бурные',
      },
    },
    shotRange: {
      label: 'Дальность выстрела',
      description:
        'На сколько клеток пуля пролетает дальше клетки стрелка (если не задано: без ограничения).',
    },
    shootFromRivers: {
      label: 'Стрельба из реки',
      description: 'Из клеток реки можно стрелять (если выключено: «порох отсырел»).',
    },
    shootThroughBuildings: {
      label: 'Стрельба сквозь здания',
      description: 'Пули пролетают сквозь арсеналы и госпитали (стрелять из них нельзя).',
    },
    targetedShots: {
      label: 'Прицельные выстрелы',
      description: 'Каждый выстрел называет игрока и клетку; попасть можно только в него и только там.',
    },
    mineVictimsReorder: {
      label: 'Новая клетка после мины',
      description: 'Раненный миной игрок может заказать новую клетку (если выключено: не может).',
    },
    commonStart: {
      label: 'Общий старт',
      description: 'Все начинают на одной клетке, которую выбирает ведущий, без патронов и гранат.',
    },
    startShared: {
      label: 'Общие стартовые клетки',
      description:
        'Два игрока могут выбрать одну стартовую клетку (если выключено: такой выбор недействителен).',
    },
    startForbidden: {
      label: 'Запрещённые стартовые клетки',
      description: 'Типы клеток, на которых выбранный старт недействителен.',
      choices: {
        land: 'Суша',
        hospital: 'Госпиталь',
        weaponry: 'Арсенал',
        pit: 'Яма',
        river: 'Река',
        delta: 'Дельта',
        encephalitis: 'Энцефалит',
      },
    },
    allowSkip: {
      label: 'Пропуск хода',
      description: 'Игрок может пропустить ход.',
    },
    allowRepeats: {
      label: 'Повтор хода',
      description: 'Ход, который заведомо ничего не меняет (тот же ход после «стена»), можно повторить.',
    },
    blowReport: {
      label: 'Что сообщается о взрыве',
      description:
        'Что говорится о гранате: ничего, осталась ли там стена после взрыва, или всё (стены нет / взорвана / устояла).',
      choices: {
        silent: 'Ничего',
        'wall-remains': 'Осталась ли стена',
        full: 'Всё',
      },
    },
    throwing: {
      label: 'Бросать предметы',
      description: 'Предметы можно бросать на соседние клетки (если выключено: только оставлять на своей).',
    },
    mineOnNeighbour: {
      label: 'Мина на соседнюю клетку',
      description: 'Мину можно поставить на соседнюю клетку (если выключено: только на свою).',
    },
    conditionalMoves: {
      label: 'Условные ходы',
      description: 'Условные ходы разрешены.',
    },
    darkMoves: {
      label: 'Тёмные ходы',
      description: 'Тёмные ходы разрешены.',
    },
    semiDarkMoves: {
      label: 'Полутёмные ходы',
      description: 'Полутёмные ходы разрешены.',
    },
    recall: {
      label: 'Напоминание ходов',
      description: 'Можно узнать только последний ход другого игрока или весь открытый журнал.',
      choices: {
        last: 'Только последний ход',
        full: 'Весь журнал',
      },
    },
    lastSurvivorMoves: {
      label: 'Ходов последнему выжившему',
      description:
        'За сколько ходов последний выживший должен вынести настоящее сокровище (если не задано: он сразу побеждает).',
    },
    handicaps: {
      label: 'Фора (JSON)',
      description: 'Фора для более слабых игроков.',
    },
    moveSeconds: {
      label: 'Секунд на ход',
      description:
        'Время на один ход в игре по сети; кто не уложился, проигрывает (если не задано: без ограничения).',
    },
    thinkingBreaks: {
      label: 'Перерывы на раздумье',
      description:
        'Игрок может один раз взять пятиминутный перерыв перед ходом (снова — когда половина игроков использовала свои).',
    },
    generator: {
      label: 'Ограничения генератора (JSON)',
      description:
        'Ограничения для создаваемого лабиринта (число арсеналов, госпиталей, ям, рек, рукавов, выходов, стен).',
    },
    closedExits: {
      label: 'Закрытые выходы',
      description: 'Выходы могут быть закрыты разрушаемой стеной (если выключено: все выходы открыты).',
    },
    crossings: {
      label: 'Переходы',
      description:
        'Противоположные стороны лабиринта соединены цепочками клеток суши, госпиталей, арсеналов и дельт без стен.',
    },
    fakeTreasures: {
      label: 'Ложные сокровища',
      description: 'Создаваемые планы: число ложных сокровищ (если не задано: на выбор генератора).',
    },
    notebook: {
      label: 'Блокнот',
      description:
        'Каждый игрок видит блокнот: ходы всех игроков и ответы ведущего по столбцам, как они были услышаны (правило 6.3).',
    },
  },
  presets: {
    standard: 'Стандарт (все правила)',
    beginner: 'Для новичков',
    taster: 'Пробная (маленькая, короткая)',
  },
};

// --- Announcements

const seat = (s: number): string => `Игрок ${s + 1}`;
const cell = (p: Point): string => `столбец ${p.x + 1}, строка ${p.y + 1}`;

const DIR: Record<Direction, string> = { up: 'вверх', right: 'вправо', down: 'вниз', left: 'влево' };
const WALL: Record<Direction, string> = {
  up: 'верхнюю стену',
  right: 'правую стену',
  down: 'нижнюю стену',
  left: 'левую стену',
};

const CELL: Record<CellType, string> = {
  land: 'суша',
  hospital: 'госпиталь',
  weaponry: 'арсенал',
  pit: 'яма',
  river: 'река',
  delta: 'дельта',
  encephalitis: 'клетка энцефалита',
};

const ITEM_FORMS: Record<ItemKind, [string, string, string]> = {
  treasure: ['сокровище', 'сокровища', 'сокровищ'],
  bullet: ['патрон', 'патрона', 'патронов'],
  grenade: ['граната', 'гранаты', 'гранат'],
  mine: ['мина', 'мины', 'мин'],
  corpse: ['труп', 'трупа', 'трупов'],
};

/** "сокровище", "2 патрона". */
const countOf = (kind: ItemKind, n: number): string =>
  n === 1 ? ITEM_FORMS[kind][0] : `${n} ${ruPlural(n, ...ITEM_FORMS[kind])}`;
/** The item in the accusative for "оставить …" ("оставить мину"). */
const ITEM_ACC: Record<ItemKind, string> = {
  treasure: 'сокровище',
  bullet: 'патрон',
  grenade: 'гранату',
  mine: 'мину',
  corpse: 'труп',
};
const found = (f: Found): string => listFound(f, countOf, 'и');

const screams = (n: number): string =>
  n === 0
    ? 'крика не слышно'
    : n === 1
      ? 'слышен крик!'
      : `слышно ${n} ${ruPlural(n, 'крик', 'крика', 'криков')}!`;

const REASONS: Record<string, string> = {
  'treasure-carried-out': 'настоящее сокровище вынесено',
  'last-survivor': 'победил последний выживший',
  'draw/no-change': 'достигнут предел раундов подряд без необратимых изменений: ничья',
  'draw/all-skip': 'все игроки пропустили ход: ничья',
  'draw/true-treasure-lost': 'настоящее сокровище потеряно навсегда: ничья',
  'draw/no-survivors': 'никто не выжил: ничья',
  'draw/survivor-out-of-time': 'последний выживший не успел вынести сокровище: ничья',
};

const moves = (n: number): string => `${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`;

const events: EventPhrases = {
  'labyrinth/start-chosen': (e) => `${seat(e.seat)} выбрал стартовую клетку.`,
  'labyrinth/start-cell': (e) => `Вы начинаете: ${cell(e.cell)}.`,
  'labyrinth/starts-invalid': () =>
    'Ведущий признал выбор стартовых клеток недействительным. Это обычное дело (правило 6.1), и о вашей клетке это ничего не говорит: так бывает, когда двое выбрали одну клетку или клетку, с которой за этим столом начинать нельзя, а какую — ведущий не скажет. Все выбирают заново, каждый — не ту клетку, что в прошлый раз.',
  'labyrinth/peek': (e) => `Клетка (${cell(e.cell)}) — ${CELL[e.cellType]}.`,
  'labyrinth/started': (e) => {
    const order = e.order.map((s) => s + 1).join(', ');
    const heal =
      e.healMoves === null
        ? 'время на лечение от энцефалита не ограничено'
        : `на лечение от энцефалита даётся ${e.healMoves} ${ruPlural(e.healMoves, 'успешный ход', 'успешных хода', 'успешных ходов')}`;
    return `Игра началась${e.commonStart ? ' (все на одной клетке, без патронов и гранат)' : ''}. Порядок ходов: ${order}. ${e.nstop} ${ruPlural(e.nstop, 'раунд', 'раунда', 'раундов')} подряд без необратимых изменений — ничья; ${heal}.`;
  },
  'labyrinth/start-place': (e) => {
    let t = `${seat(e.seat)}: ${CELL[e.cellType]}`;
    if (e.miteWoken) t += ', разбудил клеща';
    if (e.found) t += `, нашёл ${found(e.found)}`;
    return `${t}.`;
  },
  'labyrinth/turn-notice': (e) => {
    if (e.notice === 'dead') return `${seat(e.seat)} мёртв.`;
    if (e.notice === 'mine-wound')
      return `${seat(e.seat)}, раненный миной на прошлом ходу, может заказать новую клетку.`;
    return `${seat(e.seat)} ранен${e.canReorder ? ' и может заказать новую клетку' : ''}.`;
  },
  'labyrinth/reordered': (e) => `${seat(e.seat)} заказал новую клетку.`,
  'labyrinth/reorder-cell': (e) =>
    `Вы продолжаете с клетки ${cell(e.cell)}: ${CELL[e.cellType]}${e.healed ? `; вы вылечены${e.immune ? ', теперь невосприимчивы к энцефалиту' : ''}` : ''}.`,
  'labyrinth/move': (e, say) => `${seat(e.seat)}: ${say.action(e.move)}.`,
  'labyrinth/shot': (e) => {
    const head = `Выстрел ${DIR[e.dir]}`;
    switch (e.result) {
      case 'fired': {
        const heard = screams(e.screams);
        let t = `${head} — ${heard}${heard.endsWith('!') ? '' : '.'}`;
        if (foundAnything(e.atFeet)) t += ` К вашим ногам упало: ${found(e.atFeet as Found)}.`;
        const ground = e.ground ?? 0;
        return `${t} Патронов: ${e.bullets}${ground > 0 ? `, ещё ${ground} на земле` : ''}.`;
      }
      case 'no-bullet':
        return `${head} — увы, патронов нет.`;
      case 'from-hospital':
        return 'Стрелять из госпиталя запрещено.';
      case 'from-weaponry':
        return 'Стрелять из арсенала запрещено.';
      case 'damp':
        return `${head} — порох отсырел.`;
      case 'cannot':
        return 'Раненый или заражённый не может стрелять.';
      case 'outside':
        return 'Снаружи лабиринта стрелять не во что.';
    }
  },
  'labyrinth/grenade': (e) => {
    const head = `Взорвать ${WALL[e.dir]}`;
    if (e.result === 'no-grenade') return `${head} — увы, гранат нет.`;
    if (e.result === 'outside')
      return `${head} — снаружи лабиринта стен нет, граната потрачена. Гранат: ${e.grenades}.`;
    const wall = {
      remains: 'стена на месте',
      gone: 'стены там больше нет',
      none: 'стены там не было',
      blown: 'стена взорвана',
      withstood: 'стена устояла',
    };
    return `${head} — ${e.wall === null ? 'сделано' : wall[e.wall]}. Гранат: ${e.grenades}.`;
  },
  'labyrinth/mine-set': (e) => {
    const tail = {
      set: 'сделано',
      'no-mine': 'увы, мины нет',
      cannot: 'раненый или заражённый не может ставить мины',
      outside: 'не снаружи лабиринта',
    };
    return `Поставить мину ${e.to === 'here' ? 'здесь' : DIR[e.to]} — ${tail[e.result]}.`;
  },
  'labyrinth/item-left': (e) => {
    const head =
      e.to === 'here' ? `Оставить ${ITEM_ACC[e.item]}` : `Бросить ${ITEM_ACC[e.item]} ${DIR[e.to]}`;
    const tail = {
      done: 'сделано',
      'fell-back': `у ваших ног лежит: ${countOf(e.item, 1)}`,
      none: 'увы, у вас этого нет',
      cannot: 'раненый или заражённый не может этого сделать',
      outside: 'не снаружи лабиринта',
    };
    return `${head} — ${tail[e.result]}${e.cremated ? '; труп кремирован в госпитале' : ''}.`;
  },
  'labyrinth/blast': (e) => {
    const head = e.cause === 'corpse' ? 'Труп упал на мину — взрыв!' : 'Взорвалась мина!';
    const self = e.self === 'wounded' ? ' Вы ранены.' : e.self === 'killed' ? ' Вы погибли.' : '';
    return `${head}${self}${e.screams > 0 ? ` ${capitalize(screams(e.screams))}` : ''}`;
  },
  'labyrinth/infected': (e) => {
    if (e.died) return 'Раненый, вы заразились энцефалитом и умерли.';
    return e.movesLeft === null
      ? 'Вы заразились энцефалитом; ищите госпиталь.'
      : `Вы заразились и должны вылечиться за ${moves(e.movesLeft)}.`;
  },
  'labyrinth/died': (e) =>
    e.cause === 'timeout'
      ? `${seat(e.seat)} не успел сделать ход и погиб.`
      : `${seat(e.seat)} не успел дойти до госпиталя и умер.`,
  'labyrinth/lost': (e) =>
    e.reason === 'timeout'
      ? `${seat(e.seat)} не успел выбрать клетку и выбыл.`
      : `${seat(e.seat)} не вернулся в лабиринт и проиграл.`,
  'labyrinth/condition': (e) => `Условие действия ${e.index + 1}: ${e.met ? 'выполнено' : 'не выполнено'}.`,
  'labyrinth/dark-done': (e) => `${seat(e.seat)}: сделано.`,
  'labyrinth/semi-dark': (e) =>
    e.hitWall ? 'Сделано. Вы упёрлись в стену.' : 'Сделано. В стену не упёрлись.',
  'labyrinth/skip': (e) => {
    const healed = e.healed ? `, вылечен${e.immune ? ', теперь невосприимчив к энцефалиту' : ''}` : '';
    return `${seat(e.seat)} пропускает ход${healed}.`;
  },
  'labyrinth/break': (e) => `${seat(e.seat)} берёт пятиминутный перерыв на размышление.`,
  'labyrinth/recall': (e, say) => {
    if (e.entry === null) return `${seat(e.about)} ещё не ходил.`;
    const what = e.entry.action.type === 'skip' ? 'пропуск хода' : say.action(e.entry.action);
    return `Последний ход: ${seat(e.about)} (раунд ${e.entry.round}): ${what}. ${say.said(e.entry.events)}`;
  },
  'labyrinth/nstop': (e) => {
    // The last count says only the count: the game over that follows says it is a draw, and why.
    return `${e.count} ${ruPlural(e.count, 'раунд', 'раунда', 'раундов')} без изменений (из ${e.limit}).`;
  },
  'labyrinth/survivor': (e) =>
    `${seat(e.seat)} — последний выживший; у него ${moves(e.movesLeft)}, чтобы вынести настоящее сокровище.`,
  'labyrinth/game-over': (e) => {
    const why = REASONS[e.reason] ?? e.reason;
    if (e.draw) return `Игра окончена: ${why}.`;
    return `Игра окончена: ${why}. Победитель: ${e.winners.map(seat).join(', ')}.`;
  },
};

const OUT = 'Вышел из лабиринта';

const movement: MovementPhrases = {
  returned: 'Вернулся в лабиринт',
  exit: {
    true: `${OUT} с настоящим сокровищем — победа!`,
    fake: `${OUT} — сокровище рассыпалось в прах; следующим ходом надо вернуться`,
    none: `${OUT}; следующим ходом надо вернуться`,
  },
  hitWall: 'Не могу пройти — стена',
  riverBlocked: 'Не получилось: навстречу течёт река',
  carriedAfterWall: (toDelta) => `; отнесло течением${toDelta ? ' в дельту' : ' в реку'}`,
  flow: (toDelta) => `Прошёл по течению${toDelta ? ' в дельту' : ' в реку'}`,
  looped: 'Переместился по кругу ям в следующую яму',
  fell: 'Упал в яму, перенесён в следующую',
  carried: (toDelta) => `Попал в реку, отнесло течением${toDelta ? ' в дельту' : ''}`,
  walkedAlong: (toDelta) => `Прошёл по реке${toDelta ? ' в дельту' : ''}`,
  wokeOnArrival: 'Пришёл на клетку энцефалита, разбудил клеща',
  into: {
    land: 'Вышел на сушу',
    hospital: 'Пришёл в госпиталь',
    weaponry: 'Пришёл в арсенал',
    pit: 'Попал в яму',
    river: 'Попал в реку',
    delta: 'Пришёл в дельту',
    encephalitis: 'Попал на клетку энцефалита',
  },
  woke: 'разбудил клеща',
  healed: 'вылечен',
  immune: 'теперь невосприимчив к энцефалиту',
  cremated: 'принесённый труп кремирован',
  weaponry: (w) =>
    `у вас ${countOf('bullet', w.bullets)} и ${countOf('grenade', w.grenades)}${w.treasure ? ', сокровище' : ''}`,
  found: (f) => `нашёл ${found(f)}`,
};

const status: StatusPhrases = {
  dead: 'Вы мертвы.',
  lost: 'Вы выбыли из игры.',
  youAre: (health) => `Вы ${health}`,
  infected: (n) => `заражены${n === null ? '' : `, ходов до излечения: ${n}`}`,
  wounded: 'ранены',
  healthy: 'здоровы',
  immune: 'невосприимчивы к энцефалиту',
  ammo: (bullets, grenades) => `патронов: ${bullets}, гранат: ${grenades}`,
  holding: (kind) => `вы несёте: ${ITEM_ACC[kind]}`,
  orders: (n) => `заказов клетки осталось: ${n}`,
  outside: 'вы снаружи лабиринта',
};

// --- Moves in words, as the parser reads them back

/** The wall to blow: "взорвать верхнюю стену". */
const WALL_ADJ: Record<Direction, string> = { up: 'верхнюю', down: 'нижнюю', left: 'левую', right: 'правую' };
/** The item named in "оставляю …" and "бросаю …". */
const ITEM: Record<ItemKind, string> = {
  treasure: 'сокровище',
  corpse: 'труп',
  mine: 'мину',
  bullet: 'патрон',
  grenade: 'гранату',
};
/** "если …": what a conditional action depends on. */
const COND: Record<Condition, string> = {
  'hit-wall': 'упрусь в стену',
  carried: 'понесёт',
  land: 'на суше',
  hospital: 'в госпитале',
  weaponry: 'в арсенале',
  pit: 'упаду в яму',
  river: 'в реке',
  delta: 'в дельте',
  encephalitis: 'на энцефалите',
  outside: 'выйду',
  'found-anything': 'найду что-то',
  'found-treasure': 'найду сокровище',
  'found-bullet': 'найду патрон',
  'found-grenade': 'найду гранату',
  'found-mine': 'найду мину',
  'found-corpse': 'найду труп',
  healed: 'вылечусь',
  infected: 'заражусь',
  blast: 'взрыв',
};

const at = (p: Point): string => `${p.x + 1} ${p.y + 1}`;

const actions: ActionPhrases = {
  join: ', затем ',
  go: (d) => `иду ${DIR[d]}`,
  flow: 'иду по течению',
  loop: 'иду по петле',
  shoot: (d, target) =>
    target ? `стреляю ${DIR[d]} в игрока ${target.seat + 1} на ${at(target.cell)}` : `стреляю ${DIR[d]}`,
  blow: (d) => `взрываю ${WALL_ADJ[d]} стену`,
  mine: (to) => `ставлю мину ${to === 'here' ? 'здесь' : DIR[to]}`,
  leave: (item, to) =>
    to === 'here'
      ? `оставляю ${ITEM[item]}`
      : item === 'grenade'
        ? `бросаю гранату в клетку ${DIR[to]}`
        : `бросаю ${ITEM[item]} ${DIR[to]}`,
  condition: (c) => `если ${c.not ? 'не ' : ''}${COND[c.on]}`,
  noPickup: 'ничего не подбираю',
  noRefill: 'не пополняю',
  treasure: (t) =>
    t === 'old'
      ? 'сохраняю старое сокровище'
      : t === 'topmost'
        ? 'беру верхнее сокровище'
        : t === 'lowest'
          ? 'беру нижнее сокровище'
          : `беру сокровище ${t}`,
  dark: 'прошу не сообщать результат',
  semiDark: ['прошу не сообщать, где я оказался', 'прошу сказать, упёрся ли я в стену'],
  skip: 'пропускаю',
  status: 'статус',
  pause: 'беру пятиминутный перерыв',
  recall: (s) => `прошу напомнить ход игрока ${s + 1}`,
  start: (c) => `старт ${at(c)}`,
  reorder: (c) => `новая клетка ${at(c)}`,
  peek: (c) => `какая клетка ${at(c)}`,
};

// --- The terminal board

const board: BoardWords = {
  title: (w: number, h: number) => `Лабиринт ${w}×${h}`,
  choose: 'Выберите стартовую клетку: «старт <столбец> <строка>».',
  round: (r: number) => `круг ${r}`,
  toMove: (s: number) => `ходит игрок ${s + 1}`,
  nstop: (c: number, l: number) => `кругов без изменений: ${c} из ${l}`,
  legend: 'S ваш старт, O заказанные клетки, ? клетки, о которых вы спросили',
  planLegend: 'Обозначения',
  planMarks:
    'L суша, H госпиталь, W арсенал, P яма, R река, D дельта, E энцефалит; из Pa1 падают в Pa2 (из последней ямы петли — в первую); ^ > v < течение реки; * настоящее сокровище, + фальшивое; | и --- стены; ~ закрытый выход (его можно взорвать); разрыв в контуре — открытый выход',
  you: 'Вы',
  healthy: 'здоровы',
  wounded: 'ранены',
  infected: (n: number | null) => (n === null ? 'заражены' : `заражены (ходов до госпиталя: ${n})`),
  immune: 'иммунитет',
  bullets: (n: number) => `патронов: ${n}`,
  grenades: (n: number) => `гранат: ${n}`,
  holding: (h: string) =>
    h === 'mine' ? 'несёте мину' : h === 'treasure' ? 'несёте сокровище' : 'несёте труп',
  orders: (n: number) => `заказов клетки: ${n}`,
  outside: 'вне лабиринта',
  player: (s: number) => `Игрок ${s + 1}`,
  dead: 'убит',
  playing: 'в игре',
  lost: 'выбыл',
  startedOn: (t: string) => `начал: ${t}`,
  planHeading: 'План лабиринта:',
  ended: (s: number, p: Point | null) =>
    `Игрок ${s + 1} ${p ? `закончил в столбце ${p.x + 1}, строке ${p.y + 1}` : 'закончил вне лабиринта'}.`,
  path: (s: number) => `Путь игрока ${s + 1} (столбец строка):`,
  cellType: (t) => CELL[t],
};

export const ru: LabyrinthLanguage = { words, events, movement, status, actions, board, reader };
