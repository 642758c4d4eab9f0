/**
 * The boards' hints say "Tap" on a touch screen and "Click" with a mouse, as the frame's own
 * hint does: every hint that names the mouse has a touch variant in every language, and the
 * touch words name neither the mouse nor the keyboard.
 */
import type { Locale } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en, type MessageKey } from './en.ts';
import { ru } from './ru.ts';
import { type PointedKey, pointed } from './touch.ts';

const DICTS: Record<Locale, Record<MessageKey, string>> = { en, de, ru };
const MOUSE = /click|klick|щёлкн|щелкн/i;
const KEYBOARD = /keyboard|arrow keys|tastatur|pfeiltaste|клавиатур|стрелками/i;

/** The hints of the Slug Labyrinth, Space Maze, Labyrinth and Temple boards that say how to point. */
const HINTS: readonly PointedKey[] = [
  'slugs.hint.defence',
  'slugs.hint.escort',
  'slugs.hint.escortFree',
  'slugs.hint.batch',
  'space.hint.target',
  'space.hint.switchFirst',
  'space.hint.switchSecond',
  'space.hint.move',
  'space.hint.discard',
  'lab.sketchHint',
  'lab.hint.here',
  'lab.hint.flow',
  'lab.hint.pit',
  'lab.hint.treasure',
  'lab.hint.exit',
  'temple.hint.start',
  'temple.hint.lay',
  'temple.hint.layPick',
  'temple.hint.rhombi',
  'temple.hint.figure',
  'temple.hint.stone',
];

describe('hints for a mouse and for a finger', () => {
  it('every hint that says "Click" in English has a touch variant', () => {
    const clicking = (Object.keys(en) as MessageKey[]).filter(
      (k) => /(^|\. )click\b/i.test(en[k]) && k.includes('.hint') && !k.endsWith('Touch'),
    );
    for (const k of clicking) expect(HINTS, k).toContain(k);
  });

  it.each(['en', 'de', 'ru'] as const)(
    '%s: the touch words name neither the mouse nor the keyboard',
    (locale) => {
      const dict = DICTS[locale];
      for (const key of HINTS) {
        const touch = dict[pointed(key, true)];
        expect(touch, key).toBeTruthy();
        expect(touch, key).not.toMatch(MOUSE);
        expect(touch, key).not.toMatch(KEYBOARD);
        // The same placeholders as the mouse's words.
        expect(touch.match(/\{\w+\}/g) ?? [], key).toEqual(dict[key].match(/\{\w+\}/g) ?? []);
      }
    },
  );

  it('says "Tap" where the mouse hint says "Click", as the frame does', () => {
    expect(en['play.boardHintTouch']).toMatch(/^Tap /);
    for (const key of HINTS) {
      expect(pointed(key, false)).toBe(key);
      expect(en[pointed(key, true)], key).toMatch(/\btap\b/i);
    }
    expect(en[pointed('slugs.hint.defence', true)]).toBe(
      'Tap an empty cell to place a wall there (one a turn), or wait. Then every slug acts.',
    );
    expect(de[pointed('space.hint.target', true)]).toBe('Tippe ein leuchtendes Feld an.');
    expect(ru[pointed('space.hint.target', true)]).toBe('Коснитесь подсвеченной плитки.');
  });

  it("the Labyrinth's prompts, worded without the frame's touch flag, name no way of pointing", () => {
    for (const dict of Object.values(DICTS))
      for (const key of ['lab.chooseStart', 'lab.chooseStartPeek', 'lab.reorderNow'] as const)
        expect(dict[key], key).not.toMatch(/click|klick|tap\b|tipp|щёлкн|нажм|коснит/i);
  });
});
