import { LOCALES, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from '../game.ts';
import { levelNote, wordsFor } from '../lang/index.ts';
import { SHIPPED } from '../level/shipped.ts';
import { wallCells } from '../rules/walls.ts';
import { game, play, scenario } from '../test-helpers.ts';
import type { SlugsAction, SlugsEvent, SlugsEventType } from '../types.ts';
import { viewOf, wallCellsOf } from '../view.ts';
import { describeEvent } from './describe.ts';
import { formatAction } from './format.ts';
import { parseTyped } from './parse.ts';
import { render, renderMap } from './render.ts';

const parse = (text: string, locale: 'en' | 'de' | 'ru' = 'en') => {
  const r = parseTyped(text, undefined, locale);
  return r.ok ? r.value : r.error.code;
};

describe('the text board', () => {
  it('draws the map with column letters, row numbers and what stands on each cell', () => {
    const s = play(game('stock: 2\nmap:\na...#\n..X..\n....A'), 'wall at c1').state;
    expect(renderMap(viewOf(s, 0))).toEqual(['  a b c d e', '1 a : + . #', '2 . : X : :', '3 . . . . A']);
  });

  it('shows the hero, walls on their way, where he last saw a slug, and the status lines with the legend', () => {
    const s = scenario({
      level: 'mode: escort\nstock: 3\nwake: f1 9\nmap:\n.....h\n......\nDH...E',
      hero: { lastSeen: 'd1' },
      transit: [{ at: ['c2'], turn: 3 }],
    });
    const text = render(viewOf(s, 0), 'en');
    expect(text.split('\n').slice(0, 8)).toEqual([
      'Turn 1 of 200 · Untitled',
      '',
      '  a b c d e f',
      '1 . . . ? . h',
      '2 . . o . . .',
      '3 D H . . . E',
      '',
      'Walls: 3 in stock',
    ]);
    expect(text).toContain('Walls on their way to c2: they appear at the end of turn 3');
    expect(text).toContain(
      'Hero at b3: tied to his post, stress [#####] 5/5, sees a slug, last saw one at d1',
    );
    expect(text).toContain('Slug 1 (h) at f1: asleep, wakes on turn 9');
    expect(text).toContain('Legend: # wall of the level');
  });

  it('shows no path when the table hides them, and says so', () => {
    const s = play(game('map:\na....\n..X.A', { hidePaths: true }), 'wait').state;
    expect(renderMap(viewOf(s, 0)).join('\n')).not.toContain(':');
    expect(render(viewOf(s, 0), 'en')).toContain('The slugs’ paths are hidden at this table.');
  });

  it('columns past z get two letters', () => {
    const wide = `map:\na${'.'.repeat(26)}X.A`;
    const lines = renderMap(viewOf(game(wide), 0));
    // 30 columns: a … z, aa, ab, ac, ad.
    expect(lines[0]!.trim().split(/\s+/)).toEqual(['a', 'a', 'a', 'a']);
    expect(lines[1]!.trim().split(/\s+/).slice(-5)).toEqual(['z', 'a', 'b', 'c', 'd']);
  });

  it("shows a shipped level's note in the reader's language, a custom level's as written", () => {
    for (const [name, file] of SHIPPED)
      for (const room of file.rooms)
        for (const locale of ['de', 'ru'] as const)
          if (room.note) expect(levelNote(room.note, locale).translated, `${name}, ${locale}`).toBe(true);
    const duel = viewOf(game('duel-1', {}, 2), 0);
    expect(render(duel, 'en')).toContain('Each slug takes the short way to its base.');
    expect(render(duel, 'ru')).toContain('Каждый слизень ползёт коротким путём к своей базе.');
    expect(render(duel, 'de')).toContain('Jede Schnecke nimmt den kurzen Weg zu ihrer Basis.');
    const custom = viewOf(game('note: Mind the gap.\nmap:\na....\n..X.A'), 0);
    expect(render(custom, 'de')).toContain('Mind the gap.');
    expect(levelNote('Mind the gap.', 'ru')).toEqual({ text: 'Mind the gap.', translated: false });
  });

  it("shows a shipped level's name in the reader's language, a custom level's as written, ids unchanged", () => {
    for (const locale of ['de', 'ru'] as const) {
      const { levelName } = wordsFor(locale).board;
      const names = [...SHIPPED.values()].flatMap((f) => [
        ...(f.campaign ? [f.campaign] : []),
        ...f.rooms.map((r) => r.name),
      ]);
      expect(names).toHaveLength(16);
      for (const name of names) expect(levelName(name), `${name} in ${locale}`).not.toBe(name);
      expect(new Set(names.map(levelName)).size, locale).toBe(names.length);
      expect(levelName('Mind the Gap')).toBe('Mind the Gap');
    }
    expect([...SHIPPED.keys()]).toEqual([
      'defence-1',
      'defence-2',
      'defence-3',
      'defence-4',
      'defence-5',
      'defence-6',
      'duel-1',
      'duel-2',
      'duel-3',
      'duel-4',
      'escort',
    ]);
    const duel = viewOf(game('duel-1', {}, 2), 0);
    expect(render(duel, 'en').split('\n')[0]).toBe('Turn 1 of 200 · Mirror');
    expect(render(duel, 'de').split('\n')[0]).toBe('Runde 1 von 200 · Spiegelbild');
    expect(render(duel, 'ru').split('\n')[0]).toBe('Ход 1 из 200 · Зеркало');
    const escort = viewOf(game('escort'), 0);
    expect(render(escort, 'de').split('\n')[0]).toBe('Runde 1 von 200 · Der Pfahl (Raum 1 von 5)');
    const entered: SlugsEvent = { type: 'room/entered', audience: 'all', room: 1, name: 'Two Gates' };
    expect(describeEvent(entered, 'de')).toBe('Raum 2: Zwei Tore.');
    expect(describeEvent(entered, 'ru')).toBe('Комната 2: Двое ворот.');
    expect(describeEvent({ ...entered, type: 'room/left', name: 'The Post' }, 'ru')).toBe(
      'Герой покидает комнату «Столб».',
    );
    // Names the game gives: an unnamed level, generated levels and rooms.
    expect(render(viewOf(game('map:\na....\n..X.A'), 0), 'ru').split('\n')[0]).toBe(
      'Ход 1 из 200 · Без названия',
    );
    expect(wordsFor('de').board.levelName('Room 3')).toBe('Raum 3');
    expect(wordsFor('ru').board.levelName('Random duel')).toBe('Случайная дуэль');
    const custom = viewOf(game('name: The Corridor\nmap:\na....\n..X.A'), 0);
    expect(render(custom, 'de').split('\n')[0]).toBe('Runde 1 von 200 · The Corridor');
  });

  it('draws in German and Russian too', () => {
    const s = game('duel-1', {}, 2);
    expect(render(viewOf(s, 0), 'de')).toContain('Spieler 1 ist am Zug.');
    expect(render(viewOf(s, 0), 'ru')).toContain('Ходит игрок 1.');
  });
});

describe('typed moves', () => {
  it('reads "wall at c4", "c4", "walls at c4 d4", "untie", "wait"', () => {
    expect(parse('wall at c4')).toEqual({ type: 'wall', at: { x: 2, y: 3 } });
    expect(parse('  Wall C4 ')).toEqual({ type: 'wall', at: { x: 2, y: 3 } });
    expect(parse('c4')).toEqual({ type: 'wall', at: { x: 2, y: 3 } });
    expect(parse('walls at c4 d4, e4')).toEqual({
      type: 'walls',
      at: [
        { x: 2, y: 3 },
        { x: 3, y: 3 },
        { x: 4, y: 3 },
      ],
    });
    expect(parse('untie')).toEqual({ type: 'untie' });
    expect(parse('wait')).toEqual({ type: 'wait' });
  });

  it('reads German and Russian, and English in any language', () => {
    expect(parse('Wand auf c4', 'de')).toEqual({ type: 'wall', at: { x: 2, y: 3 } });
    expect(parse('losbinden', 'de')).toEqual({ type: 'untie' });
    expect(parse('warten', 'de')).toEqual({ type: 'wait' });
    expect(parse('стена c4', 'ru')).toEqual({ type: 'wall', at: { x: 2, y: 3 } });
    expect(parse('стена с4', 'ru')).toEqual({ type: 'wall', at: { x: 2, y: 3 } }); // a Cyrillic с
    expect(parse('развязать', 'ru')).toEqual({ type: 'untie' });
    expect(parse('ждать', 'ru')).toEqual({ type: 'wait' });
    expect(parse('wait', 'ru')).toEqual({ type: 'wait' });
  });

  it('says which word it did not understand', () => {
    expect(parse('')).toBe('text/empty');
    expect(parse('jump')).toBe('text/unknown-word');
    expect(parse('wall at there')).toBe('text/no-cell');
    expect(parse('wall')).toBe('text/no-cell');
    expect(parse('wait now')).toBe('text/unknown-word');
    const r = parseTyped('springen', undefined, 'de');
    expect(!r.ok && r.error.message).toBe(
      '„springen“ ist kein Zug: gib „Wand auf c4“, „losbinden“ oder „warten“ ein.',
    );
  });

  it('a move it cannot read is answered with the moves the mode has now, and a cell where a wall may go', () => {
    const duel = slugs.setup({ options: slugs.optionsSchema.parse({ mode: 'duel' }), players: 2, seed: 'x' });
    if (!duel.ok) throw new Error(duel.error.message);
    const view = viewOf(duel.value.state, 0);
    const free = formatAction({ type: 'wall', at: wallCells(duel.value.state)[0]! }, 'en');
    const answer = (text: string, v = view, locale: 'en' | 'de' | 'ru' = 'en') => {
      const r = parseTyped(text, v, locale);
      return r.ok ? '' : r.error.message;
    };
    // The terminal QA pass: in a duel there is no hero to untie.
    expect(answer('build')).toBe(`"build" is not a move: type "${free}" or "wait".`);
    expect(answer('')).toBe(`Type a move: "${free}" or "wait".`);
    expect(answer('wait now')).toBe(`"now" is not a move: type "${free}" or "wait".`);
    expect(answer('bauen', view, 'de')).toBe(
      `„bauen“ ist kein Zug: gib „${formatAction({ type: 'wall', at: wallCells(duel.value.state)[0]! }, 'de')}“ oder „warten“ ein.`,
    );
    // Without walls in stock, only waiting is left.
    const empty = { ...view, stock: [0, 0] };
    expect(answer('build', empty)).toBe('"build" is not a move: type "wait".');
    expect(answer('строить', empty, 'ru')).toBe('«строить» — не ход: введите «ждать».');
  });

  it('every move a refusal suggests, in every mode and language, is legal now', () => {
    const games = [
      game('stock: 1\nmap:\na.....\n..X...\n.....A'),
      game('map:\na..X.A\n######\nb..X.B', {}, 2),
      game('mode: escort\nstock: 3\nmap:\n#######\nDH...h.\n..X...E\n#######'),
      play(game('mode: escort\nstock: 3\nmap:\n#######\nDH...h.\n..X...E\n#######'), 'untie').state,
      play(game('stock: 1\nmap:\na.....\n..X...\n.....A'), 'wall at d1').state,
    ];
    const seen = new Set<string>();
    for (const s of games)
      for (const locale of LOCALES) {
        const view = viewOf(s, s.current);
        const r = parseTyped('xyzzy', view, locale);
        if (r.ok) throw new Error('read xyzzy');
        const quoted = [...r.error.message.matchAll(/["„«]([^"“»]+)["“»]/g)].map((m) => m[1]!).slice(1);
        expect(quoted.length, r.error.message).toBeGreaterThan(0);
        for (const move of quoted) {
          const action = parseTyped(move, view, locale);
          if (!action.ok) throw new Error(`${r.error.message}: ${action.error.message}`);
          const applied = slugs.apply(s, s.current, action.value);
          expect(applied.ok, `${s.mode}, ${locale}: ${move} (${r.error.message})`).toBe(true);
          seen.add(`${s.mode} ${action.value.type}`);
        }
        expect(quoted.includes(formatAction({ type: 'untie' }, locale))).toBe(s.hero?.tied === true);
      }
    expect([...seen].sort()).toEqual([
      'defence wait',
      'defence wall',
      'duel wait',
      'duel wall',
      'escort untie',
      'escort wait',
      'escort wall',
      'escort walls',
    ]);
  });

  it('the cells it suggests are those the rules allow (the view reads them as the rules do)', () => {
    const random = Random.fromSeed('cells');
    for (const level of ['defence-1', 'duel-1', 'escort']) {
      const made = slugs.setup({
        options: slugs.optionsSchema.parse({ level, turnLimit: 60 }),
        players: level.startsWith('duel') ? 2 : 1,
        seed: level,
      });
      if (!made.ok) throw new Error(made.error.message);
      let s = made.value.state;
      while (!s.result) {
        expect(wallCellsOf(viewOf(s, s.current))).toEqual(wallCells(s));
        const r = slugs.apply(s, s.current, random.pick(slugs.legalActions(s, s.current)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  });

  it('every action written in a language reads back in that language', () => {
    const actions: SlugsAction[] = [
      { type: 'wall', at: { x: 27, y: 12 } },
      {
        type: 'walls',
        at: [
          { x: 0, y: 0 },
          { x: 5, y: 9 },
        ],
      },
      { type: 'untie' },
      { type: 'wait' },
    ];
    for (const locale of LOCALES)
      for (const a of actions)
        expect(parseTyped(formatAction(a, locale), undefined, locale)).toEqual({ ok: true, value: a });
  });
});

describe('events in words', () => {
  it('every event of every mode reads as a sentence in English, German and Russian', () => {
    const seen = new Map<SlugsEventType, SlugsEvent>();
    const random = Random.fromSeed('words');
    for (const [level, players, hidePaths] of [
      ['defence-1', 1, false],
      ['defence-5', 1, true],
      ['duel-1', 2, false],
      ['escort', 1, false],
    ] as const) {
      for (let g = 0; g < 30; g++) {
        const made = slugs.setup({
          options: slugs.optionsSchema.parse({ level, hidePaths, turnLimit: 80 }),
          players,
          seed: `w${g}`,
        });
        if (!made.ok) throw new Error(made.error.message);
        let s = made.value.state;
        for (const e of made.value.events) seen.set(e.type, e);
        while (!s.result) {
          const legal = slugs.legalActions(s, s.current);
          const pick = s.hero?.tied && random.chance(0.5) ? { type: 'untie' as const } : random.pick(legal);
          const r = slugs.apply(
            s,
            s.current,
            random.chance(0.1) && legal.length > 3 ? random.pick(legal) : pick,
          );
          if (!r.ok) throw new Error(r.error.message);
          for (const e of r.value.events) if (!seen.has(e.type) || random.chance(0.05)) seen.set(e.type, e);
          s = r.value.state;
        }
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(18);
    for (const e of seen.values())
      for (const locale of LOCALES) {
        const text = describeEvent(e, locale);
        expect(text, `${e.type} in ${locale}`).toMatch(/[.!]$/);
        expect(text).not.toMatch(/undefined|NaN|\[object|\?\?/);
      }
  });

  it('say whose base a slug reached in a duel, and who won', () => {
    const reached: SlugsEvent = {
      type: 'slug/reached-base',
      audience: 'all',
      slug: 0,
      seat: 1,
      mode: 'duel',
    };
    expect(describeEvent(reached, 'en')).toBe('Slug 1 reaches the base of player 2!');
    expect(describeEvent(reached, 'de')).toBe('Schnecke 1 erreicht die Basis von Spieler 2!');
    expect(describeEvent(reached, 'ru')).toBe('Слизень 1 добирается до базы игрока 2!');
    const won: SlugsEvent = {
      type: 'game/over',
      audience: 'all',
      reason: 'slug-reached-base',
      winners: [0],
      draw: false,
      mode: 'duel',
    };
    expect(describeEvent(won, 'en')).toBe('Player 1 wins.');
    expect(describeEvent({ ...won, winners: [], mode: 'defence' }, 'en')).toBe(
      'A slug reached the base: the game is lost.',
    );
  });

  it('the Russian words agree with their numbers', () => {
    const ordered = (n: number): SlugsEvent => ({
      type: 'wall/ordered',
      audience: 'all',
      seat: 0,
      cells: Array.from({ length: n }, (_, i) => ({ x: i, y: 0 })),
      turn: 4,
    });
    expect(describeEvent(ordered(1), 'ru')).toBe(
      'Игрок 1 заказывает 1 стену на a1; она появится в конце хода 4.',
    );
    expect(describeEvent(ordered(2), 'ru')).toBe(
      'Игрок 1 заказывает 2 стены на a1, b1; они появятся в конце хода 4.',
    );
    const decided: SlugsEvent = {
      type: 'slug/decided',
      audience: 'all',
      slug: 0,
      length: 1,
      walls: 5,
      early: false,
    };
    expect(describeEvent(decided, 'ru')).toBe('Слизень 1 выбирает путь длиной в 1 клетку сквозь 5 стен.');
  });
});
