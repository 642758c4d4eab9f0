import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'packages/web/app/**/*.test.ts',
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
    globalSetup: ['scripts/test-setup.mjs', 'packages/web/test/build-once.ts'],
    // A failure bound for busy shared machines; no test asserts a duration.
    testTimeout: 180_000,
    // expect.poll's bound likewise (Vitest's default of 1 s fails on a loaded machine).
    expect: { poll: { timeout: 20_000 } },
  },
});
