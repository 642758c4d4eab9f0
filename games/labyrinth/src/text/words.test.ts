import { DIRECTIONS, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { type Act, CONDITIONS, ITEM_KINDS, type LabyrinthAction, labyrinthActionSchema } from '../types.ts';
import { formatAction } from './format.ts';
import { detectLang, lexiconWords, lookup } from './lexicon.ts';
import { parseMove } from './parse.ts';

const parsed = (text: string) => {
  const r = parseMove(text);
  if (!r.ok) throw new Error(r.error.message);
  expect(labyrinthActionSchema.safeParse(r.value).success).toBe(true);
  return r.value;
};

describe('moves in words, as the original writes them', () => {
  it.each<[string, LabyrinthAction]>([
    ['Go up', { type: 'move', movement: 'up' }],
    ['up', { type: 'move', movement: 'up' }],
    ['Blow the up wall, then go up.', { type: 'move', movement: 'up', before: [{ do: 'blow', dir: 'up' }] }],
    [
      'Shoot to the left, then go up.',
      { type: 'move', movement: 'up', before: [{ do: 'shoot', dir: 'left' }] },
    ],
    [
      'Go up, then shoot to the right and blow the up wall',
      {
        type: 'move',
        movement: 'up',
        after: [
          { do: 'shoot', dir: 'right' },
          { do: 'blow', dir: 'up' },
        ],
      },
    ],
    ['Go up, then blow the up wall.', { type: 'move', movement: 'up', after: [{ do: 'blow', dir: 'up' }] }],
    [
      'Blow the right wall, then go right.',
      { type: 'move', movement: 'right', before: [{ do: 'blow', dir: 'right' }] },
    ],
    [
      'blow up the wall to the right, go left',
      { type: 'move', movement: 'left', before: [{ do: 'blow', dir: 'right' }] },
    ],
    [
      'go right; if I find a treasure, shoot up',
      { type: 'move', movement: 'right', after: [{ do: 'shoot', dir: 'up', if: { on: 'found-treasure' } }] },
    ],
    [
      'Go right; if I find a treasure, shoot up; and if I find a bullet, shoot right; finally, if I fall into a pit, leave one grenade there.',
      {
        type: 'move',
        movement: 'right',
        after: [
          { do: 'shoot', dir: 'up', if: { on: 'found-treasure' } },
          { do: 'shoot', dir: 'right', if: { on: 'found-bullet' } },
          { do: 'leave', item: 'grenade', to: 'here', if: { on: 'pit' } },
        ],
      },
    ],
    ["go right, don't tell the result", { type: 'move', movement: 'right', report: 'dark' }],
    [
      "1. Go right, don't tell where did I end up, but 2. tell me whether I hit a wall.",
      { type: 'move', movement: 'right', report: 'semi-dark' },
    ],
    ['go by the flow', { type: 'move', movement: 'flow' }],
    [
      'go with the flow, if I hit a wall shoot left',
      { type: 'move', movement: 'flow', after: [{ do: 'shoot', dir: 'left', if: { on: 'hit-wall' } }] },
    ],
    [
      "go down, if I don't hit a wall set a mine up",
      {
        type: 'move',
        movement: 'down',
        after: [{ do: 'mine', to: 'up', if: { on: 'hit-wall', not: true } }],
      },
    ],
    ['loop', { type: 'move', movement: 'loop' }],
    [
      'shoot up at player 2 on 3 4, then go left',
      {
        type: 'move',
        movement: 'left',
        before: [{ do: 'shoot', dir: 'up', target: { seat: 1, cell: { x: 2, y: 3 } } }],
      },
    ],
    [
      'throw the corpse to the right, then go left',
      { type: 'move', movement: 'left', before: [{ do: 'leave', item: 'corpse', to: 'right' }] },
    ],
    [
      'leave the treasure and go down',
      { type: 'move', movement: 'down', before: [{ do: 'leave', item: 'treasure', to: 'here' }] },
    ],
    ['go up and take the topmost treasure', { type: 'move', movement: 'up', treasure: 'topmost' }],
    ["go left, don't refill", { type: 'move', movement: 'left', refill: false }],
    ["go left, don't pick up anything", { type: 'move', movement: 'left', pickup: false }],
    ['How many bullets and grenades do I have?', { type: 'status' }],
    ['skip', { type: 'skip' }],
    ['recall player 2', { type: 'recall', seat: 1 }],
    // B.9 thinking breaks.
    ['take a break', { type: 'break' }],
    ['I take a 5-minute break to think', { type: 'break' }],
    ['break', { type: 'break' }],
    ['pause', { type: 'break' }],
    ['start at 2 3', { type: 'start', cell: { x: 1, y: 2 } }],
    ['reorder (4, 1)', { type: 'reorder', cell: { x: 3, y: 0 } }],
  ])('%s', (text, action) => {
    expect(parsed(text)).toEqual(action);
  });

  it.each<[string, LabyrinthAction]>([
    ['иди вверх', { type: 'move', movement: 'up' }],
    [
      'Взорвать верхнюю стену, затем иди вверх',
      { type: 'move', movement: 'up', before: [{ do: 'blow', dir: 'up' }] },
    ],
    [
      'стреляю влево, потом иду вверх',
      { type: 'move', movement: 'up', before: [{ do: 'shoot', dir: 'left' }] },
    ],
    [
      'иди вправо; если найду клад, стреляю вверх',
      { type: 'move', movement: 'right', after: [{ do: 'shoot', dir: 'up', if: { on: 'found-treasure' } }] },
    ],
    ['иди вправо, не говори результат', { type: 'move', movement: 'right', report: 'dark' }],
    ['иди по течению', { type: 'move', movement: 'flow' }],
    ['если упаду в яму оставляю гранату', { type: 'move', movement: 'up' }],
    ['пропускаю', { type: 'skip' }],
    ['сколько у меня патронов?', { type: 'status' }],
    ['напомни ход игрока 3', { type: 'recall', seat: 2 }],
    ['перерыв', { type: 'break' }],
    ['беру перерыв', { type: 'break' }],
    ['Я беру пятиминутный перерыв', { type: 'break' }],
    // The menus' own words: the player's announcement, in the first person throughout.
    [
      'Взрываю верхнюю стену, затем иду вверх',
      { type: 'move', movement: 'up', before: [{ do: 'blow', dir: 'up' }] },
    ],
    [
      'иду вправо; если найду сокровище, стреляю вверх',
      { type: 'move', movement: 'right', after: [{ do: 'shoot', dir: 'up', if: { on: 'found-treasure' } }] },
    ],
    ['иду вправо (прошу не сообщать результат)', { type: 'move', movement: 'right', report: 'dark' }],
    [
      'иду вниз (прошу не сообщать, где я оказался; прошу сказать, упёрся ли я в стену)',
      { type: 'move', movement: 'down', report: 'semi-dark' },
    ],
    [
      'иду влево (ничего не подбираю; не пополняю; сохраняю старое сокровище)',
      { type: 'move', movement: 'left', pickup: false, refill: false, treasure: 'old' },
    ],
    ['прошу напомнить ход игрока 3', { type: 'recall', seat: 2 }],
  ])('по-русски: %s', (text, action) => {
    if (text.startsWith('если')) {
      const r = parseMove(text);
      expect(!r.ok && r.error.message).toMatch(/условие зависит от результата движения/);
      return;
    }
    expect(parsed(text)).toEqual(action);
  });
});

describe('moves in words, in German', () => {
  const de = (text: string) => {
    const r = parseMove(text, { lang: 'de' });
    if (!r.ok) throw new Error(r.error.message);
    expect(labyrinthActionSchema.safeParse(r.value).success).toBe(true);
    return r.value;
  };
  it.each<[string, LabyrinthAction]>([
    ['geh nach oben', { type: 'move', movement: 'up' }],
    ['Gehe nach unten.', { type: 'move', movement: 'down' }],
    ['LINKS', { type: 'move', movement: 'left' }],
    [
      'Schieß nach links, dann geh nach oben',
      { type: 'move', movement: 'up', before: [{ do: 'shoot', dir: 'left' }] },
    ],
    [
      'ich schiesse nach rechts und gehe nach links',
      { type: 'move', movement: 'left', before: [{ do: 'shoot', dir: 'right' }] },
    ],
    [
      'sprenge die obere Wand, dann gehe nach oben',
      { type: 'move', movement: 'up', before: [{ do: 'blow', dir: 'up' }] },
    ],
    [
      'Geh nach oben, dann spreng die Wand rechts',
      { type: 'move', movement: 'up', after: [{ do: 'blow', dir: 'right' }] },
    ],
    [
      'geh nach oben, wenn ich einen Schatz finde, schieße ich nach oben',
      { type: 'move', movement: 'up', after: [{ do: 'shoot', dir: 'up', if: { on: 'found-treasure' } }] },
    ],
    [
      'geh nach rechts; wenn ich einen Schatz finde, schieße nach oben; falls ich in eine Grube falle, leg eine Granate ab',
      {
        type: 'move',
        movement: 'right',
        after: [
          { do: 'shoot', dir: 'up', if: { on: 'found-treasure' } },
          { do: 'leave', item: 'grenade', to: 'here', if: { on: 'pit' } },
        ],
      },
    ],
    [
      'geh nach unten, wenn ich nicht gegen eine Wand stoße, setze eine Mine nach oben',
      {
        type: 'move',
        movement: 'down',
        after: [{ do: 'mine', to: 'up', if: { on: 'hit-wall', not: true } }],
      },
    ],
    [
      'geh nach links, schieß nach oben, wenn ich nichts finde',
      {
        type: 'move',
        movement: 'left',
        after: [{ do: 'shoot', dir: 'up', if: { on: 'found-anything', not: true } }],
      },
    ],
    ['geh nach rechts, sag das Ergebnis nicht', { type: 'move', movement: 'right', report: 'dark' }],
    ['Geh nach rechts (ohne Ergebnis)', { type: 'move', movement: 'right', report: 'dark' }],
    [
      'geh nach rechts, sag nicht, wo ich gelandet bin, aber sag mir, ob ich gegen eine Wand gestoßen bin',
      { type: 'move', movement: 'right', report: 'semi-dark' },
    ],
    ['geh mit der Strömung', { type: 'move', movement: 'flow' }],
    ['stromabwärts', { type: 'move', movement: 'flow' }],
    [
      'geh über den Grubenkreis, wenn mich die Strömung mitreißt, schieß nach unten',
      { type: 'move', movement: 'loop', after: [{ do: 'shoot', dir: 'down', if: { on: 'carried' } }] },
    ],
    [
      'wirf eine Granate nach oben, dann geh nach oben',
      { type: 'move', movement: 'up', before: [{ do: 'blow', dir: 'up' }] },
    ],
    [
      'wirf eine Granate ins obere Feld, geh nach unten',
      { type: 'move', movement: 'down', before: [{ do: 'leave', item: 'grenade', to: 'up' }] },
    ],
    [
      'wirf die Leiche nach rechts, dann geh nach links',
      { type: 'move', movement: 'left', before: [{ do: 'leave', item: 'corpse', to: 'right' }] },
    ],
    [
      'lass den Schatz hier und geh nach oben',
      { type: 'move', movement: 'up', before: [{ do: 'leave', item: 'treasure', to: 'here' }] },
    ],
    [
      'leg hier eine Mine, dann geh nach links',
      { type: 'move', movement: 'left', before: [{ do: 'mine', to: 'here' }] },
    ],
    [
      'Schieß nach oben auf Spieler 2 in Spalte 3, Zeile 4, dann geh nach links',
      {
        type: 'move',
        movement: 'left',
        before: [{ do: 'shoot', dir: 'up', target: { seat: 1, cell: { x: 2, y: 3 } } }],
      },
    ],
    ['geh nach oben und nimm den obersten Schatz', { type: 'move', movement: 'up', treasure: 'topmost' }],
    ['geh nach oben, nimm den 2. Schatz', { type: 'move', movement: 'up', treasure: 2 }],
    ['geh nach links, füll nicht auf', { type: 'move', movement: 'left', refill: false }],
    ['geh nach links, nimm nichts mit', { type: 'move', movement: 'left', pickup: false }],
    ['Aussetzen', { type: 'skip' }],
    ['ich setze aus', { type: 'skip' }],
    ['Wie viele Patronen habe ich?', { type: 'status' }],
    ['frag nach meinem Zustand', { type: 'status' }],
    ['erinnere an den Zug von Spieler 2', { type: 'recall', seat: 1 }],
    ['Startfeld: Spalte 2, Zeile 3', { type: 'start', cell: { x: 1, y: 2 } }],
    ['bestelle ein neues Feld: 4 1', { type: 'reorder', cell: { x: 3, y: 0 } }],
    ['welches Feld ist Spalte 1, Zeile 2?', { type: 'peek', cell: { x: 0, y: 1 } }],
    ['Denkpause', { type: 'break' }],
    ['ich nehme eine Denkpause', { type: 'break' }],
    ['ich mache fünf Minuten Pause', { type: 'break' }],
  ])('%s', (text, action) => {
    expect(de(text)).toEqual(action);
    // No hint needed: the words (or umlauts) tell German from English.
    expect(parseMove(text)).toEqual({ ok: true, value: action });
  });

  it.each([
    [
      'geh seitwärts',
      /Ich habe „seitwärts“ in „geh seitwärts“ nicht verstanden: erwartet wurde eine Bewegung/,
    ],
    // Upstream is not the flow movement: "gegen" is not a word of moves.
    ['geh gegen die Strömung', /Ich habe „gegen“ in „geh gegen die Strömung“ nicht verstanden/],
    ['schieß', /Wohin\? „schieß“ braucht für den Schuss eine Richtung/],
    ['schieß nach oben', /genau eine Bewegung/],
    ['geh nach oben, geh nach unten', /hier sind es zwei: „geh nach oben“ und „geh nach unten“/],
    ['wenn ich einen Schatz finde, schieß nach oben, geh nach links', /muss deshalb nach ihr stehen/],
    [
      'geh nach oben, wenn ich einen Schatz finde',
      /Auf die Bedingung „wenn ich einen Schatz finde“ folgt keine/,
    ],
    ['geh nach oben, wenn ich tanze, schieß', /Die Bedingung „wenn ich tanze“ habe ich nicht verstanden/],
    ['geh nach oben, wirf den Schatz', /für den Wurf eine Richtung/],
    ['geh nach oben, leg ab', /Was soll in „leg ab“ abgelegt oder geworfen werden/],
    ['Startfeld 3', /braucht ein Feld: zwei Zahlen/],
    ['erinnere', /Wessen letzten Zug/],
  ])('%j', (text, message) => {
    const r = parseMove(text, { lang: 'de' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(message);
    expect(!r.ok && r.error.code).toMatch(/^text\//);
  });

  it('tells German from English by the words, a tie going to the hint', () => {
    expect(detectLang('geh nach oben')).toBe('de');
    expect(detectLang('Schieß')).toBe('de');
    expect(detectLang('go up')).toBe('en');
    expect(detectLang('иди вверх', 'de')).toBe('ru');
    // "start", "status" are words of both: English unless the player's locale is German.
    expect(detectLang('start 2 3')).toBe('en');
    expect(detectLang('start 2 3', 'de')).toBe('de');
    expect(detectLang('go up', 'de')).toBe('en');
    // Nothing any language knows: the player's own language, so the answer is in it.
    expect(detectLang('', 'ru')).toBe('ru');
    expect(detectLang('xyzzy', 'ru')).toBe('ru');
    expect(detectLang('xyzzy', 'de')).toBe('de');
    expect(detectLang('xyzzy')).toBe('en');
  });

  it('words that both lexicons know mean the same in both', () => {
    const de = new Set(lexiconWords('de'));
    const shared = lexiconWords('en').filter((w) => de.has(w));
    expect(shared).toContain('start');
    for (const w of shared) expect(lookup(w, 'de'), w).toEqual(lookup(w, 'en'));
  });

  it('the text facet reads German in any locale and English in the German locale', async () => {
    const { labyrinth } = await import('../game.ts');
    const parse = (text: string, locale: 'en' | 'de' | 'ru') =>
      labyrinth.text!.parseAction!(text, undefined as never, locale);
    const up = { type: 'move', movement: 'up', before: [{ do: 'shoot', dir: 'left' }] };
    for (const locale of ['en', 'de', 'ru'] as const) {
      expect(parse('Schieß nach links, dann geh nach oben', locale)).toEqual({ ok: true, value: up });
      expect(parse('shoot left, then go up', locale)).toEqual({ ok: true, value: up });
    }
    expect(labyrinth.text!.formatAction(up as LabyrinthAction, 'de')).toBe(
      'Schieß nach links, dann geh nach oben',
    );
    // Errors come in the language of the input.
    const r = parse('geh nach oben, wenn ich tanze, schieß', 'en');
    expect(!r.ok && r.error.message).toMatch(/habe ich nicht verstanden/);
    // …and in the player's own when the input shows none.
    const none = parse('', 'ru');
    expect(!none.ok && none.error.message).toMatch(/^Скажите ход/);
    const unknown = parse('xyzzy', 'ru');
    expect(!unknown.ok && unknown.error.message).toMatch(/^Не понял слово «xyzzy»/);
  });
});

describe('bad moves get an error that says what was wrong', () => {
  it.each([
    ['go sideways', /I did not understand "sideways" in "go sideways": expected a movement/],
    ['shoot', /Which way\? "shoot" needs a direction/],
    ['shoot up', /exactly one movement/],
    ['go up, go down', /exactly one movement, but this one has two: "go up" and "go down"/],
    ['if I find a treasure, shoot up, go left', /a condition can only depend on the movement/],
    ['go up, if I find a treasure', /is a condition with nothing to do after it/],
    ['go up, if I dance, shoot', /did not understand the condition "if I dance"/],
    ['throw the treasure', /needs a direction/],
    ['go up, shoot up at player 2', /a targeted shot names the player and his cell/],
    ['go up, leave', /What should be left or thrown/],
    ['start 3', /start needs a cell: two numbers/],
    ['recall', /Whose last move/],
    ['', /Say a move/],
    ['иди вбок', /Не понял слово «вбок»/],
  ])('%j', (text, message) => {
    const r = parseMove(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(message);
    expect(!r.ok && r.error.code).toMatch(/^text\//);
  });

  it('name an unknown word once when it is the whole input', async () => {
    const { labyrinth } = await import('../game.ts');
    const say = (text: string, locale: 'en' | 'de' | 'ru') => {
      const r = labyrinth.text!.parseAction!(text, undefined as never, locale);
      return !r.ok && r.error.message;
    };
    expect(say('hilfe', 'de')).toMatch(/^Ich habe „hilfe“ nicht verstanden: erwartet wurde eine Bewegung/);
    expect(say('Hilfe!', 'de')).toMatch(/^Ich habe „hilfe“ nicht verstanden: erwartet/);
    expect(say('foo', 'en')).toMatch(/^I did not understand "foo": expected a movement/);
    expect(say('xyzzy', 'ru')).toMatch(/^Не понял слово «xyzzy»: ожидалось /);
    // A word inside a longer clause still names the clause.
    expect(say('geh seitwärts', 'de')).toMatch(/^Ich habe „seitwärts“ in „geh seitwärts“ nicht verstanden/);
  });
});

describe('formatting reads back to the same action (property)', () => {
  const random = Random.fromSeed('words');
  const dir = () => random.pick(DIRECTIONS);
  const act = (withCond: boolean): Act => {
    const cond =
      withCond && random.chance(0.5)
        ? { if: { on: random.pick(CONDITIONS), ...(random.chance(0.3) ? { not: true } : {}) } }
        : {};
    switch (random.int(4)) {
      case 0:
        return {
          do: 'shoot',
          dir: dir(),
          ...(random.chance(0.2)
            ? { target: { seat: random.int(6), cell: { x: random.int(12), y: random.int(12) } } }
            : {}),
          ...cond,
        };
      case 1:
        return { do: 'blow', dir: dir(), ...cond };
      case 2:
        return { do: 'mine', to: random.chance(0.5) ? 'here' : dir(), ...cond };
      default:
        return {
          do: 'leave',
          item: random.pick(ITEM_KINDS),
          to: random.chance(0.5) ? 'here' : dir(),
          ...cond,
        };
    }
  };
  const action = (): LabyrinthAction => {
    switch (random.int(7)) {
      case 0:
        return random.chance(0.5) ? { type: 'skip' } : { type: 'break' };
      case 1:
        return { type: 'status' };
      case 2:
        return { type: 'recall', seat: random.int(6) };
      case 3:
        return {
          type: random.pick(['start', 'reorder', 'peek'] as const),
          cell: { x: random.int(12), y: random.int(12) },
        };
      default: {
        const before = Array.from({ length: random.int(3) }, () => act(false));
        const after = Array.from({ length: random.int(3) }, () => act(true));
        return {
          type: 'move',
          movement: random.pick([...DIRECTIONS, 'flow', 'loop'] as const),
          ...(before.length ? { before } : {}),
          ...(after.length ? { after } : {}),
          ...(random.chance(0.2) ? { report: random.pick(['dark', 'semi-dark'] as const) } : {}),
          ...(random.chance(0.1) ? { pickup: false } : {}),
          ...(random.chance(0.1) ? { refill: false } : {}),
          ...(random.chance(0.1) ? { treasure: random.pick(['old', 'lowest', 'topmost', 2] as const) } : {}),
        };
      }
    }
  };
  it.each(['en', 'ru', 'de'] as const)('%s: 2000 random actions', (lang) => {
    for (let i = 0; i < 2000; i++) {
      const a = action();
      const text = formatAction(a, lang);
      const back = parseMove(text, { lang });
      if (!back.ok) throw new Error(`"${text}" → ${back.error.message}`);
      expect(back.value, text).toEqual(a);
      // The language is told from the text itself, with no hint.
      expect(detectLang(text), text).toBe(lang);
    }
  });
});

describe('announcements read as sentences', () => {
  it('a silent shot ends its sentence before the bullet count', async () => {
    const { describeEvent } = await import('./describe.ts');
    const shot = {
      type: 'labyrinth/shot',
      audience: 'all',
      seat: 0,
      dir: 'left',
      result: 'fired',
      screams: 0,
      atFeet: null,
      bullets: 2,
    } as const;
    expect(describeEvent(shot, 'en')).toBe('Shot left — no scream is heard. 2 bullets left.');
    expect(describeEvent({ ...shot, screams: 1 }, 'en')).toBe(
      'Shot left — a scream is heard! 2 bullets left.',
    );
    expect(describeEvent(shot, 'ru')).toMatch(/крика не слышно\. Патронов: 2\./);
  });

  it('a recalled or announced move is written so it can be typed back', async () => {
    const { describeEvent } = await import('./describe.ts');
    const move: LabyrinthAction & { type: 'move' } = {
      type: 'move',
      movement: 'up',
      before: [{ do: 'blow', dir: 'up' }],
    };
    const text = describeEvent({ type: 'labyrinth/move', audience: 'all', seat: 1, move }, 'en');
    expect(text).toBe('Player 2: Blow the upper wall, then go up.');
    expect(parseMove(text.slice('Player 2: '.length))).toEqual({ ok: true, value: move });
  });

  it('the move and the game master’s answer name a wall alike', async () => {
    const { describeEvent } = await import('./describe.ts');
    const grenade = {
      type: 'labyrinth/grenade',
      audience: 'all',
      seat: 0,
      dir: 'down',
      result: 'thrown',
      wall: null,
      grenades: 2,
    } as const;
    const move: LabyrinthAction = { type: 'move', movement: 'up', after: [{ do: 'blow', dir: 'down' }] };
    expect(formatAction(move, 'en')).toBe('Go up, then blow the lower wall');
    expect(describeEvent(grenade, 'en')).toBe('Blow the lower wall — done. 2 grenades left.');
    expect(formatAction(move, 'ru')).toBe('Иду вверх, затем взрываю нижнюю стену');
    expect(describeEvent(grenade, 'ru')).toMatch(/^Взорвать нижнюю стену — /);
  });
});

describe('walking out with the true treasure', () => {
  it('is one exclamation, not "victory!."', async () => {
    const { describeEvent } = await import('./describe.ts');
    const { gameOn, go, P, play } = await import('../fixtures.ts');
    const { RIVER } = await import('../test-plans.ts');
    // RIVER: the true treasure on (3,1) with an open exit to its right.
    const { state } = gameOn(RIVER, [P(3, 1)]);
    const out = play(state, 0, go('right'));
    const texts = out.events.map((e) => describeEvent(e, 'en'));
    expect(texts.join(' ')).toMatch(/with the true treasure — victory!( |$)/);
    expect(texts.join(' ')).not.toMatch(/victory!\./);
  });
});
