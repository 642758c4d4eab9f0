/**
 * The Slug Labyrinth's browser parts without a browser: the editor's document (painting,
 * header, size, rooms — always a text the validator reads back), the validator's problems
 * worded in every language, the step animation read from events, and the board drawn from a
 * view (paths shown, or not when the table hides them).
 */
import { Match, optionFields } from '@daedalus/core';
import { games } from '@daedalus/games';
import { checkLevelText, type LevelFile, readLevelText } from '@daedalus/slugs';
import { describe, expect, it } from 'vitest';
import {
  addRoom,
  blankFile,
  paint,
  removeRoom,
  resize,
  setHeader,
  textOf,
  wakeAt,
} from '../app/boards/slugs-editor/model.ts';
import { problemWhat, problemWhere } from '../app/boards/slugs-editor/problems.ts';
import { stepMotion } from '../app/boards/slugs-motion.ts';
import { translator } from '../app/i18n/translate.ts';

const read = (text: string): LevelFile => {
  const file = readLevelText(text).file;
  if (!file) throw new Error(`unreadable:\n${text}`);
  return file;
};
/** Edits go through the text, as in the editor. */
const through = (file: LevelFile): LevelFile => read(textOf(file));

describe('the level editor document', () => {
  it('paints cells; a base, the hero or a door painted elsewhere moves', () => {
    let f = blankFile('defence', 'Test');
    expect(checkLevelText(textOf(f)).ok).toBe(true);
    f = through(paint(f, 0, { x: 3, y: 0 }, '#'));
    expect(f.rooms[0]!.rows[0]).toBe('a..#.......');
    f = through(paint(f, 0, { x: 0, y: 6 }, 'A'));
    expect(f.rooms[0]!.rows[6]).toBe('A..........');
    expect(f.rooms[0]!.rows.join('').split('A')).toHaveLength(2);
    expect(checkLevelText(textOf(f)).ok).toBe(true);
  });

  it('a slug painted with a wake turn wakes then; painted over, its wake goes', () => {
    let f = through(paint(blankFile('defence', 'W'), 0, { x: 2, y: 4 }, 'a', 4));
    expect(wakeAt(f.rooms[0]!, { x: 2, y: 4 })).toBe(4);
    expect(textOf(f)).toContain('wake: c5 4');
    f = through(paint(f, 0, { x: 2, y: 4 }, '#'));
    expect(f.rooms[0]!.wakes).toEqual([]);
    expect(checkLevelText(textOf(f)).ok).toBe(true);
  });

  it('resizes (cutting wakes outside), changes the mode (a duel gets two stocks), adds and removes rooms', () => {
    let f = through(paint(blankFile('defence', 'R'), 0, { x: 9, y: 5 }, 'a', 3));
    f = through(resize(f, 0, 8, 5));
    expect(f.rooms[0]!.width).toBe(8);
    expect(f.rooms[0]!.rows).toHaveLength(5);
    expect(f.rooms[0]!.wakes).toEqual([]);
    f = through(resize(f, 0, 10, 6));
    expect(f.rooms[0]!.rows[5]).toBe('..........');
    const duel = through(setHeader(blankFile('defence', 'D'), 0, { mode: 'duel' }));
    expect(duel.rooms[0]!.stock).toEqual([3, 3]);
    let campaign = through(addRoom(blankFile('escort', 'One'), 'Two'));
    expect(campaign.rooms).toHaveLength(2);
    expect(campaign.campaign).toBe('One');
    expect(campaign.rooms[1]!.tied).toBe(false);
    expect(checkLevelText(textOf(campaign)).ok).toBe(true);
    campaign = through(removeRoom(campaign, 0));
    expect(campaign.rooms).toHaveLength(1);
    expect(campaign.campaign).toBeNull();
  });
});

describe("the validator's problems in the page's language", () => {
  const broken = [
    'name: X\ncolour: red\nmap:\na.X\n..A',
    'map:\na.?\n..A',
    'map:\na.X\n.A',
    'map:\na..\n..A',
    'map:\na.X\n.AA',
    'mode: defence\nmap:\na.X\n.AB',
    'mode: escort\nmap:\n#####\nH#h.E\n#####',
    'mode: escort\nmap:\nH##.E\n.#h..',
    'mode: siege\nmap:\na.X\n..A',
    'stock: 200\nmap:\na.X\n..A',
    'wake: c3 2\nmap:\na.X\n..A',
    'mode: escort\nmap:\nHh..\n...E',
    'text before\nmap:\na.X\n..A',
  ];
  for (const locale of ['en', 'de', 'ru'] as const) {
    const t = translator(locale);
    it(`words every problem by its code, with where it is (${locale})`, () => {
      const codes = new Set<string>();
      for (const text of broken) {
        const check = checkLevelText(text);
        expect(check.problems.length, text).toBeGreaterThan(0);
        for (const p of check.problems) {
          codes.add(p.code);
          const what = problemWhat(p, check.file?.rooms ?? null, t);
          expect(what, `${p.code}: ${p.message}`).not.toBe(t('editor.p.other'));
          expect(what).not.toMatch(/\{\w+\}/);
          if (p.line !== undefined) expect(problemWhere(p, t)).toContain(String(p.line));
          if (locale === 'ru')
            expect(what.replace(/"[^"]*"|«[^»]*»|\([^)]*\)/g, '')).not.toMatch(/\b(the|a|is|no|map)\b/);
        }
      }
      expect(codes.size).toBeGreaterThanOrEqual(10);
    });
  }
  it('names what is missing from the map', () => {
    const missing = checkLevelText('map:\n.....').problems.filter((p) => p.code === 'level/missing');
    // From the problem's data, not its English sentence (here without the character at its end).
    expect(missing.map((p) => problemWhat({ ...p, message: 'missing' }, null, translator('de')))).toContain(
      'fehlt auf der Karte: Basis A',
    );
  });
});

describe('the level option in the lobby', () => {
  it('is a long text (a level keeps its lines in a text area)', () => {
    const level = optionFields(games.get('slugs')!).find((f) => f.key === 'level');
    expect(level).toMatchObject({ kind: 'text', maxLength: 40_000, nullable: true });
  });
});

describe('the board’s step motion', () => {
  const game = games.get('slugs')!;
  const played = (options: Record<string, unknown>) => {
    const m = Match.create(game, { players: 1, seed: 's', options });
    if (!m.ok) throw new Error(m.error.message);
    const steps = [];
    for (let i = 0; i < 3; i++) {
      const step = m.value.play(0, { type: 'wait' });
      if (!step.ok) throw new Error(step.error.message);
      steps.push(step.value.events);
    }
    return steps;
  };

  it('reads a step’s motion from its events: a slug crawling glides from where it was', () => {
    const steps = played({ mode: 'defence' });
    const crawl = steps.find((events) => events.some((e) => e.type === 'slug/moved'))!;
    const motion = stepMotion(crawl);
    expect(motion.slugs.get(0)).toEqual({ from: { x: 0, y: 0 }, to: { x: 1, y: 0 } });
    expect(motion.duration).toBeGreaterThan(0);
    expect(stepMotion([{ type: 'room/entered', audience: 'all' }, ...crawl]).slugs.size).toBe(1);
    expect(stepMotion([...crawl, { type: 'room/entered', audience: 'all' }]).slugs.size).toBe(0);
    expect(stepMotion([]).duration).toBe(0);
  });
});
