#!/usr/bin/env node
// Runs the Vitest suite, then prints one closing line "N passed, N failed, N skipped"
// (a line CI tooling recognises for any runner). Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'daedalus-vitest-'));
const report = join(dir, 'report.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
let code = vitest.status ?? 1;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
  if (r.numTotalTests === 0) {
    console.error('No test ran.');
    code = code || 1;
  }
} catch {
  console.log('\n0 passed, 1 failed (the test run produced no report)');
  code = code || 1;
}
rmSync(dir, { recursive: true, force: true });
process.exit(code);
