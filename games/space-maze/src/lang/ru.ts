/** Space Maze по-русски: слова пакета, события и ходы словами, текстовое поле, набираемые слова. */
import { type GameWords, ruPlural } from '@daedalus/core';
import { pointsOf } from '../rules/dice.ts';
import {
  ALIENS,
  type Alien,
  type CardKind,
  type Die,
  type SmAction,
  type SmEvent,
  type SmView,
} from '../types.ts';
import { CARD_NAMES } from './card-names.ts';
import { cell, exampleOf, type Lang } from './words.ts';

export const ru: GameWords = {
  name: 'Космический лабиринт',
  summary:
    'Выбирайте кубики, перестраивайте лабиринт цветных проходов картами действий и ведите своих пришельцев за Древней реликвией — украдите её и увезите домой.',
  howToPlay:
    'У каждого игрока есть НЛО и три пришельца — зелёный, фиолетовый и оранжевый. Пришелец проходит между двумя плитками, только если их обращённые друг к другу двери вместе дают его цвет (жёлтый + синий — зелёный, синий + красный — фиолетовый, красный + жёлтый — оранжевый; серебряная плитка реликвии подходит ко всему). Каждый раунд бросают кубики, и все по очереди берут по три: один кубик движения, чьи следы ведут ваших пришельцев, и два кубика силы, которые запускают карты действий — повернуть или поменять плитки, — или берутся просто, чтобы они не достались другим. Возьмите реликвию в центре (или украдите её у того, кто её носит) и внесите в своё НЛО — это победа; три жетона реликвии, по одному за каждое взятие, тоже побеждают.',
  options: {
    board: {
      label: 'Размер лабиринта',
      description:
        'Полный лабиринт 5 × 5 или маленький 3 × 3 из восьми плиток вокруг реликвии для коротких партий.',
      choices: { '5x5': '5 × 5 (все 24 плитки)', '3x3': '3 × 3 (8 плиток)' },
    },
    tokensToWin: {
      label: 'Жетонов для победы',
      description:
        'Вы побеждаете, собрав столько жетонов реликвии (по одному за каждый раз, когда вы её берёте).',
    },
    roundCap: {
      label: 'Предел раундов',
      description:
        'После стольких раундов партия заканчивается: побеждает тот, у кого больше жетонов реликвии, при равенстве — ничья.',
    },
    startPlayer: {
      label: 'Первый игрок',
      description: 'Кто начинает первый раунд; дальше начало каждый раунд переходит к игроку слева.',
      choices: { first: 'Первое место за столом', random: 'По жребию' },
    },
  },
  presets: {
    classic: 'Классика',
    small: 'Маленький лабиринт',
    taster: 'Пробная партия (маленький лабиринт, 5 раундов)',
  },
};

export const NOM: Record<Alien, string> = { green: 'зелёный', purple: 'фиолетовый', orange: 'оранжевый' };
export const GEN: Record<Alien, string> = { green: 'зелёного', purple: 'фиолетового', orange: 'оранжевого' };
export const DAT: Record<Alien, string> = { green: 'зелёному', purple: 'фиолетовому', orange: 'оранжевому' };
export const INS: Record<Alien, string> = { green: 'зелёным', purple: 'фиолетовым', orange: 'оранжевым' };

const kind = (card: string): CardKind => card.slice(0, card.lastIndexOf('-')) as CardKind;
const player = (seat: number | undefined): string => `Игрок ${(seat ?? 0) + 1}`;
const playerGen = (seat: number | undefined): string => `игрока ${(seat ?? 0) + 1}`;
const count = (n: number, one: string, few: string, many: string): string =>
  `${n} ${ruPlural(n, one, few, many)}`;
const footprints = (face: number): string => {
  const p = pointsOf(face);
  return ALIENS.filter((a) => p[a] > 0)
    .map((a) => `${NOM[a]} ${p[a]}`)
    .join(', ');
};
/** Accusative (inanimate = nominative): "оранжевый кубик 4", "кубик движения (зелёный 3, …)". */
const die = (d: Die): string =>
  d.kind === 'power' ? `${NOM[d.colour]} кубик ${d.pips}` : `кубик движения (${footprints(d.face)})`;
const alienOf = (seat: number, alien: Alien): string => `${NOM[alien]} пришелец ${playerGen(seat)}`;
const alienGen = (seat: number, alien: Alien): string => `${GEN[alien]} пришельца ${playerGen(seat)}`;
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const quarters = (q: number): string => count(q, 'четверть', 'четверти', 'четвертей');
const STEP = {
  up: 'вверх',
  right: 'вправо',
  down: 'вниз',
  left: 'влево',
  exit: 'наружу',
  enter: 'домой',
  pad: 'датапад',
  relic: 'возьмите реликвию',
} as const;
export const DIR = { up: 'вверх', right: 'вправо', down: 'вниз', left: 'влево' } as const;

function describe(e: SmEvent): string {
  switch (e.type) {
    case 'round/started':
      return `Раунд ${e.round}: ${player(e.start)} начинает и бросает кубики.`;
    case 'hand/dealt':
      return `${player(e.seat)} получает ${count(e.count, 'карту', 'карты', 'карт')}.`;
    case 'hand/received':
      return `Ваши карты: ${e.cards.map((c) => CARD_NAMES.ru[kind(c)]).join(', ')}.`;
    case 'die/taken':
      return `${player(e.seat)} берёт ${die(e.die)}.`;
    case 'die/idle':
      return `${player(e.seat)} кладёт ${die(e.die)} на пустое поле действия, не используя.`;
    case 'card/played':
      return e.alien
        ? `${player(e.seat)} запускает карту «${CARD_NAMES.ru[kind(e.card)]}» кубиком: ${die(e.die)}; действует ${NOM[e.alien]} пришелец.`
        : `${player(e.seat)} запускает карту «${CARD_NAMES.ru[kind(e.card)]}» кубиком: ${die(e.die)}.`;
    case 'tile/rotated':
      return `Плитка ${cell(e.at)} поворачивается на ${quarters(e.quarters)} по часовой стрелке.`;
    case 'tiles/swapped':
      return `Плитки ${cell(e.a)} и ${cell(e.b)} меняются местами.`;
    case 'relic/glued':
      return `Реликвия приклеена к голове ${alienGen(e.seat, e.alien)} до конца раунда.`;
    case 'aliens/morphed':
      return `${cap(NOM[e.alien])} и ${NOM[e.with]} пришельцы ${playerGen(e.seat)} меняются местами.`;
    case 'ufo/moved':
      return `НЛО ${playerGen(e.seat)} перелетает с ${cell(e.from)} на ${cell(e.to)}.`;
    case 'run/started':
      return `${cap(alienOf(e.seat, e.alien))} может пробежать ${count(e.points, 'шаг', 'шага', 'шагов')}.`;
    case 'alien/moved':
      return `${cap(alienOf(e.seat, e.alien))} идёт ${DIR[e.dir]} с ${cell(e.from)} на ${cell(e.to)}.`;
    case 'alien/exited':
      return `${cap(alienOf(e.seat, e.alien))} выходит из НЛО на ${cell(e.to)}.`;
    case 'alien/entered':
      return `${cap(alienOf(e.seat, e.alien))} входит в НЛО с ${cell(e.from)}.`;
    case 'datapad/used':
      return `${cap(alienOf(e.seat, e.alien))} включает датапад на ${cell(e.at)}.`;
    case 'card/drawn':
      return `${player(e.seat)} тянет карту.`;
    case 'card/received':
      return `Вы тянете карту «${CARD_NAMES.ru[kind(e.card)]}».`;
    case 'deck/reshuffled':
      return `Сброс перемешан в новую колоду из ${count(e.count, 'карты', 'карт', 'карт')}.`;
    case 'deck/empty':
      return `Для ${playerGen(e.seat)} не осталось карт.`;
    case 'relic/taken':
      return `${cap(alienOf(e.seat, e.alien))} ${e.from ? `крадёт реликвию у ${alienGen(e.from.seat, e.from.alien)}` : 'берёт реликвию'} на ${cell(e.at)}${e.token ? ` и получает жетон реликвии (${e.tokens})` : ' — жетонов реликвии больше нет'}.`;
    case 'relic/given':
      return `${cap(alienOf(e.seat, e.alien))} передаёт реликвию ${DAT[e.to]} товарищу.`;
    case 'move/ended':
      return e.unused > 0
        ? `${player(e.seat)} заканчивает движение; ${count(e.unused, 'след пропадает', 'следа пропадают', 'следов пропадают')}.`
        : `${player(e.seat)} заканчивает движение.`;
    case 'round/ended':
      return `Раунд ${e.round} окончен: кубики собраны.`;
    case 'datapads/cleared':
      return `Датапады очищены: ${e.aliens.map((w) => alienOf(w.seat, w.alien)).join(', ')} ${e.aliens.length === 1 ? 'сходит' : 'сходят'} с них.`;
    case 'cards/discarded':
      return `${count(e.count, 'сыгранная карта уходит', 'сыгранные карты уходят', 'сыгранных карт уходят')} в сброс.`;
    case 'hand/discarded':
      return `${player(e.seat)} сбрасывает карту «${CARD_NAMES.ru[kind(e.card)]}» (не больше семи карт).`;
    case 'game/won':
      return e.reason === 'relic-home'
        ? `${player(e.seat)} вносит реликвию в своё НЛО и побеждает!`
        : `${player(e.seat)} собирает ${count(e.tokens[e.seat] ?? 0, 'жетон', 'жетона', 'жетонов')} реликвии и побеждает!`;
    case 'game/capped':
      return e.winners.length === 1
        ? `После раунда ${e.round} достигнут предел раундов: ${player(e.winners[0])} побеждает — у него больше всего жетонов.`
        : `После раунда ${e.round} достигнут предел раундов: ничья.`;
  }
}

function action(a: SmAction): string {
  switch (a.type) {
    case 'take': {
      const m = /^([gpo])([1-6])$/.exec(a.die);
      const name = { g: 'green', p: 'purple', o: 'orange' } as const;
      if (m) return `возьмите ${NOM[name[m[1] as 'g']]} ${m[2]}`;
      return `возьмите кубик движения: ${a.die.replace(/([gpo])(\d)/g, (_, c: 'g', n: string) => `${NOM[name[c]]} ${n}, `).replace(/, $/, '')}`;
    }
    case 'idle':
      return 'оставьте кубик без дела';
    case 'rotate': {
      const k = kind(a.card);
      return `${CARD_NAMES.ru[k]}: плитка ${cell(a.at)}${k === 'rotate90' ? '' : ` на ${quarters(a.quarters)}`}`;
    }
    case 'exchange':
      return `Обмен с плиткой ${cell(a.at)}`;
    case 'switch':
      return `Диагональный обмен: плитка ${cell(a.diagonal)} с плиткой ${cell(a.adjacent)}`;
    case 'glue':
      return 'Суперклей';
    case 'morph':
      return `Превращение с ${INS[a.with]}`;
    case 'base':
      return `Перенос базы ${a.dir === 'cw' ? 'по часовой' : 'против часовой'}`;
    case 'run':
      return kind(a.card) === 'run2' ? 'Бег +2' : 'Бег +1';
    case 'move':
      return `идите ${INS[a.alien]}: ${a.path.map((s) => STEP[s]).join(', ')}`;
    case 'give':
      return `отдайте реликвию ${DAT[a.to]}`;
    case 'done':
      return 'закончите движение';
    case 'discard':
      return `сбросьте ${CARD_NAMES.ru[kind(a.card)]}`;
  }
}

const SIDE = { up: 'сверху', right: 'справа', down: 'снизу', left: 'слева' } as const;

/** Actions quoted in a prompt, the examples left out that the position has none of. */
const ex = (...as: (SmAction | null)[]): string[] => as.flatMap((a) => (a ? [`«${action(a)}»`] : []));

function prompt(v: SmView): string {
  const who = v.current === null ? '' : `${player(v.current)}${v.current === v.you ? ' (вы)' : ''}`;
  const st = v.stage;
  switch (st.kind) {
    case 'take': {
      const takes = ex(exampleOf(v, 'power-die'), exampleOf(v, 'move-die'));
      return `${who} берёт кубик${takes.length > 0 ? `: ${takes.join(', ')}` : ''}.`;
    }
    case 'power': {
      const d = v.dice[st.die];
      const card = exampleOf(v, 'card');
      const choice = card
        ? `запустите карту (${ex(card)[0]}) или`
        : v.you === v.current
          ? 'ни одну вашу карту запустить нельзя:'
          : 'запустите карту или';
      return `${who} использует ${d ? die(d) : 'кубик'}: ${choice} ${ex({ type: 'idle' })[0]}.`;
    }
    case 'move':
      return `${who} ходит — следы: ${ALIENS.map((a) => `${NOM[a]} ${st.stopped.includes(a) ? '0 (на датападе)' : st.points[a]}`).join(', ')}: ${ex(exampleOf(v, 'move'), { type: 'done' }).join(', ')}.`;
    case 'run':
      return `${who}: бежит ${NOM[st.alien]} пришелец — осталось ${count(st.stopped ? 0 : st.points, 'след', 'следа', 'следов')}.`;
    case 'discard':
      return `У ${playerGen(v.current ?? 0)} больше семи карт, нужно сбросить одну${ex(
        exampleOf(v, 'discard'),
      )
        .map((e) => `: ${e}`)
        .join('')}.`;
    case 'over':
      if (v.winner === null) return 'Партия окончена: ничья по пределу раундов.';
      return `Партия окончена: ${player(v.winner)} побеждает ${v.reason === 'relic-home' ? '— реликвия в его НЛО' : v.reason === 'relic-tokens' ? 'жетонами реликвии' : 'по жетонам на пределе раундов'}.`;
  }
}

export const ruLang: Lang = {
  words: ru,
  card: CARD_NAMES.ru,
  alien: NOM,
  player,
  die,
  describe,
  action,
  board: {
    header: (v) =>
      `Космический лабиринт — раунд ${v.round} из ${v.roundCap}, ход ${Math.min(v.pick + 1, v.turns)} из ${v.turns}; начинает ${player(v.start)}.`,
    legend: [
      'Двери: R красная, Y жёлтая, B синяя, S серебряная (любой цвет). Проход — две буквы друг напротив друга:',
      '  зелёный проходит Y|B, фиолетовый B|R, оранжевый R|Y; носитель реликвии проходит везде.',
      'Пришельцы: g p o (зелёный, фиолетовый, оранжевый) с номером игрока; заглавные буквы носят реликвию;',
      '  @ реликвия лежит на плитке; [  ] свободный датапад, [p2] занятый. U1 > — НЛО игрока 1.',
    ],
    dice: 'Кубики:',
    die: (d) => {
      const name = d.kind === 'power' ? `${NOM[d.colour]} ${d.pips}` : `движение ${footprints(d.face)}`;
      if (d.seat === null) return name;
      const use = { move: 'ходит', card: 'на карте', idle: 'не использован', 'in-hand': 'в руке' }[
        d.use ?? 'in-hand'
      ];
      return `${name} (${player(d.seat)}, ${use})`;
    },
    player: (v, seat) => {
      const u = v.ufos[seat]!;
      const aboard = u.aboard.length > 0 ? `на борту: ${u.aboard.map((a) => NOM[a]).join(', ')}` : 'пусто';
      const panel = v.panels[seat]!;
      const cards = panel.cards.map(
        (c) => `${CARD_NAMES.ru[c.card.kind]} (${v.dice[c.die] ? die(v.dice[c.die]!) : '?'})`,
      );
      return `${player(seat)}${seat === v.you ? ' (вы)' : ''}: НЛО у ${cell(v.board[u.cell])} ${SIDE[u.side]} (${aboard}); ${count(v.tokens[seat] ?? 0, 'жетон', 'жетона', 'жетонов')} реликвии; ${count(v.handSizes[seat] ?? 0, 'карта', 'карты', 'карт')}${cards.length > 0 ? `; сыграно: ${cards.join(', ')}` : ''}.`;
    },
    relic: (v) =>
      v.relic.wornBy
        ? `Реликвию носит ${alienOf(v.relic.wornBy.seat, v.relic.wornBy.colour)} на ${cell(v.relic.at)}${v.relic.glued ? ', приклеена' : ''}. Жетонов осталось: ${v.tokensLeft}; для победы нужно ${v.tokensToWin}.`
        : `Реликвия лежит на ${cell(v.relic.at)}. Жетонов осталось: ${v.tokensLeft}; для победы нужно ${v.tokensToWin}.`,
    hand: (v) =>
      v.you === null
        ? ''
        : `Ваши карты: ${v.hand.length === 0 ? 'нет' : v.hand.map((c, i) => `${i + 1}. ${CARD_NAMES.ru[c.kind]} (${c.cost})`).join('  ')}.`,
    piles: (v) =>
      `Колода: ${count(v.deckSize, 'карта', 'карты', 'карт')}. Сброс: ${count(v.discardPile.length, 'карта', 'карты', 'карт')}${v.discardPile.length > 0 ? ` (сверху: ${CARD_NAMES.ru[v.discardPile[v.discardPile.length - 1]!.kind]})` : ''}.`,
    prompt,
  },
  parse: {
    empty: (v) => `Введите ход. ${prompt(v)}`,
    notCommand: (w) =>
      `«${w}» — не команда: ожидается возьмите, оставьте, поворот, диагональный поворот, обмен, диагональный обмен, клей, превращение, перенос базы, бег, идите, отдайте, готово или сбросьте.`,
    extra: (w) => `Лишнее в конце: «${w}».`,
    notAlien: (w) => `«${w}» — не пришелец: зелёный, фиолетовый или оранжевый.`,
    whoseTile: (w) => `Скажите, от какого пришельца: «${w} от зелёного».`,
    offBoard: (a) => `Такой плитки рядом с вашим ${INS[a]} пришельцем нет.`,
    notTile: (w) =>
      `«${w}» — не плитка: назовите клетку (b3), «здесь» или направление, например «справа от фиолетового».`,
    noCard: (k) => `У вас нет карты «${CARD_NAMES.ru[k]}».`,
    noCardNumber: (n) => `У вас нет карты номер ${n}.`,
    rotation: (w) => `«поворот ${w}»: карты поворота — Поворот 90, Поворот 180 и Поворот 270.`,
    bothTiles: 'Назовите обе плитки: «диагональный обмен сверху слева с плиткой сверху».',
    relicTaker: 'Скажите, какой пришелец берёт реликвию: «возьмите реликвию оранжевым».',
    notDie: (w) => `«${w}» — не кубик: напишите «возьмите оранжевый 4» или «возьмите кубик движения».`,
    pips: (a, example) =>
      `Назовите очки ${GEN[a]} кубика${example ? `: «${action(example)}»` : ` (свободного ${GEN[a]} кубика в этом раунде нет)`}.`,
    whichMoveDie: (options) => `Какой кубик движения? ${options.map((o) => `«${action(o)}»`).join(' или ')}.`,
    noMoveDie: 'В этом раунде кубиков движения больше нет.',
    haveMoveDie: 'Кубик движения в этом раунде у вас уже есть: возьмите кубик силы.',
    notStep: (w) =>
      `«${w}» — не след: ожидается вверх, вправо, вниз, влево, наружу, домой, датапад или реликвия.`,
    whereTo: (a, example) =>
      `Скажите, куда идёт ${NOM[a]} пришелец${example ? `: «${action(example)}»` : ', след за следом: вверх, вправо, вниз, влево, наружу, домой, датапад или реликвия'}.`,
    tooLong: 'Не больше двенадцати следов за раз.',
    whichAlien: (purpose, w) =>
      `${{ morph: 'С каким пришельцем превращаться?', move: 'Каким пришельцем идти?', give: 'Какому пришельцу отдать реликвию?' }[purpose]} «${w}» — не зелёный, не фиолетовый и не оранжевый.`,
    discardWhich: 'Какую карту сбросить? Напишите её название («сбросьте Поворот 90») или номер в руке.',
    baseWay: 'Куда перенести базу? «перенос базы по часовой» или «против часовой».',
  },
  lexicon: {
    возьмите: 'take',
    возьми: 'take',
    берите: 'take',
    украдите: 'take',
    оставьте: 'idle',
    пропустите: 'idle',
    без: '',
    дела: 'idle',
    поверните: 'rotate',
    обменяйте: 'exchange',
    бегите: 'run',
    идите: 'move',
    ходите: 'move',
    отдайте: 'give',
    передайте: 'give',
    закончите: 'done',
    сбросьте: 'discard',
    бери: 'take',
    укради: 'take',
    оставь: 'idle',
    неиспользованным: 'idle',
    пропусти: 'idle',
    поворот: 'rotate',
    поверни: 'rotate',
    обмен: 'exchange',
    обменяй: 'exchange',
    суперклей: 'glue',
    клей: 'glue',
    превращение: 'morph',
    перенос: 'base',
    базы: '',
    база: 'base',
    бег: 'run',
    беги: 'run',
    иди: 'move',
    ходи: 'move',
    отдай: 'give',
    передай: 'give',
    закончить: 'done',
    закончи: 'done',
    хватит: 'done',
    готово: 'done',
    движение: '',
    сбрось: 'discard',
    движения: 'move',
    кубик: '',
    плитка: '',
    плитку: '',
    плиткой: '',
    карту: '',
    с: 'with',
    на: '',
    от: 'of',
    у: 'of',
    в: '',
    четверть: 'quarter',
    четверти: 'quarter',
    четвертей: 'quarter',
    зеленый: 'green',
    зеленая: 'green',
    зеленую: 'green',
    зеленого: 'green',
    зеленым: 'green',
    зеленому: 'green',
    фиолетовый: 'purple',
    фиолетовая: 'purple',
    фиолетовую: 'purple',
    фиолетового: 'purple',
    фиолетовым: 'purple',
    фиолетовому: 'purple',
    оранжевый: 'orange',
    оранжевая: 'orange',
    оранжевую: 'orange',
    оранжевого: 'orange',
    оранжевым: 'orange',
    оранжевому: 'orange',
    вверх: 'up',
    сверху: 'up',
    вправо: 'right',
    справа: 'right',
    вниз: 'down',
    снизу: 'down',
    влево: 'left',
    слева: 'left',
    здесь: 'here',
    наружу: 'out',
    выйти: 'out',
    домой: 'home',
    войти: 'home',
    датапад: 'pad',
    реликвию: 'relic',
    реликвия: 'relic',
  },
  phrases: [
    [/(?<!\p{L})против часовой( стрелки)?(?!\p{L})/gu, 'ccw'],
    [/(?<!\p{L})по часовой( стрелке)?(?!\p{L})/gu, 'cw'],
    [/(?<!\p{L})диагональный поворот(?!\p{L})/gu, 'twist'],
    [/(?<!\p{L})диагональный обмен(?!\p{L})/gu, 'switch'],
    [/(?<!\p{L})(сверху[\s-]+слева|слева[\s-]+сверху)(?!\p{L})/gu, 'upleft'],
    [/(?<!\p{L})(сверху[\s-]+справа|справа[\s-]+сверху)(?!\p{L})/gu, 'upright'],
    [/(?<!\p{L})(снизу[\s-]+слева|слева[\s-]+снизу)(?!\p{L})/gu, 'downleft'],
    [/(?<!\p{L})(снизу[\s-]+справа|справа[\s-]+снизу)(?!\p{L})/gu, 'downright'],
  ],
};
