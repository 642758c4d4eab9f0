import { configDefaults, defineConfig } from 'vitest/config';
import { gameData } from './packages/web/build/game-data.ts';

/** The web client's tests: most drive Chromium against a real server. */
const WEB = ['packages/web/test/**/*.test.ts', 'packages/web/app/**/*.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['scripts/test-setup.mjs', 'packages/web/test/build-once.ts'],
    // A failure bound for busy shared machines; no test asserts a duration.
    testTimeout: 180_000,
    // expect.poll's bound likewise (Vitest's default of 1 s fails on a loaded machine).
    expect: { poll: { timeout: 20_000 } },
    // Two groups, one after the other: first everything but the web client, two files at a time
    // (the machines have two cores); then the web client's files one at a time, alone, as a
    // browser, its server and a game's pace need a machine that is not also running other tests.
    // (The web client's files two at a time took 637 s instead of 820 s on a slow machine, but two
    // tests failed when one more busy process shared it: not worth a run that can fail.)
    projects: [
      {
        extends: true,
        test: {
          name: 'engine, games, server, terminal',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'games/*/src/**/*.test.ts',
            'games/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...WEB],
          benchmark: {
            include: [
              'packages/*/src/**/*.bench.ts',
              'packages/*/bench/**/*.bench.ts',
              'games/*/src/**/*.bench.ts',
              'games/*/bench/**/*.bench.ts',
            ],
          },
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // What the client knows of the games without their engines, as its build makes it.
        plugins: [gameData()],
        test: {
          name: 'web client',
          include: WEB,
          // Every language's words loaded (the page loads German and Russian on first use).
          setupFiles: ['packages/web/test/all-locales.ts'],
          // The benchmarks are the first project's (else `npm run bench` would run each twice).
          benchmark: { include: ['packages/web/bench/**/*.bench.ts'] },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
