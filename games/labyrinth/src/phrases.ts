/**
 * Words for moves and items in English and Russian (German falls back to English):
 * directions, cell types, item counts with plural forms, and a whole move as a player
 * would say it ("shoot left, go up, then if I find a treasure shoot up").
 */
import { type Direction, type Locale, type Point, ruPlural } from '@daedalus/core';
import type { CellType } from './plan/types.ts';
import type { Found, ItemKind } from './types.ts';

export { ruPlural };

export type Lang = 'en' | 'ru';
export const langOf = (locale: Locale): Lang => (locale === 'ru' ? 'ru' : 'en');

export const seatName = (seat: number, l: Lang): string =>
  l === 'ru' ? `Игрок ${seat + 1}` : `Player ${seat + 1}`;

export const cellName = (p: Point, l: Lang): string =>
  l === 'ru' ? `столбец ${p.x + 1}, строка ${p.y + 1}` : `column ${p.x + 1}, row ${p.y + 1}`;

const DIR: Record<Lang, Record<Direction, string>> = {
  en: { up: 'up', right: 'right', down: 'down', left: 'left' },
  ru: { up: 'вверх', right: 'вправо', down: 'вниз', left: 'влево' },
};
export const dirWord = (d: Direction, l: Lang): string => DIR[l][d];

const WALL_DIR: Record<Lang, Record<Direction, string>> = {
  en: { up: 'the upper wall', right: 'the right wall', down: 'the lower wall', left: 'the left wall' },
  ru: { up: 'верхнюю стену', right: 'правую стену', down: 'нижнюю стену', left: 'левую стену' },
};
export const wallWord = (d: Direction, l: Lang): string => WALL_DIR[l][d];

const CELL: Record<Lang, Record<CellType, string>> = {
  en: {
    land: 'land',
    hospital: 'a hospital',
    weaponry: 'a weaponry',
    pit: 'a pit',
    river: 'a river',
    delta: 'a delta',
    encephalitis: 'an encephalitis cell',
  },
  ru: {
    land: 'суша',
    hospital: 'госпиталь',
    weaponry: 'арсенал',
    pit: 'яма',
    river: 'река',
    delta: 'дельта',
    encephalitis: 'клетка энцефалита',
  },
};
export const cellTypeWord = (t: CellType, l: Lang): string => CELL[l][t];

const ITEM_FORMS: Record<ItemKind, { en: [string, string]; ru: [string, string, string] }> = {
  treasure: { en: ['treasure', 'treasures'], ru: ['сокровище', 'сокровища', 'сокровищ'] },
  bullet: { en: ['bullet', 'bullets'], ru: ['патрон', 'патрона', 'патронов'] },
  grenade: { en: ['grenade', 'grenades'], ru: ['граната', 'гранаты', 'гранат'] },
  mine: { en: ['landmine', 'landmines'], ru: ['мина', 'мины', 'мин'] },
  corpse: { en: ['corpse', 'corpses'], ru: ['труп', 'трупа', 'трупов'] },
};

/** "a treasure", "2 bullets"; "сокровище", "2 патрона". */
export function countOf(kind: ItemKind, n: number, l: Lang): string {
  const f = ITEM_FORMS[kind];
  if (l === 'ru') return n === 1 ? f.ru[0] : `${n} ${ruPlural(n, ...f.ru)}`;
  return n === 1 ? `a ${f.en[0]}` : `${n} ${f.en[1]}`;
}

/** The item in the accusative for "leave a …" ("оставить мину"). */
export function itemWord(kind: ItemKind, l: Lang): string {
  if (l === 'ru')
    return { treasure: 'сокровище', bullet: 'патрон', grenade: 'гранату', mine: 'мину', corpse: 'труп' }[
      kind
    ];
  return `a ${ITEM_FORMS[kind].en[0]}`;
}

/** What was found, as a list in the game master's order: "a treasure, 2 bullets and a corpse". */
export function listFound(f: Found, count: (kind: ItemKind, n: number) => string, and: string): string {
  const parts: string[] = [];
  const add = (kind: ItemKind, n: number) => {
    if (n > 0) parts.push(count(kind, n));
  };
  add('treasure', f.treasures);
  add('bullet', f.bullets);
  add('grenade', f.grenades);
  add('mine', f.mines);
  add('corpse', f.corpses);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

export function foundList(f: Found, l: Lang): string {
  return listFound(f, (kind, n) => countOf(kind, n, l), l === 'ru' ? 'и' : 'and');
}
