/**
 * The words of Labyrinth moves in English and Russian, as the original writes them
 * ("Go up, then shoot to the right and blow the up wall"). Each word maps to a token
 * kind; Russian words are matched by stem, since they change their endings.
 */
import type { Direction } from '@daedalus/core';
import type { Condition, ItemKind } from '../actions.ts';

export type Token =
  | { kind: 'dir'; dir: Direction }
  | { kind: 'go' }
  | { kind: 'flow' }
  | { kind: 'loop' }
  | { kind: 'shoot' }
  | { kind: 'blow' }
  | { kind: 'grenade' }
  | { kind: 'mine' }
  | { kind: 'leave' }
  | { kind: 'throw' }
  | { kind: 'item'; item: ItemKind }
  | { kind: 'here' }
  | { kind: 'if' }
  | { kind: 'not' }
  | { kind: 'cond'; cond: Condition }
  | { kind: 'find' }
  | { kind: 'tell' }
  | { kind: 'wall' }
  | { kind: 'pickup' }
  | { kind: 'refill' }
  | { kind: 'skip' }
  | { kind: 'status' }
  | { kind: 'recall' }
  | { kind: 'start' }
  | { kind: 'reorder' }
  | { kind: 'peek' }
  | { kind: 'player' }
  | { kind: 'old' }
  | { kind: 'lowest' }
  | { kind: 'topmost' }
  | { kind: 'keep' }
  | { kind: 'number'; value: number }
  | { kind: 'filler' };

const EN: Record<string, Token> = {};
const add = (words: string, token: Token) => {
  for (const w of words.split(' ')) EN[w] = token;
};
add('up upwards upward north', { kind: 'dir', dir: 'up' });
add('down downwards downward south', { kind: 'dir', dir: 'down' });
add('left west', { kind: 'dir', dir: 'left' });
add('right east', { kind: 'dir', dir: 'right' });
add('go move walk step run head', { kind: 'go' });
add('flow stream current downstream', { kind: 'flow' });
add('loop', { kind: 'loop' });
add('shoot fire shot', { kind: 'shoot' });
add('blow explode bomb blast', { kind: 'blow' });
add('grenade grenades', { kind: 'grenade' });
add('mine landmine mines landmines', { kind: 'mine' });
add('leave drop put', { kind: 'leave' });
add('throw toss', { kind: 'throw' });
add('treasure treasures', { kind: 'item', item: 'treasure' });
add('corpse corpses body', { kind: 'item', item: 'corpse' });
add('bullet bullets', { kind: 'item', item: 'bullet' });
add('here there feet', { kind: 'here' });
add('if', { kind: 'if' });
add("don't dont not no never without", { kind: 'not' });
add('find found finds', { kind: 'find' });
add('tell say report announce', { kind: 'tell' });
add('wall walls', { kind: 'wall' });
add('pick', { kind: 'pickup' });
add('refill replenish restock', { kind: 'refill' });
add('skip pass', { kind: 'skip' });
add('status', { kind: 'status' });
add('recall remind repeat', { kind: 'recall' });
add('start begin', { kind: 'start' });
add('reorder order', { kind: 'reorder' });
add('peek', { kind: 'peek' });
add('player', { kind: 'player' });

add('old', { kind: 'old' });
add('lowest bottom', { kind: 'lowest' });
add('topmost top', { kind: 'topmost' });
add('keep take', { kind: 'keep' });
add(
  'the a an to towards toward into in onto on at of i me my please then and with by through it one its cell result where whether ended end got get am is was be do does did what happened next whatever anything something but also finally that this from direction side activate activated set plant place lay unactivated',
  { kind: 'filler' },
);

/** English condition phrases, checked before single words (longest first). */
export const EN_CONDITIONS: readonly [string, Condition][] = [
  ['hit a wall', 'hit-wall'],
  ['hit the wall', 'hit-wall'],
  ['bump into a wall', 'hit-wall'],
  ['fall into a pit', 'pit'],
  ['fell into a pit', 'pit'],
  ['end up in a pit', 'pit'],
  ['am carried', 'carried'],
  ['get carried', 'carried'],
  ['am carried by the flow', 'carried'],
  ['get into a river', 'river'],
  ['am in a river', 'river'],
  ['walk into a river', 'river'],
  ['reach a delta', 'delta'],
  ['am in a delta', 'delta'],
  ['get into a delta', 'delta'],
  ['reach a hospital', 'hospital'],
  ['am in a hospital', 'hospital'],
  ['get into a hospital', 'hospital'],
  ['reach a weaponry', 'weaponry'],
  ['am in a weaponry', 'weaponry'],
  ['reach an armory', 'weaponry'],
  ['am on land', 'land'],
  ['walk onto land', 'land'],
  ['reach the encephalitis cell', 'encephalitis'],
  ['am on an encephalitis cell', 'encephalitis'],
  ['get out', 'outside'],
  ['am outside', 'outside'],
  ['leave the labyrinth', 'outside'],
  ['am healed', 'healed'],
  ['get healed', 'healed'],
  ['am infected', 'infected'],
  ['get infected', 'infected'],
  ['hear a blast', 'blast'],
  ['step on a mine', 'blast'],
  ['find anything', 'found-anything'],
  ['find something', 'found-anything'],
  ['find a treasure', 'found-treasure'],
  ['find the treasure', 'found-treasure'],
  ['find a bullet', 'found-bullet'],
  ['find bullets', 'found-bullet'],
  ['find a grenade', 'found-grenade'],
  ['find grenades', 'found-grenade'],
  ['find a mine', 'found-mine'],
  ['find a landmine', 'found-mine'],
  ['find a corpse', 'found-corpse'],
];

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
  ['стен', { kind: 'wall' }],
  ['подбир', { kind: 'pickup' }],
  ['подним', { kind: 'pickup' }],
  ['пополн', { kind: 'refill' }],
  ['пропуск', { kind: 'skip' }],
  ['пас', { kind: 'skip' }],
  ['статус', { kind: 'status' }],
  ['сколько', { kind: 'status' }],
  ['напомн', { kind: 'recall' }],
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
];

const RU = [...RU_STEMS].sort((a, b) => b[0].length - a[0].length);

const RU_FILLER = new Set(
  'в во на по с со к ко и а я меня мне у потом затем после этого пожалуйста результат куда где ли что одну один одна сторону о об попал попаду оказался окажусь упёрся уперся все всё ничего'.split(
    ' ',
  ),
);

/** Russian condition phrases (stems joined by spaces; each word must start with its stem). */
export const RU_CONDITIONS: readonly [string, Condition][] = [
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

export type Lang = 'en' | 'ru';

export const detectLang = (text: string): Lang => (/[а-яё]/i.test(text) ? 'ru' : 'en');

/** The token for one word, or null if it is not a word of moves. */
export function lookup(word: string, lang: Lang): Token | null {
  if (/^\d+$/.test(word)) return { kind: 'number', value: Number(word) };
  const ordinal = /^(\d+)(st|nd|rd|th|-?й|-?я)$/.exec(word);
  if (ordinal) return { kind: 'number', value: Number(ordinal[1]) };
  if (lang === 'en') return EN[word] ?? null;
  if (RU_FILLER.has(word)) return { kind: 'filler' };
  for (const [stem, token] of RU) if (word.startsWith(stem)) return token;
  return null;
}

/** Word-by-word list of what may be written, for error messages. */
export const EXPECTED: Readonly<Record<Lang, string>> = {
  en: 'a movement (go up/down/left/right, by the flow, by the loop), shoot <direction>, blow the <direction> wall, set a mine, leave or throw an item, "if I …", "don\'t tell the result", skip, status, recall player N',
  ru: 'движение (иди вверх/вниз/влево/вправо, по течению, по петле), стреляю <направление>, взорвать стену <направление>, ставлю мину, оставляю или бросаю предмет, «если …», «не говори результат», пропускаю, статус, напомни ход игрока N',
};
