import { type Locale, parseOptions, type Result, type RuleError } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from '../game.ts';
import { game, play, scenario, typed } from '../test-helpers.ts';
import type { SlugsState } from '../types.ts';
import { deErrors } from './errors-de.ts';
import { type ErrorWords, enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';

const DEFENCE = 'stock: 1\nmap:\na.....\n..X...\n.....A';
const ESCORT = 'mode: escort\nstock: 3\nmap:\n#######\nDH...h.\n..X...E\n#######';
const DUEL = 'map:\na..X.A\n######\nb..X.B';

/** The error of a refused result. */
function refusal(r: Result<unknown, RuleError>): RuleError {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

/** What a seat's action is refused with. */
const applied = (s: SlugsState, action: unknown, seat = s.current): RuleError =>
  refusal(slugs.apply(s, seat, action as never));

/** What setup refuses these options and players with. */
function setupError(options: object, players = 1, edition?: number): RuleError {
  const parsed = parseOptions(slugs, options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return refusal(slugs.setup({ options: parsed.value, players, seed: 's', ...(edition ? { edition } : {}) }));
}

/**
 * The error has this code and English sentence, and, after a trip through JSON as it crosses
 * the network, the game words it exactly so in German and Russian.
 */
function says(e: RuleError, code: string, en: string, de: string, ru: string): void {
  expect(e.code).toBe(code);
  expect(e.message).toBe(en);
  const wire = JSON.parse(JSON.stringify(e)) as RuleError;
  expect(wire).toEqual(e);
  const explain = slugs.explain!;
  expect(explain(wire, 'en')).toBe(en);
  expect(explain(wire, 'de')).toBe(de);
  expect(explain(wire, 'ru')).toBe(ru);
}

describe('rule errors in the player’s language', () => {
  it('out of turn, a player not at the table, a finished game', () => {
    const duel = game(DUEL, {}, 2);
    says(
      applied(duel, typed('wait'), 1),
      'turn/not-your-turn',
      "It is player 1's turn.",
      'Spieler 1 ist am Zug.',
      'Сейчас ходит игрок 1.',
    );
    says(
      applied(duel, typed('wait'), 2),
      'turn/no-such-seat',
      'There is no player 3 in this game.',
      'In diesem Spiel gibt es keinen Spieler 3.',
      'В этой игре нет игрока 3.',
    );
    const over = play(game('map:\naXA'), 'wait', 'wait').state;
    says(
      applied(over, typed('wait')),
      'game/over',
      'The game is over.',
      'Das Spiel ist vorbei.',
      'Игра окончена.',
    );
  });

  it('a wall on a slug, a base, a machine, a wall, or outside the map', () => {
    const s = game(DEFENCE);
    says(
      applied(s, typed('wall at a1')),
      'wall/on-slug',
      'No wall may go at a1: a slug is there.',
      'Auf a1 darf keine Wand stehen: Dort ist eine Schnecke.',
      'На a1 нельзя поставить стену: там слизень.',
    );
    says(
      applied(s, typed('wall at f3')),
      'wall/on-base',
      'No wall may go at f3: it is a base.',
      'Auf f3 darf keine Wand stehen: Dort ist eine Basis.',
      'На f3 нельзя поставить стену: это база.',
    );
    says(
      applied(s, typed('wall at c2')),
      'wall/on-machine',
      'No wall may go at c2: it is a killing machine.',
      'Auf c2 darf keine Wand stehen: Dort ist eine Tötungsmaschine.',
      'На c2 нельзя поставить стену: это машина-убийца.',
    );
    says(
      applied(s, typed('wall at g1')),
      'wall/outside',
      'No wall may go at g1: it is outside the 6×3 map.',
      'Auf g1 darf keine Wand stehen: Das Feld liegt außerhalb der Karte (6×3).',
      'На g1 нельзя поставить стену: клетка за пределами карты 6×3.',
    );
    // As JSON, far off the map: still named as the board names cells (x 40 is column ao).
    says(
      applied(s, { type: 'wall', at: { x: 40, y: 2 } }),
      'wall/outside',
      'No wall may go at ao3: it is outside the 6×3 map.',
      'Auf ao3 darf keine Wand stehen: Das Feld liegt außerhalb der Karte (6×3).',
      'На ao3 нельзя поставить стену: клетка за пределами карты 6×3.',
    );
    says(
      applied(scenario({ level: DEFENCE, walls: ['d1'] }), typed('wall at d1')),
      'wall/on-wall',
      'No wall may go at d1: there is a wall there already.',
      'Auf d1 darf keine Wand stehen: Dort steht schon eine Wand.',
      'На d1 нельзя поставить стену: там уже стоит стена.',
    );
  });

  it('a cell typed off the map, even past the largest map, gets the game’s own sentence, not the schema’s', () => {
    // The duel of the terminal QA pass: 10×9; "a99" is past the action schema's 63.
    const duel = slugs.setup({
      options: slugs.optionsSchema.parse({ mode: 'duel' }),
      players: 2,
      seed: 'x',
    });
    if (!duel.ok) throw new Error(duel.error.message);
    const view = slugs.view(duel.value.state, 0);
    expect([view.width, view.height]).toEqual([10, 9]);
    const typedError = (text: string, locale: Locale): string => {
      const r = slugs.text!.parseAction!(text, view, locale);
      if (r.ok) throw new Error(`${text} was read`);
      expect(r.error.code).toBe('wall/outside');
      expect(slugs.explain!(r.error, locale)).toBe(r.error.message);
      return r.error.message;
    };
    expect(typedError('wall at a99', 'en')).toBe('No wall may go at a99: it is outside the 10×9 map.');
    expect(typedError('wall at z8', 'en')).toBe('No wall may go at z8: it is outside the 10×9 map.');
    expect(typedError('Wand auf a99', 'de')).toBe(
      'Auf a99 darf keine Wand stehen: Das Feld liegt außerhalb der Karte (10×9).',
    );
    expect(typedError('стена z8', 'ru')).toBe(
      'На z8 нельзя поставить стену: клетка за пределами карты 10×9.',
    );
    expect(typedError('k1', 'en')).toBe('No wall may go at k1: it is outside the 10×9 map.');
  });

  it('a wall on the hero, a door, or where a wall is on its way', () => {
    const s = game(ESCORT);
    says(
      applied(s, typed('wall at b2')),
      'wall/on-hero',
      'No wall may go at b2: the hero is there.',
      'Auf b2 darf keine Wand stehen: Dort steht der Held.',
      'На b2 нельзя поставить стену: там герой.',
    );
    says(
      applied(s, typed('wall at g3')),
      'wall/on-door',
      'No wall may go at g3: it is a door.',
      'Auf g3 darf keine Wand stehen: Dort ist eine Tür.',
      'На g3 нельзя поставить стену: это дверь.',
    );
    says(
      applied(play(s, 'walls at d3 e3').state, typed('wall at d3')),
      'wall/in-transit',
      'No wall may go at d3: a wall is already on its way there.',
      'Auf d3 darf keine Wand stehen: Dorthin ist schon eine Wand unterwegs.',
      'На d3 нельзя поставить стену: туда уже в пути другая стена.',
    );
  });

  it('too few walls in stock, a cell ordered twice, two walls at once outside the escort', () => {
    says(
      applied(play(game(DEFENCE), 'wall at d1').state, typed('wall at e1')),
      'wall/no-stock',
      'You have no wall in stock.',
      'Du hast keine Wand im Vorrat.',
      'У вас в запасе нет стен.',
    );
    says(
      applied(game(ESCORT), typed('walls at c2 d2 e3 f3')),
      'wall/no-stock',
      'You have 3 walls in stock, not 4.',
      'Du hast 3 Wände im Vorrat, nicht 4.',
      'У вас в запасе 3 стены, а не 4.',
    );
    says(
      applied(scenario({ level: ESCORT, stock: [1] }), typed('walls at c2 d2')),
      'wall/no-stock',
      'You have 1 wall in stock, not 2.',
      'Du hast 1 Wand im Vorrat, nicht 2.',
      'У вас в запасе 1 стена, а не 2.',
    );
    says(
      applied(scenario({ level: ESCORT, stock: [5] }), typed('walls at c2 d2 e2 f2 c3 d3')),
      'wall/no-stock',
      'You have 5 walls in stock, not 6.',
      'Du hast 5 Wände im Vorrat, nicht 6.',
      'У вас в запасе 5 стен, а не 6.',
    );
    says(
      applied(game(ESCORT), typed('walls at d3 d3')),
      'wall/repeated',
      'd3 is ordered twice.',
      'Das Feld d3 ist zweimal bestellt.',
      'Клетка d3 заказана дважды.',
    );
    says(
      applied(game('stock: 3\nmap:\na.....\n..X...\n.....A'), typed('walls at b2 d2')),
      'wall/one-a-turn',
      'In defence and in a duel you place one wall a turn.',
      'In der Verteidigung und im Duell setzt du eine Wand pro Runde.',
      'В обороне и в дуэли за ход ставится только одна стена.',
    );
  });

  it('untying a hero who is not tied, or in a game without a hero', () => {
    says(
      applied(game(DEFENCE), typed('untie')),
      'untie/no-hero',
      'There is no hero to untie in this game.',
      'In diesem Spiel gibt es keinen Helden zum Losbinden.',
      'В этой игре нет героя, которого можно развязать.',
    );
    says(
      applied(play(game(ESCORT), 'untie').state, typed('untie')),
      'untie/not-tied',
      'The hero is not tied.',
      'Der Held ist nicht angebunden.',
      'Герой не привязан.',
    );
  });

  it('bad options at setup: players, an unknown level, a mode the level is not for, an edition', () => {
    says(
      setupError({}, 3),
      'setup/players',
      'The Slug Labyrinth is played by one or two players.',
      'Das Schneckenlabyrinth spielt man allein oder zu zweit.',
      '«Лабиринт слизней» — игра для одного или двух игроков.',
    );
    says(
      setupError({ mode: 'duel' }, 1),
      'setup/players',
      'A duel is played by two players, not one.',
      'Ein Duell spielt man zu zweit, nicht allein.',
      'Режим «дуэль» — игра для двоих, а не для одного.',
    );
    says(
      setupError({ mode: 'defence' }, 2),
      'setup/players',
      'Defence is played by one player, not two.',
      'Die Verteidigung spielt man allein, nicht zu zweit.',
      'Режим «оборона» — игра для одного, а не для двоих.',
    );
    says(
      setupError({ mode: 'escort' }, 2),
      'setup/players',
      'The escort is played by one player, not two.',
      'Die Eskorte spielt man allein, nicht zu zweit.',
      'Режим «сопровождение» — игра для одного, а не для двоих.',
    );
    const names =
      'defence-1, defence-2, defence-3, defence-4, defence-5, defence-6, duel-1, duel-2, duel-3, duel-4, escort';
    says(
      setupError({ level: 'defence-99' }),
      'setup/unknown-level',
      `There is no shipped level "defence-99" (there are ${names}, and random).`,
      `Es gibt keinen mitgelieferten Level „defence-99“ (es gibt ${names} und „random“).`,
      `Встроенного уровня «defence-99» нет (есть ${names} и «random»).`,
    );
    says(
      setupError({ mode: 'duel', level: 'defence-1' }),
      'setup/mode-mismatch',
      'The level is a defence level, not duel.',
      'Der Level ist für die Spielart „Verteidigung“, nicht für „Duell“.',
      'Этот уровень для режима «оборона», а не «дуэль».',
    );
    says(
      setupError({}, 1, 9),
      'setup/edition',
      'The Slug Labyrinth has no edition 9 of its rules.',
      'Vom Schneckenlabyrinth gibt es keine Ausgabe 9 der Regeln.',
      'У правил «Лабиринта слизней» нет редакции 9.',
    );
  });

  it('a scenario that does not fit its level', () => {
    const build = (spec: object) => refusal(slugs.scenario!(spec));
    says(
      build({ level: 'escort', room: 9 }),
      'scenario/invalid',
      'There is no room 9.',
      'Es gibt keinen Raum 9.',
      'Комнаты 9 нет.',
    );
    says(
      build({ level: DEFENCE, walls: ['z9'] }),
      'scenario/invalid',
      'The wall at z9 is off the map.',
      'Die Wand auf z9 liegt außerhalb der Karte.',
      'Стена на z9 — за пределами карты.',
    );
    says(
      build({ level: DEFENCE, slugs: [{}, {}] }),
      'scenario/invalid',
      'The level has 1 slug, the scenario names 2.',
      'Der Level hat 1 Schnecke, das Szenario nennt 2.',
      'На уровне 1 слизень, а в сценарии — 2.',
    );
    says(
      build({ level: DEFENCE, hero: { stress: 1 } }),
      'scenario/invalid',
      'Only the escort has a hero.',
      'Nur die Eskorte hat einen Helden.',
      'Герой есть только в сопровождении.',
    );
  });

  it('errors from a schema or the level validator keep their message in every language', () => {
    const malformed = applied(game(DEFENCE), { type: 'wall', at: 'c4' });
    expect(malformed.code).toBe('action/malformed');
    expect(slugs.explain!(malformed, 'de')).toBe(malformed.message);
    const level = setupError({ level: 'name: x\nmap:\na.?X.A' });
    expect(level.code).toBe('level/unknown-char');
    expect(slugs.explain!(JSON.parse(JSON.stringify(level)), 'ru')).toBe(level.message);
  });
});

/** Sample arguments of each sentence, of the types the rules pass. */
const SAMPLES: { readonly [K in keyof ErrorWords]: Parameters<ErrorWords[K]> } = {
  'game/over': [],
  'turn/no-such-seat': [3],
  'turn/not-your-turn': [2],
  'wall/one-a-turn': [],
  'wall/no-stock': [],
  'wall/no-stock#fewer': [2, 5],
  'wall/repeated': ['d3'],
  'wall/outside': ['ao3', 6, 3],
  'wall/on-wall': ['c4'],
  'wall/in-transit': ['c4'],
  'wall/on-slug': ['c4'],
  'wall/on-hero': ['c4'],
  'wall/on-base': ['c4'],
  'wall/on-machine': ['c4'],
  'wall/on-door': ['c4'],
  'untie/no-hero': [],
  'untie/not-tied': [],
  'setup/players': [],
  'setup/players#mode': ['duel', 1],
  'setup/unknown-level': ['defence-99', ['defence-1', 'duel-1', 'escort']],
  'setup/mode-mismatch': ['escort', 'defence'],
  'setup/edition': [9],
  'scenario/invalid#room': [7],
  'scenario/invalid#wall': ['z9'],
  'scenario/invalid#slugs': [3, 5],
  'scenario/invalid#hero': [],
  'scenario/invalid#mode': [],
};

/** The sentence without the sample arguments' own text (cell and level names are Latin). */
function withoutArgs(sentence: string, args: readonly unknown[]): string {
  let out = sentence;
  for (const a of args.flat()) if (typeof a === 'string') out = out.split(a).join(' ');
  return out;
}

const wordsOf = (text: string): string[] => (text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());

describe('every error sentence', () => {
  const keys = Object.keys(enErrors) as (keyof ErrorWords)[];
  const say = (table: ErrorWords, key: keyof ErrorWords): string =>
    (table[key] as (...args: unknown[]) => string)(...SAMPLES[key]);
  /** Words of the English sentences; German shares "in", "Level" and the typed "random" only. */
  const english = new Set(keys.flatMap((k) => wordsOf(withoutArgs(say(enErrors, k), SAMPLES[k]))));
  for (const w of ['in', 'level', 'random']) english.delete(w);
  for (const w of ['the', 'a', 'an', 'is', 'are', 'you', 'your', 'not', 'no', 'of', 'to', 'and', 'or', 'it'])
    english.add(w);

  it('has sample arguments in this test', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(keys.slice().sort());
    expect(Object.keys(deErrors).sort()).toEqual(keys.slice().sort());
    expect(Object.keys(ruErrors).sort()).toEqual(keys.slice().sort());
  });

  it.each(keys)('%s is worded in German and Russian, with no English left', (key) => {
    const args = SAMPLES[key];
    const en = say(enErrors, key);
    const de = say(deErrors, key);
    const ru = say(ruErrors, key);
    for (const sentence of [en, de, ru]) {
      expect(sentence.trim().length).toBeGreaterThan(0);
      expect(sentence).not.toMatch(/undefined|NaN|null|\[object/);
      expect(sentence).toMatch(/[.!?]$/);
    }
    expect(de).not.toBe(en);
    expect(ru).not.toBe(en);
    expect(wordsOf(withoutArgs(de, args)).filter((w) => english.has(w))).toEqual([]);
    const latin = withoutArgs(ru, args).match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((w) => w !== 'random')).toEqual([]);
  });
});
