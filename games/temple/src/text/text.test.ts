import { type Locale, Random, TRI_DIRECTIONS, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { temple } from '../game.ts';
import { describeEvent, wordsFor } from '../lang/index.ts';
import { F, pos } from '../test-helpers.ts';
import type { TempleAction, TempleEvent, TempleState } from '../types.ts';
import { formatAction, parseCommand } from './grammar.ts';
import { drawTable, render } from './render.ts';

const LOCALES: Locale[] = ['en', 'de', 'ru'];

describe('the ASCII board', () => {
  it('draws the triangular hall row by row, with walls, rhombi, figures and stones', () => {
    // M (walls on three edges) on b4–b5: walls on the hall's edge left of b4 (#), between b5
    // and b6 (#) and under b4 (=); figure 2 stands on A (c8–c9), Player 2's stone on e4.
    const s = pos({
      figures: ['a5', 'c9'],
      rhombi: { A: ['c8', 'c9'], M: { on: ['b5', 'b4'], turned: false } },
      stones: [null, 'e4'],
    });
    expect(drawTable(s.table).join('\n')).toBe(
      [
        '                       1 1 1 1 1 1 1 1 1 1',
        '     1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9',
        'a           /1\\./.\\./~\\o/~\\./.\\./+\\',
        'b         #M\\M#.\\./~\\~/*\\~/~\\./.\\./.\\',
        '           =',
        'c       /~\\~/.\\./~\\A/2\\~/~\\~/~\\./.\\~/~\\',
        'd     /.\\~/~\\~/~\\./.\\~/.\\~/.\\./~\\~/~\\~/.\\',
        'e   /.\\X/X\\@/~\\~/.\\./.\\Y/Y\\./.\\./~\\~/Z\\Z/.\\',
        'f   \\o/.\\./.\\~/~\\./~\\./.\\./~\\./~\\~/.\\./.\\o/',
        'g     \\./~\\~/~\\~/.\\./~\\*/~\\./.\\~/~\\~/~\\./',
        'h       \\~/~\\./.\\~/~\\~/~\\~/~\\~/.\\./~\\~/',
        'i         \\./.\\./.\\~/~\\o/~\\~/.\\./.\\./',
        'j           \\+/.\\./.\\~/~\\~/.\\./.\\+/',
      ].join('\n'),
    );
  });

  it('renders a view with its legend, the rhombi and the players in every language', () => {
    const s = pos({ figures: ['a5', 'j15'], rhombi: { K: ['c8', 'c9'] } });
    const en = render(temple.view(s, 0), 'en');
    expect(en).toContain('Legend: 1-4 figure');
    expect(en).toContain('K c8-c9; 1 wall; 1 snake; corners at');
    expect(en).toContain('Player 1 (red, you): figure on a5, stone on —, statues 0/3.');
    expect(en).toContain('Turn 1/300: Player 1, phase 2: move rhombi, 3 AP left.');
    expect(render(temple.view(s, 1), 'de')).toContain('Spieler 2 (blau, du)');
    expect(render(temple.view(s, 'spectator'), 'ru')).toContain('Обозначения');
  });
});

/** Legal actions from several positions: every kind of action. */
function samples(): { state: TempleState; actions: readonly TempleAction[] }[] {
  const setup = unwrap(
    temple.setup({ options: temple.optionsSchema.parse({}), players: 2, seed: 'text' }),
  ).state;
  const laying = unwrap(
    temple.apply(unwrap(temple.apply(setup, 0, { type: 'start', at: F('a5') })).state, 1, {
      type: 'start',
      at: F('j15'),
    }),
  ).state;
  const states = [
    setup,
    laying,
    pos({ figures: ['g10', 'e11'], rhombi: { A: ['c8', 'c9'], B: ['a9', 'b9'] } }),
    pos({ figures: ['f1', 'e3'], rhombi: { A: ['c8', 'c9'] }, phase: 'figure', current: 0 }),
    pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, phase: 'stone' }),
  ];
  return states.map((state) => ({ state, actions: temple.legalActions(state, state.current) }));
}

describe('moves in words', () => {
  it('every legal action written in any language reads back as the same action', () => {
    for (const { state, actions } of samples()) {
      const view = temple.view(state, state.current);
      for (const a of actions)
        for (const locale of LOCALES) {
          const text = formatAction(a, locale);
          const back = parseCommand(text, view, locale);
          expect(back.ok ? back.value : back.error.message, `${locale}: ${text}`).toEqual(a);
        }
    }
  });

  it('reads the grammar of the rules page', () => {
    const view = temple.view(pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } }), 0);
    const read = (t: string) => unwrap(parseCommand(t, view, 'en'));
    expect(read('slide A e 2')).toEqual({ type: 'slide', rhombus: 'A', dir: 'e', steps: 2 });
    expect(read('Slide a E')).toEqual({ type: 'slide', rhombus: 'A', dir: 'e', steps: 1 });
    expect(read('rotate A 10 ccw')).toEqual({
      type: 'rotate',
      rhombus: 'A',
      corner: 10,
      turn: 'ccw',
      steps: 1,
    });
    expect(read('turn A 1 cw 3')).toEqual({ type: 'rotate', rhombus: 'A', corner: 1, turn: 'cw', steps: 3 });
    expect(read('go a8')).toEqual({ type: 'move', to: F('a8') });
    expect(read('move a8 via a6 a7 a8')).toEqual({
      type: 'move',
      to: F('a8'),
      path: ['a5', 'a6', 'a7', 'a8'].map(F),
    });
    // A walk's own path in each language's words, written and read back.
    const walk = { type: 'move' as const, to: F('a8'), path: ['a5', 'a6', 'a7', 'a8'].map(F) };
    expect(formatAction(walk, 'de')).toBe('ziehen a8 über a6 a7 a8');
    expect(formatAction(walk, 'ru')).toBe('идти a8 через a6 a7 a8');
    for (const typed of ['ziehen a8 über a6 a7', 'ziehen a8 ueber a6 a7 a8', 'идти а8 через а6 а7'])
      expect(read(typed), typed).toEqual(walk);
    expect(parseCommand('ziehen a8 nach a6', view, 'de')).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('über') },
    });
    expect(read('symbol slide Y e 1')).toEqual({
      type: 'symbol',
      motion: { type: 'slide', rhombus: 'Y', dir: 'e', steps: 1 },
    });
    expect(read('stone e4')).toEqual({ type: 'place', at: F('e4') });
    expect(read('schieben A w 2')).toEqual({ type: 'slide', rhombus: 'A', dir: 'w', steps: 2 });
    expect(read('повернуть A 4 пч 2')).toEqual({
      type: 'rotate',
      rhombus: 'A',
      corner: 4,
      turn: 'cw',
      steps: 2,
    });
    expect(read('done')).toEqual({ type: 'end' });
  });

  it('names the word it did not understand', () => {
    const view = temple.view(pos({ figures: ['a5', 'j15'] }), 0);
    const error = (t: string) => {
      const r = parseCommand(t, view, 'en');
      return r.ok ? '' : `${r.error.code}: ${r.error.message}`;
    };
    expect(error('jump around')).toContain('"around" is not a field');
    expect(error('dance')).toContain('"dance" is not a command');
    expect(error('slide Q e')).toContain('"q" is not a rhombus');
    expect(error('slide A up')).toContain('"up" is not a direction');
    expect(error('rotate A 13 cw')).toContain('"13" is not a corner');
    expect(error('rotate A 1 left')).toContain('"left" is not a way to turn');
    expect(error('slide A e 99')).toContain('"99" is not a number of steps');
    expect(error('lay a5 e9')).toContain('do not share an edge');
    expect(error('move')).toMatch(/^text\/not-understood: A field name/);
    expect(error('')).toBe(
      'text/not-understood: Type a command (start, lay, slide, rotate, move, take, passage, symbol, place, end).',
    );
  });

  it('explains in the player’s language what it did not understand', () => {
    const view = temple.view(pos({ figures: ['a5', 'j15'] }), 0);
    const mistakes = [
      '',
      'dance',
      'jump around',
      'move',
      'slide Q e',
      'slide A up',
      'rotate A 13 cw',
      'rotate A 1 left',
      'slide A e 99',
      'lay a5 e9',
      'lay a5 a6 upside',
      'move a6 over a7',
      'symbol dance',
    ];
    const ENGLISH =
      /\b(is|not|an|the|field|command|rhombus|direction|corner|turn|number|steps|share|edge|missing|Type|figure|board)\b/;
    for (const locale of ['de', 'ru'] as const) {
      const seen = new Set<string>();
      for (const input of mistakes) {
        const r = parseCommand(input, view, locale);
        if (r.ok) throw new Error(`${locale}: "${input}" was read`);
        expect(r.error.message, `${locale}: "${input}"`).not.toMatch(ENGLISH);
        seen.add(r.error.message);
      }
      expect(seen.size).toBe(mistakes.length);
    }
    const r = parseCommand('schieben A hoch', view, 'de');
    expect(!r.ok && r.error.message).toBe(
      '„hoch“ ist keine Richtung (e, se, sw, w, nw, ne oder O, SO, SW, W, NW, NO).',
    );
    const list = parseCommand('танцуй', view, 'ru');
    expect(!list.ok && list.error.message).toBe(
      '«танцуй» — не команда (старт, положить, сдвинуть, повернуть, идти, взять, ход, символ, камень, конец).',
    );
  });
});

describe('what German and Russian players type, as the game writes it to them', () => {
  const view = temple.view(pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'], B: ['a9', 'b9'] } }), 0);
  const read = (t: string, locale: Locale) => {
    const r = parseCommand(t, view, locale);
    return r.ok ? r.value : r.error.message;
  };

  it('reads field rows and rhombus letters typed in Cyrillic letters of the same shape', () => {
    // Cyrillic а, с, е, В, Н (the board's a, c, e and the capitals B, H) — a Russian keyboard's own letters.
    expect(read('старт а5', 'ru')).toEqual({ type: 'start', at: F('a5') });
    expect(read('камень е4', 'ru')).toEqual({ type: 'place', at: F('e4') });
    expect(read('идти с9', 'ru')).toEqual({ type: 'move', to: F('c9') });
    expect(read('идти В9', 'ru')).toEqual({ type: 'move', to: F('b9') });
    expect(read('идти Н5', 'ru')).toEqual({ type: 'move', to: F('h5') });
    expect(read('ход і7', 'ru')).toEqual({ type: 'passage', to: F('i7') });
    expect(read('положить е7 е8', 'ru')).toEqual(read('lay e7 e8', 'en'));
    expect(read('сдвинуть В e', 'ru')).toEqual({ type: 'slide', rhombus: 'B', dir: 'e', steps: 1 });
    expect(read('сдвинуть А w 2', 'ru')).toEqual({ type: 'slide', rhombus: 'A', dir: 'w', steps: 2 });
    // Letters that only sound like a row (б for b, д for d) are not fields: the answer quotes them.
    expect(read('старт б5', 'ru')).toBe('«б5» — не поле (буква ряда и номер столбца, например e10).');
    expect(read('идти д5', 'ru')).toBe('«д5» — не поле (буква ряда и номер столбца, например e10).');
  });

  it('reads the directions as events and rule errors write them (СВ, NO), and ё as е', () => {
    for (const locale of LOCALES)
      for (const dir of TRI_DIRECTIONS)
        for (const word of [wordsFor(locale).directions[dir], wordsFor(locale).directions[dir].toLowerCase()])
          expect(
            read(`${wordsFor(locale).commands.slide} A ${word} 2`, locale),
            `${locale}: ${word}`,
          ).toEqual({
            type: 'slide',
            rhombus: 'A',
            dir,
            steps: 2,
          });
    expect(read('положить е7 е8 перевернутый', 'ru')).toEqual(read('lay e7 e8 turned', 'en'));
  });

  it('a refused slide names the directions the rhombus has, and each of them, typed back, slides it', () => {
    // A on c8–c9 slides e, se, w, nw (motion.test.ts); north-east is refused with that list.
    const s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } });
    for (const locale of LOCALES) {
      const r = temple.apply(s, 0, { type: 'slide', rhombus: 'A', dir: 'ne', steps: 1 });
      if (r.ok) throw new Error('slid north-east');
      const said = temple.explain!(r.error, locale);
      const list = /\(([^)]*)\)/.exec(said)?.[1]?.split(', ') ?? [];
      expect(list, said).toHaveLength(4);
      const legal = temple.legalActions(s, 0);
      for (const word of list) {
        const typed = parseCommand(`${wordsFor(locale).commands.slide} A ${word}`, temple.view(s, 0), locale);
        expect(
          typed.ok && legal.some((a) => JSON.stringify(a) === JSON.stringify(typed.value)),
          `${locale}: ${said} → ${word}`,
        ).toBe(true);
      }
    }
  });

  it('every word the answers quote is read: the command list, the directions, the ways to turn', () => {
    for (const locale of LOCALES) {
      const say = wordsFor(locale).parseErrors;
      const quoted = (message: string) =>
        (/\(([^)]*)\)/.exec(message)?.[1] ?? '').split(/, | oder | или | or /).filter(Boolean);
      const commands = quoted(say.notCommand('x', commandWords(locale)));
      expect(commands).toHaveLength(10);
      for (const word of commands)
        expect(read(word, locale), `${locale}: ${word}`).not.toBe(say.notCommand(word, commandWords(locale)));
      const directions = quoted(say.notDirection('x'));
      expect(directions.length, locale).toBe(locale === 'en' ? 6 : 12);
      for (const word of directions) expect(read(`slide A ${word}`, locale)).toHaveProperty('type', 'slide');
      const c = wordsFor(locale).commands;
      for (const word of quoted(say.notTurn('x', c.cw, c.ccw)))
        expect(read(`rotate A 4 ${word}`, locale)).toHaveProperty('type', 'rotate');
    }
  });
});

/** The command list the answers quote (as `grammar.ts` writes it). */
function commandWords(locale: Locale): string {
  const c = wordsFor(locale).commands;
  return [c.start, c.lay, c.slide, c.rotate, c.move, c.take, c.passage, c.symbol, c.place, c.end].join(', ');
}

describe('events in words', () => {
  it('every event of random games is told in English, German and Russian, with field names', () => {
    const seen = new Map<string, TempleEvent>();
    const random = Random.fromSeed('words');
    for (let g = 0; g < 8; g++) {
      const options = temple.optionsSchema.parse({ statues: 1, turnCap: 40 });
      let s = unwrap(temple.setup({ options, players: 2 + (g % 3), seed: `w${g}` })).state;
      while (s.phase !== 'over') {
        const r = unwrap(temple.apply(s, s.current, random.pick(temple.legalActions(s, s.current))));
        for (const e of r.events) if (!seen.has(e.type)) seen.set(e.type, e);
        s = r.state;
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(13);
    for (const e of seen.values())
      for (const locale of LOCALES) {
        const text = describeEvent(e, locale);
        expect(text, `${e.type} in ${locale}`).toMatch(/\S{3}/);
        expect(text).not.toMatch(/undefined|NaN|null/);
      }
  });
});
