/**
 * Vitest's global setup: builds the web client once, before any test file runs, where Chromium is
 * here to use it: test files that run at the same time (Vitest's workers) and each found the build
 * stale would build `dist` at once and empty it under each other (each browser test file still checks
 * that the build is fresh).
 */
import { ensureBuilt, hasChromium } from './harness.ts';

export function setup(): void {
  if (hasChromium) ensureBuilt();
}
