/**
 * The Labyrinth read in Russian: the words of moves matched by stem, since they change their
 * endings ("иди", "стреляю", "стрельни"); conditions are stems in order with filler words
 * between ("если упрусь в стену"); and what the reader answers when it does not understand.
 */

import { phraseCondition, type Reader, type Token } from '../text/language.ts';
import type { Condition } from '../types.ts';

/** Russian stems, matched at the start of a word (the longest matching stem wins). */
const RU_STEMS: readonly [string, Token][] = [
  ['вверх', { kind: 'dir', dir: 'up' }],
  ['наверх', { kind: 'dir', dir: 'up' }],
  ['верх', { kind: 'dir', dir: 'up' }],
  ['вниз', { kind: 'dir', dir: 'down' }],
  ['ниж', { kind: 'dir', dir: 'down' }],
  ['вправо', { kind: 'dir', dir: 'right' }],
  ['направо', { kind: 'dir', dir: 'right' }],
  ['справа', { kind: 'dir', dir: 'right' }],
  ['прав', { kind: 'dir', dir: 'right' }],
  ['влево', { kind: 'dir', dir: 'left' }],
  ['налево', { kind: 'dir', dir: 'left' }],
  ['слева', { kind: 'dir', dir: 'left' }],
  ['лев', { kind: 'dir', dir: 'left' }],
  ['течени', { kind: 'flow' }],
  ['петл', { kind: 'loop' }],
  ['иди', { kind: 'go' }],
  ['ид', { kind: 'go' }],
  ['пойд', { kind: 'go' }],
  ['пойт', { kind: 'go' }],
  ['шаг', { kind: 'go' }],
  ['двига', { kind: 'go' }],
  ['ход', { kind: 'go' }],
  ['стрел', { kind: 'shoot' }],
  ['выстрел', { kind: 'shoot' }],
  ['взорв', { kind: 'blow' }],
  ['взрыв', { kind: 'blow' }],
  ['подорв', { kind: 'blow' }],
  ['гранат', { kind: 'grenade' }],
  ['мин', { kind: 'mine' }],
  ['остав', { kind: 'leave' }],
  ['полож', { kind: 'leave' }],
  ['брос', { kind: 'throw' }],
  ['кин', { kind: 'throw' }],
  ['клад', { kind: 'item', item: 'treasure' }],
  ['сокровищ', { kind: 'item', item: 'treasure' }],
  ['труп', { kind: 'item', item: 'corpse' }],
  ['патрон', { kind: 'item', item: 'bullet' }],
  ['пул', { kind: 'item', item: 'bullet' }],
  ['здесь', { kind: 'here' }],
  ['тут', { kind: 'here' }],
  ['под', { kind: 'here' }],
  ['если', { kind: 'if' }],
  ['не', { kind: 'not' }],
  ['найд', { kind: 'find' }],
  ['нашел', { kind: 'find' }],
  ['нашёл', { kind: 'find' }],
  ['говор', { kind: 'tell' }],
  ['сообщ', { kind: 'tell' }],
  ['скаж', { kind: 'tell' }],
  ['сказ', { kind: 'tell' }],
  ['стен', { kind: 'wall' }],
  ['подбир', { kind: 'pickup' }],
  ['подним', { kind: 'pickup' }],
  ['пополн', { kind: 'refill' }],
  ['пропуск', { kind: 'skip' }],
  ['пас', { kind: 'skip' }],
  ['статус', { kind: 'status' }],
  ['сколько', { kind: 'status' }],
  ['напомн', { kind: 'recall' }],
  ['перерыв', { kind: 'break' }],
  ['пауз', { kind: 'break' }],
  ['старт', { kind: 'start' }],
  ['начина', { kind: 'start' }],
  ['нов', { kind: 'reorder' }],
  ['заказ', { kind: 'reorder' }],
  ['игрок', { kind: 'player' }],
  ['стар', { kind: 'old' }],
  ['бер', { kind: 'keep' }],
  ['став', { kind: 'filler' }],
  ['установ', { kind: 'filler' }],
  ['клетк', { kind: 'filler' }],
  ['как', { kind: 'peek' }],
  ['возьм', { kind: 'keep' }],
  ['сохран', { kind: 'keep' }],
];

const RU = [...RU_STEMS].sort((a, b) => b[0].length - a[0].length);

const RU_FILLER = new Set(
  'в во на по с со к ко и а я меня мне у потом затем после этого пожалуйста результат куда где ли что одну один одна сторону о об попал попаду оказался окажусь упёрся уперся все всё ничего прошу'.split(
    ' ',
  ),
);

/** The token of a word: fillers first, then the longest stem it starts with. */
const lookup = (word: string): Token | null => {
  if (RU_FILLER.has(word)) return { kind: 'filler' };
  for (const [stem, token] of RU) if (word.startsWith(stem)) return token;
  return null;
};

/** Condition phrases (stems joined by spaces; each word must start with its stem). */
const CONDITION_STEMS: readonly [string, Condition][] = [
  ['упр стен', 'hit-wall'],
  ['удар стен', 'hit-wall'],
  ['упад ям', 'pit'],
  ['попад ям', 'pit'],
  ['ям', 'pit'],
  ['понес', 'carried'],
  ['унес', 'carried'],
  ['рек', 'river'],
  ['дельт', 'delta'],
  ['госпитал', 'hospital'],
  ['больниц', 'hospital'],
  ['арсенал', 'weaponry'],
  ['оруж', 'weaponry'],
  ['суш', 'land'],
  ['энцефалит', 'encephalitis'],
  ['выйд', 'outside'],
  ['вылеч', 'healed'],
  ['зараж', 'infected'],
  ['взрыв', 'blast'],
  ['найд что', 'found-anything'],
  ['найд клад', 'found-treasure'],
  ['найд сокровищ', 'found-treasure'],
  ['найд патрон', 'found-bullet'],
  ['найд гранат', 'found-grenade'],
  ['найд мин', 'found-mine'],
  ['найд труп', 'found-corpse'],
];

/** Each stem must start a word, in order, possibly with filler words between; returns the words taken. */
function matchStems(ws: readonly string[], stems: readonly string[]): number {
  let i = 0;
  for (const stem of stems) {
    while (i < ws.length && !(ws[i] as string).startsWith(stem)) {
      if (lookup(ws[i] as string)?.kind !== 'filler' && !/^(найд|упр|упад|попад)/.test(ws[i] as string))
        return 0;
      i++;
    }
    if (i >= ws.length) return 0;
    i++;
  }
  return i;
}

const EXPECTED =
  'движение (иду вверх/вниз/влево/вправо, по течению, по петле), стреляю <направление>, взрываю <верхнюю/нижнюю/левую/правую> стену, ставлю мину, оставляю или бросаю предмет, «если …», «прошу не сообщать результат», пропускаю, статус, прошу напомнить ход игрока N, беру перерыв';

const JOINS = ['затем', 'потом', 'после этого', 'и', 'а', 'но'];

/**
 * The comma before a subordinate clause does not end a part of the request: "прошу не сообщать,
 * где я оказался", "скажите, упёрся ли я в стену".
 */
const prepare = (input: string): string =>
  input.replace(/,\s*(?=(где|куда|упёрся|уперся|ли)(?!\p{L}))/giu, ' ');

export const reader: Reader = {
  lookup,
  alphabet: /[а-яё]/i,
  ordinals: ['-?й', '-?я'],
  fold: (word) => word,
  // The English patterns, as before: Russian questions are read by their words ("сколько" is a status).
  statusQuestion: /^how many\b|^what do i (have|carry)\b/,
  recallQuestion: /^what did player\b/,
  joins: JOINS.map((w) => `(?<![а-яё])${w}(?![а-яё])`).join('|'),
  prepare,
  condition: (ws) =>
    phraseCondition(ws, {
      skip: new Set(['я', 'вдруг']),
      isNot: (w) => lookup(w)?.kind === 'not',
      table: CONDITION_STEMS,
      match: matchStems,
    }),
  freeOrder: false,
  isCellWord: (w) => w.startsWith('клетк'),
  messages: {
    unknown: (w, clause) =>
      `Не понял слово «${w}»${clause === undefined ? '' : ` в «${clause}»`}: ожидалось ${EXPECTED}.`,
    noMovement: () =>
      'В ходе должно быть ровно одно движение: вверх, вниз, влево, вправо, по течению или по петле.',
    twoMovements: (a, b) => `В ходе ровно одно движение, а здесь два: «${a}» и «${b}».`,
    needDir: (what, clause) =>
      `Куда? В «${clause}» для действия «${what}» нужно направление (вверх, вниз, влево, вправо).`,
    twoDirs: (clause) => `В «${clause}» больше одного направления.`,
    needItem: (clause) =>
      `Что оставить или бросить в «${clause}»? Сокровище, труп, мину, патрон или гранату.`,
    dangling: (clause) => `После условия «${clause}» нет действия.`,
    condBefore: (clause) => `«${clause}»: условие зависит от результата движения и должно стоять после него.`,
    coords: (what) =>
      `Для «${what}» нужна клетка: два числа, столбец и строка, считая с 1 (например, «${what} 2 3»).`,
    recall: () => 'Чей последний ход? Например: «прошу напомнить ход игрока 2».',
    empty: () => `Скажите ход: ${EXPECTED}.`,
    target: (clause) =>
      `«${clause}»: прицельный выстрел называет игрока и его клетку, например «стреляю вверх в игрока 2 на 3 4».`,
    unknownCond: (clause) =>
      `Не понял условие «${clause}»: например, «если найду сокровище», «если упрусь в стену», «если упаду в яму».`,
  },
  what: { shot: 'выстрел', grenade: 'граната', throw: 'бросок', movement: 'движение' },
  expected: EXPECTED,
};
