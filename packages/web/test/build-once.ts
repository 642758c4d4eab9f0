/**
 * Vitest's global setup: builds the web client once, before any test file runs, where Chromium is
 * here to use it. Test files run two at a time, and two of them building `dist` at once would empty
 * it under each other (each browser test file still checks that the build is fresh).
 */
import { ensureBuilt, hasChromium } from './harness.ts';

export function setup(): void {
  if (hasChromium) ensureBuilt();
}
