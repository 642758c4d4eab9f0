import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'games/*/src/**/*.test.ts',
      'games/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    benchmark: {
      include: [
        'packages/*/src/**/*.bench.ts',
        'packages/*/bench/**/*.bench.ts',
        'games/*/src/**/*.bench.ts',
        'games/*/bench/**/*.bench.ts',
      ],
    },
    // A failure bound for busy shared machines; no test asserts a duration.
    testTimeout: 180_000,
    // A file a core, at least two: most of the suite waits on servers, browsers and sockets
    // (Vitest's default, one less than the cores, ran it one file at a time on two cores:
    // 762 s there against 554 s with two, all tests passing both ways).
    maxWorkers: Math.max(2, availableParallelism()),
    // expect.poll's bound likewise (Vitest's default of 1 s fails on a loaded machine).
    expect: { poll: { timeout: 20_000 } },
  },
});
