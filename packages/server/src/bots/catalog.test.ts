import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JsonValue } from '@daedalus/core';
import { games } from '@daedalus/games';
import { afterAll, describe, expect, it } from 'vitest';
import { BotCatalog, moduleUrl } from './catalog.ts';
import { fallbackAction } from './fallback.ts';

const hunt = games.get('hunt')!;
const dir = mkdtempSync(join(tmpdir(), 'daedalus-bots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function botModule(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  return path;
}

const firstLegal = 'create: () => ({ choose: ({ legal }) => legal[0] })';

describe('bot catalog: registry levels plus extra modules', () => {
  it('adds a module’s levels after the registry’s; the default level stays the registry’s', async () => {
    const path = botModule(
      'extra.mjs',
      `export const botSpecs = [{ game: 'hunt', levels: ['lazy', 'eager'], budgetMs: { eager: 250 }, ${firstLegal} }];`,
    );
    const catalog = await BotCatalog.load([path]);
    expect(catalog.modules).toEqual([pathToFileURL(path).href]);
    expect(catalog.levels(hunt).map((l) => l.level)).toEqual(['random', 'strong', 'lazy', 'eager']);
    expect(catalog.find(hunt)?.level).toBe('strong');
    expect(catalog.find(hunt, 'lazy')?.level).toBe('lazy');
    expect(catalog.find(hunt, 'missing')).toBeUndefined();
    // A level's own extra budget, 0 when it asks for none.
    expect(catalog.extraBudgetMs(catalog.find(hunt, 'eager')!)).toBe(250);
    expect(catalog.extraBudgetMs(catalog.find(hunt, 'lazy')!)).toBe(0);
    expect(catalog.extraBudgetMs(catalog.find(hunt, 'random')!)).toBe(0);
    // Other games do not get hunt's levels.
    const labyrinth = games.get('labyrinth')!;
    expect(catalog.levels(labyrinth).map((l) => l.level)).not.toContain('lazy');
  });

  it('refuses a module that takes a registry level name, or is no bot module', async () => {
    const clash = botModule(
      'clash.mjs',
      `export const botSpecs = [{ game: 'hunt', levels: ['random'], ${firstLegal} }];`,
    );
    await expect(BotCatalog.load([clash])).rejects.toThrow(/"random" of hunt is already taken/);
    const twice = botModule(
      'twice.mjs',
      `export const botSpecs = [{ game: '*', levels: ['x', 'x'], ${firstLegal} }];`,
    );
    await expect(BotCatalog.load([twice])).rejects.toThrow(/"x"/);
    const none = botModule('none.mjs', 'export const somethingElse = 1;');
    await expect(BotCatalog.load([none])).rejects.toThrow(/must export botSpecs/);
  });

  it('module specifiers: paths become file URLs, URLs stay as they are', () => {
    expect(moduleUrl('/a/b.ts')).toBe('file:///a/b.ts');
    expect(moduleUrl('file:///a/b.ts')).toBe('file:///a/b.ts');
    expect(moduleUrl('rel/b.ts')).toBe(pathToFileURL(join(process.cwd(), 'rel/b.ts')).href);
  });
});

describe('fallback move', () => {
  const legal: JsonValue[] = [{ type: 'stay' }, { type: 'search' }, { type: 'move', dir: 'up' }];

  it('is a legal action, the same for the same seed (replayable), and varies with the seed', () => {
    const picks = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const a = fallbackAction(legal, `table:bot:${i}:1`);
      expect(legal).toContainEqual(a);
      expect(fallbackAction(legal, `table:bot:${i}:1`)).toEqual(a);
      picks.add(JSON.stringify(a));
    }
    expect(picks.size).toBe(legal.length);
  });

  it('is undefined when there is nothing legal to play', () => {
    expect(fallbackAction([], 'seed')).toBeUndefined();
  });
});
