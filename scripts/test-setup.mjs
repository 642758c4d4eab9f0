// Vitest's global setup: compiles the server once, before the tests that start it as `npm start`
// runs it (packages/server/start.mjs would compile it too, but then each test file's first
// server would compile it at the same moment).
import { buildServer, isFresh } from '../packages/server/build.mjs';

export async function setup() {
  if (!isFresh()) await buildServer();
}
