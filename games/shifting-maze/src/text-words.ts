/**
 * Shifting Maze commands in German and Russian: the labels `formatAction` gives for a
 * locale, and the words `parseCommand` accepts in any locale, so that every label can be
 * typed back ("gehe nach rechts", "иди вправо" → move right). `normaliseCommand` turns
 * German and Russian words into the English command words the parser reads; English
 * input passes through unchanged.
 */
import type { Direction, Locale } from '@daedalus/core';
import type { SmAction } from './types.ts';

const DIR_DE: Record<Direction, string> = { up: 'oben', right: 'rechts', down: 'unten', left: 'links' };
const DIR_RU_MOVE: Record<Direction, string> = { up: 'вверх', right: 'вправо', down: 'вниз', left: 'влево' };
/** Where a neighbouring cube is: "куб слева". */
const DIR_RU_AT: Record<Direction, string> = { up: 'сверху', right: 'справа', down: 'снизу', left: 'слева' };

const TURN: Record<'de' | 'ru', Record<'cw' | 'ccw', string>> = {
  de: { cw: 'im Uhrzeigersinn', ccw: 'gegen den Uhrzeigersinn' },
  ru: { cw: 'по часовой', ccw: 'против часовой' },
};

/** A command label in German or Russian (English stays in text.ts). */
export function localCommand(a: SmAction, l: 'de' | 'ru'): string {
  const de = l === 'de';
  switch (a.type) {
    case 'move':
      return de ? `gehe nach ${DIR_DE[a.dir]}` : `иди ${DIR_RU_MOVE[a.dir]}`;
    case 'investigate':
      return de ? `erkunde nach ${DIR_DE[a.dir]}` : `исследуй ${DIR_RU_MOVE[a.dir]}`;
    case 'pickUp':
      if (a.body === undefined) return de ? `nimm ${a.index + 1}` : `возьми ${a.index + 1}`;
      return de
        ? `nimm ${a.index + 1} von Leiche ${a.body + 1}`
        : `возьми ${a.index + 1} с тела ${a.body + 1}`;
    case 'takeKey':
      return de ? 'nimm den Schlüssel' : 'возьми ключ';
    case 'rotate':
      if (a.target === 'here') return de ? `drehe ${TURN.de[a.turn]}` : `поверни ${TURN.ru[a.turn]}`;
      return de
        ? `drehe den Würfel ${DIR_DE[a.target]} ${TURN.de[a.turn]}`
        : `поверни куб ${DIR_RU_AT[a.target]} ${TURN.ru[a.turn]}`;
    case 'stunDefender':
      return de ? `betäube Wächter ${a.defender}` : `оглуши стража ${a.defender}`;
    case 'destroyDefender':
      return de ? `zerstöre Wächter ${a.defender}` : `уничтожь стража ${a.defender}`;
    case 'stunChallenger':
      return de ? `betäube Spieler ${a.seat + 1}` : `оглуши игрока ${a.seat + 1}`;
    case 'killChallenger':
      return de ? `töte Spieler ${a.seat + 1}` : `убей игрока ${a.seat + 1}`;
    case 'destroyCube':
      return de ? `zerstöre den Würfel ${DIR_DE[a.dir]}` : `разрушь куб ${DIR_RU_AT[a.dir]}`;
    case 'discard':
      return de ? `lege ${a.index + 1} ab` : `выброси ${a.index + 1}`;
    case 'useBattery':
      return de ? `nutze Batterie ${a.index + 1}` : `используй батарею ${a.index + 1}`;
    case 'end':
      return de ? 'beenden' : 'закончить';
  }
}

export const localeOf = (locale: Locale): 'en' | 'de' | 'ru' =>
  locale === 'de' || locale === 'ru' ? locale : 'en';

/** Phrases first (the turn senses are several words), then single words; '' drops a filler. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/gegen den uhrzeigersinn/g, 'ccw'],
  [/im uhrzeigersinn/g, 'cw'],
  [/против часовой( стрелки)?/g, 'ccw'],
  [/по часовой( стрелке)?/g, 'cw'],
];

const WORDS: Readonly<Record<string, string>> = {
  // German
  gehe: 'move',
  geh: 'move',
  ziehe: 'move',
  zieh: 'move',
  erkunde: 'investigate',
  nimm: 'pick',
  hebe: 'pick',
  drehe: 'rotate',
  dreh: 'rotate',
  betäube: 'stun',
  zerstöre: 'destroy',
  töte: 'kill',
  lege: 'discard',
  leg: 'discard',
  nutze: 'use',
  benutze: 'use',
  beenden: 'end',
  fertig: 'end',
  oben: 'up',
  hoch: 'up',
  rechts: 'right',
  unten: 'down',
  links: 'left',
  hier: 'here',
  wächter: 'defender',
  spieler: 'player',
  herausforderer: 'player',
  schlüssel: 'key',
  batterie: 'battery',
  batteriepack: 'battery',
  leiche: 'body',
  von: 'from',
  nach: '',
  den: '',
  würfel: '',
  ab: '',
  auf: '',
  // Russian
  иди: 'move',
  исследуй: 'investigate',
  возьми: 'pick',
  подбери: 'pick',
  поверни: 'rotate',
  оглуши: 'stun',
  уничтожь: 'destroy',
  разрушь: 'destroy',
  убей: 'kill',
  выброси: 'discard',
  брось: 'discard',
  используй: 'use',
  закончить: 'end',
  конец: 'end',
  хватит: 'end',
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
};

/** German and Russian command words → the English words `parseCommand` reads. */
export function normaliseCommand(input: string): string {
  let s = input.trim().toLowerCase();
  for (const [re, to] of PHRASES) s = s.replace(re, to);
  return s
    .split(/[\s,]+/)
    .map((w) => WORDS[w] ?? w)
    .filter(Boolean)
    .join(' ');
}
