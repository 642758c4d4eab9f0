/**
 * The Shifting Maze board's own words in English, German and Russian: the line above the
 * maze (turn, whose move, main actions and Power Points left), the legend, the zoom button.
 * The game's words (events, actions) come from the game package in the same language.
 */
import type { Locale } from '@daedalus/core';
import { format } from '../i18n/translate.ts';

const en = {
  turn: 'Turn {n} of {cap}',
  yours: 'Your move',
  whose: 'Player {n} moves',
  react: 'Player {n} reacts',
  reactYou: 'You react',
  mainLeft: 'Main actions left: {n} of 3',
  reactLeft: 'Main actions still free: {n} (they come off the next turn)',
  pp: 'Power Points: {n}',
  shutOut:
    'You cannot enter: your way in at {cell} is a Destroyed Cube. Nothing to do but end the turn until a slide of row {row} moves it away.',
  events: 'Defenders and the maze move',
  legend: 'What the marks mean',
  you: 'Your Challenger (numbered by player)',
  rival: "Another player's Challenger",
  challenger: 'Challenger (numbered by player)',
  carries: 'Challenger carrying the Key',
  escaped: 'The winner: escaped with the Key through the start area',
  defender: 'Defender robot, lettered A, B, C (faded: stunned)',
  hidden: 'Unrevealed position: investigate to reveal a cube',
  cube: 'Cube: the light paths are its open doorways',
  destroyed: 'Destroyed Cube: nobody passes',
  start: 'Start area (dashed: a player’s entry row)',
  far: 'Far side: take a Key here, then escape where you started',
  key: 'Key',
  battery: 'Battery Pack (its Power Points)',
  body: 'Body of a dead Challenger (in its colour)',
  target: 'You may act here',
  zoomIn: 'Bigger cells',
  zoomOut: 'Whole maze',
};

export type SmWord = keyof typeof en;

const de: Record<SmWord, string> = {
  turn: 'Zug {n} von {cap}',
  yours: 'Du bist am Zug',
  whose: 'Spieler {n} ist am Zug',
  react: 'Spieler {n} reagiert',
  reactYou: 'Du reagierst',
  mainLeft: 'Hauptaktionen übrig: {n} von 3',
  reactLeft: 'Noch freie Hauptaktionen: {n} (sie fehlen im nächsten Zug)',
  pp: 'Energiepunkte: {n}',
  shutOut:
    'Du kannst nicht hinein: dein Eingang {cell} ist ein zerstörter Würfel. Es bleibt nur, den Zug zu beenden, bis ein Verschieben der Reihe {row} ihn fortschiebt.',
  events: 'Wächter und Labyrinth bewegen sich',
  legend: 'Was die Zeichen bedeuten',
  you: 'Dein Herausforderer (mit der Spielernummer)',
  rival: 'Herausforderer eines anderen Spielers',
  challenger: 'Herausforderer (mit der Spielernummer)',
  carries: 'Herausforderer mit dem Schlüssel',
  escaped: 'Der Sieger: mit dem Schlüssel durch den Startbereich entkommen',
  defender: 'Wächter-Roboter mit Buchstaben A, B, C (blass: betäubt)',
  hidden: 'Nicht aufgedeckt: untersuche die Stelle, um einen Würfel aufzudecken',
  cube: 'Würfel: die hellen Wege sind seine offenen Türen',
  destroyed: 'Zerstörter Würfel: unpassierbar',
  start: 'Startbereich (gestrichelt: die Eingangsreihe eines Spielers)',
  far: 'Gegenüberliegende Seite: hier liegt der Schlüssel, dann zurück zum Start',
  key: 'Schlüssel',
  battery: 'Batteriepack (mit seinen Energiepunkten)',
  body: 'Leiche eines Herausforderers (in seiner Farbe)',
  target: 'Hier kannst du handeln',
  zoomIn: 'Größere Felder',
  zoomOut: 'Ganzes Labyrinth',
};

const ru: Record<SmWord, string> = {
  turn: 'Ход {n} из {cap}',
  yours: 'Ваш ход',
  whose: 'Ходит игрок {n}',
  react: 'Игрок {n} реагирует',
  reactYou: 'Вы реагируете',
  mainLeft: 'Осталось основных действий: {n} из 3',
  reactLeft: 'Ещё свободно основных действий: {n} (их вычтут из следующего хода)',
  pp: 'Очки энергии: {n}',
  shutOut:
    'Вы не можете войти: ваш вход {cell} — разрушенный куб. Остаётся только завершать ход, пока сдвиг ряда {row} не уберёт его.',
  events: 'Ходят стражи и лабиринт',
  legend: 'Что означают знаки',
  you: 'Ваш претендент (с номером игрока)',
  rival: 'Претендент другого игрока',
  challenger: 'Претендент (с номером игрока)',
  carries: 'Претендент с ключом',
  escaped: 'Победитель: ушёл с ключом через стартовую зону',
  defender: 'Робот-страж с буквой A, B, C (бледный: оглушён)',
  hidden: 'Не открыто: исследуйте место, чтобы открыть куб',
  cube: 'Куб: светлые дорожки — его открытые двери',
  destroyed: 'Разрушенный куб: не пройти',
  start: 'Стартовая зона (пунктир: ряд входа игрока)',
  far: 'Дальняя сторона: здесь ключ, с ним — назад к старту',
  key: 'Ключ',
  battery: 'Батарея (её очки энергии)',
  body: 'Тело погибшего претендента (его цвета)',
  target: 'Здесь можно действовать',
  zoomIn: 'Крупнее',
  zoomOut: 'Весь лабиринт',
};

const WORDS: Readonly<Record<Locale, Record<SmWord, string>>> = { en, de, ru };

/** The board's words in a language: `w('mainLeft', { n: 2 })`. */
export const smWords =
  (locale: Locale) =>
  (key: SmWord, params?: Record<string, string | number>): string =>
    format((WORDS[locale] ?? en)[key], params);
