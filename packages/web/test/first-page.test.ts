/**
 * The first page loads the games' cards (names, summaries, pictures: `virtual:game-cards`), not
 * their rules engines, which come with the lobby, a table, hot-seat play, a replay or the rules.
 * Nor the interface's words in the languages other than English (they load when chosen).
 * Read from the build: the entry script and every chunk it imports statically.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundles } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { de } from '../app/i18n/de.ts';
import { en } from '../app/i18n/en.ts';
import { ru } from '../app/i18n/ru.ts';
import { ensureBuilt } from './harness.ts';

const dist = new URL('../dist/', import.meta.url).pathname;
const read = (file: string): string => readFileSync(join(dist, file), 'utf8');

/** The entry's code and all it imports statically (dynamic imports load later). */
function firstPageCode(): string {
  const queue = [...read('index.html').matchAll(/<script[^>]*src="\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(queue.length).toBe(1);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of read(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`assets/${m[1]}`);
  }
  return [...seen].map(read).join('\n');
}

describe('the first page', () => {
  it("loads every game's card and none of their rules", () => {
    ensureBuilt();
    const code = firstPageCode();
    for (const b of bundles)
      for (const locale of ['en', 'de', 'ru'] as const)
        expect(code.includes(b.words[locale].summary), `${b.game.meta.id}'s summary (${locale})`).toBe(true);
    // Error codes only each game's rules give.
    for (const rule of [
      'move/skip-forbidden',
      'move/no-key',
      'setup/unknown-level',
      'card/already-glued',
      'motion/leaves-hall',
    ])
      expect(code.includes(rule), `a rule of a game's engine (${rule})`).toBe(false);
  });

  it("carries the interface's words in English only: German and Russian load when a reader needs them", () => {
    ensureBuilt();
    const code = firstPageCode();
    for (const key of ['app.tagline', 'app.loadFailedHint', 'nav.languageUnloaded'] as const) {
      expect(code.includes(en[key]), `English ${key}`).toBe(true);
      expect(code.includes(de[key]), `German ${key}`).toBe(false);
      expect(code.includes(ru[key]), `Russian ${key}`).toBe(false);
    }
  });
});
