/**
 * `npm run new-game <id>` makes a game package that is complete as generated: it is made in
 * a temporary folder inside the repository (so that its imports resolve), imported, checked
 * by `checkBundle` and the contract kit, type-checked, and removed. Bad and taken ids are
 * refused with a sentence saying why.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type GameBundle, parseOptions } from '@daedalus/core';
import { checkBundle, checkContract } from '@daedalus/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const script = join(repo, 'scripts', 'new-game.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: repo, encoding: 'utf8' });

/** The files of the documented layout (docs/engine.md). */
const LAYOUT = [
  'package.json',
  'src/index.ts',
  'src/bundle.ts',
  'src/game.ts',
  'src/types.ts',
  'src/setup.ts',
  'src/rules/moves.ts',
  'src/view.ts',
  'src/secrets.ts',
  'src/position.ts',
  'src/scenario.ts',
  'src/text/render.ts',
  'src/text/commands.ts',
  'src/lang/en.ts',
  'src/lang/de.ts',
  'src/lang/ru.ts',
  'src/lang/errors-en.ts',
  'src/lang/errors-de.ts',
  'src/lang/errors-ru.ts',
  'src/art.ts',
  'src/bots/bot.ts',
  'src/contract.test.ts',
];

describe('npm run new-game', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(repo, '.new-game-test-'));
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('makes a game in the documented layout that passes checkBundle and the contract kit', async () => {
    const made = run('snail-race', '--root', root);
    expect(made.status, made.stderr).toBe(0);
    const dir = join(root, 'games', 'snail-race');
    for (const file of LAYOUT) expect(existsSync(join(dir, file)), file).toBe(true);
    expect(existsSync(join(root, 'docs', 'games', 'snail-race.md'))).toBe(true);

    const mod = (await import(pathToFileURL(join(dir, 'src', 'index.ts')).href)) as {
      snailRaceBundle: GameBundle;
    };
    const bundle = mod.snailRaceBundle;
    expect(bundle.game.meta.id).toBe('snail-race');
    expect(bundle.words.en.name).toBe('Snail race');
    expect(checkBundle(bundle)).toEqual([]);
    const quick = parseOptions(bundle.game, {}, bundle.testPreset);
    if (!quick.ok) throw new Error(quick.error.message);
    const report = checkContract(bundle.game, {
      players: [1, 2],
      options: [{}, quick.value],
      playouts: 6,
      hidden: bundle.secrets,
      seed: 'new-game',
    });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBeGreaterThan(0);
    // Its refusals are worded in every language.
    const refused = bundle.game.setup({ options: quick.value, players: 7, seed: 's' });
    if (refused.ok) throw new Error('seven players were accepted');
    expect(refused.error.message).toBe('Snail race is played by 1 to 2 players.');
    expect(bundle.game.explain?.(refused.error, 'de')).toBe('Snail race spielen 1 bis 2 Spieler.');
    expect(bundle.game.explain?.(refused.error, 'ru')).toBe('В «Snail race» играют от 1 до 2 игроков.');
  });

  it('makes code that type-checks as generated', () => {
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({
        extends: '../tsconfig.base.json',
        compilerOptions: { types: ['node'] },
        include: ['games/*/src'],
      }),
    );
    const tsc = spawnSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'tsconfig.json')], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  });

  it('refuses an id that cannot name a game, saying why', () => {
    for (const bad of ['Snail', 'snail_race', '9lives', 'snail--race', 'snail-', 'x'.repeat(41)]) {
      const r = run(bad, '--root', root);
      expect(r.status, bad).toBe(1);
      expect(r.stderr, bad).toMatch(/is not a game id|too long for a game id/);
    }
    const none = run('--root', root);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('usage: npm run new-game <id>');
  });

  it('refuses an id that is taken', () => {
    expect(run('snail-race', '--root', root).stderr).toMatch(/games\/snail-race already exists/);
    expect(run('labyrinth').stderr).toMatch(/games\/labyrinth already exists/);
    expect(run('core').stderr).toMatch(/a package @daedalus\/core already exists/);
    for (const id of ['labyrinth', 'core']) expect(run(id).status).toBe(1);
  });
});
