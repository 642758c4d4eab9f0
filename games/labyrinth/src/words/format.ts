/**
 * Structured actions → words, in the style the parser reads back: for menus,
 * logs and recalls. `parseMove(formatAction(a, lang), { lang })` gives `a` again.
 * English and Russian here; German in `format-de.ts`.
 */
import type { Direction } from '@daedalus/core';
import type { Act, ActCondition, Condition, ItemKind, LabyrinthAction } from '../types.ts';
import { formatActionDe } from './format-de.ts';
import type { Lang } from './lexicon.ts';

/** The languages formatted in this file. */
type EnRu = Exclude<Lang, 'de'>;

const DIR: Record<EnRu, Record<Direction, string>> = {
  en: { up: 'up', down: 'down', left: 'left', right: 'right' },
  ru: { up: 'вверх', down: 'вниз', left: 'влево', right: 'вправо' },
};
const WALL: Record<Direction, string> = { up: 'верхнюю', down: 'нижнюю', left: 'левую', right: 'правую' };
const ITEM: Record<EnRu, Record<ItemKind, string>> = {
  en: {
    treasure: 'the treasure',
    corpse: 'the corpse',
    mine: 'the mine',
    bullet: 'a bullet',
    grenade: 'a grenade',
  },
  ru: { treasure: 'клад', corpse: 'труп', mine: 'мину', bullet: 'патрон', grenade: 'гранату' },
};
const COND: Record<EnRu, Record<Condition, string>> = {
  en: {
    'hit-wall': 'hit a wall',
    carried: 'am carried',
    land: 'am on land',
    hospital: 'reach a hospital',
    weaponry: 'reach a weaponry',
    pit: 'fall into a pit',
    river: 'get into a river',
    delta: 'reach a delta',
    encephalitis: 'reach the encephalitis cell',
    outside: 'get out',
    'found-anything': 'find anything',
    'found-treasure': 'find a treasure',
    'found-bullet': 'find a bullet',
    'found-grenade': 'find a grenade',
    'found-mine': 'find a mine',
    'found-corpse': 'find a corpse',
    healed: 'am healed',
    infected: 'am infected',
    blast: 'hear a blast',
  },
  ru: {
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
    'found-treasure': 'найду клад',
    'found-bullet': 'найду патрон',
    'found-grenade': 'найду гранату',
    'found-mine': 'найду мину',
    'found-corpse': 'найду труп',
    healed: 'вылечусь',
    infected: 'заражусь',
    blast: 'взрыв',
  },
};

function to(lang: EnRu, target: Direction | 'here'): string {
  if (target === 'here') return lang === 'en' ? 'here' : 'здесь';
  return DIR[lang][target];
}

function act(a: Act, lang: EnRu): string {
  const cond = a.if ? condition(a.if, lang) : '';
  const body = (() => {
    switch (a.do) {
      case 'shoot': {
        const shot = lang === 'en' ? `shoot ${DIR.en[a.dir]}` : `стреляю ${DIR.ru[a.dir]}`;
        if (!a.target) return shot;
        const { seat, cell } = a.target;
        return lang === 'en'
          ? `${shot} at player ${seat + 1} on ${cell.x + 1} ${cell.y + 1}`
          : `${shot} в игрока ${seat + 1} на ${cell.x + 1} ${cell.y + 1}`;
      }
      case 'blow':
        return lang === 'en' ? `blow the ${DIR.en[a.dir]} wall` : `взорвать ${WALL[a.dir]} стену`;
      case 'mine':
        return lang === 'en' ? `set a mine ${to('en', a.to)}` : `ставлю мину ${to('ru', a.to)}`;
      case 'leave':
        if (a.to === 'here')
          return lang === 'en' ? `leave ${ITEM.en[a.item]}` : `оставляю ${ITEM.ru[a.item]}`;
        if (a.item === 'grenade')
          return lang === 'en'
            ? `throw a grenade to the ${DIR.en[a.to]} cell`
            : `бросаю гранату в клетку ${DIR.ru[a.to]}`;
        return lang === 'en'
          ? `throw ${ITEM.en[a.item]} ${DIR.en[a.to]}`
          : `бросаю ${ITEM.ru[a.item]} ${DIR.ru[a.to]}`;
    }
  })();
  return cond ? `${cond}, ${body}` : body;
}

function condition(c: ActCondition, lang: EnRu): string {
  if (lang === 'en') return `if I ${c.not ? "don't " : ''}${COND.en[c.on]}`;
  return `если ${c.not ? 'не ' : ''}${COND.ru[c.on]}`;
}

export function formatAction(action: LabyrinthAction, lang: Lang = 'en'): string {
  if (lang === 'de') return formatActionDe(action);
  const en = lang === 'en';
  const cell = (p: { x: number; y: number }) => `${p.x + 1} ${p.y + 1}`;
  switch (action.type) {
    case 'skip':
      return en ? 'skip' : 'пропускаю';
    case 'status':
      return en ? 'status' : 'статус';
    case 'break':
      return en ? 'take a five-minute break' : 'беру пятиминутный перерыв';
    case 'recall':
      return en ? `recall player ${action.seat + 1}` : `напомни ход игрока ${action.seat + 1}`;
    case 'start':
      return en ? `start ${cell(action.cell)}` : `старт ${cell(action.cell)}`;
    case 'reorder':
      return en ? `reorder ${cell(action.cell)}` : `новая клетка ${cell(action.cell)}`;
    case 'peek':
      return en ? `peek ${cell(action.cell)}` : `какая клетка ${cell(action.cell)}`;
    case 'move': {
      // As the original says them: "Shoot left, then go up", "Go up, then blow the up wall".
      const m = action.movement;
      const movement =
        m === 'flow'
          ? en
            ? 'go by the flow'
            : 'иди по течению'
          : m === 'loop'
            ? en
              ? 'go by the loop'
              : 'иди по петле'
            : en
              ? `go ${m}`
              : `иди ${DIR.ru[m]}`;
      const then = en ? ', then ' : ', затем ';
      const before = (action.before ?? []).map((a) => act(a, lang)).join(', ');
      let text = before ? `${before}${then}${movement}` : movement;
      if (action.after?.length) text += `${then}${action.after.map((a) => act(a, lang)).join(', ')}`;
      const flags: string[] = [];
      if (action.pickup === false) flags.push(en ? "don't pick up anything" : 'не подбирай');
      if (action.refill === false) flags.push(en ? "don't refill" : 'не пополняй');
      if (action.treasure !== undefined) {
        const t = action.treasure;
        flags.push(
          en
            ? t === 'old'
              ? 'keep the old treasure'
              : t === 'topmost' || t === 'lowest'
                ? `take the ${t} treasure`
                : `take treasure ${t}`
            : t === 'old'
              ? 'беру старый клад'
              : t === 'topmost'
                ? 'беру верхний клад'
                : t === 'lowest'
                  ? 'беру нижний клад'
                  : `беру клад ${t}`,
        );
      }
      if (action.report === 'dark') flags.push(en ? "don't tell the result" : 'не говори результат');
      if (action.report === 'semi-dark') {
        flags.push(en ? "don't tell where I ended up" : 'не говори где я оказался');
        flags.push(en ? 'tell me whether I hit a wall' : 'скажи упёрся ли я в стену');
      }
      if (flags.length) text += ` (${flags.join('; ')})`;
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
}
