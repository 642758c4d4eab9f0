/**
 * The bot worker thread's entry in the compiled server (`dist/worker-entry.mjs`, built by
 * `scripts/build-server.mjs`; run from the sources, `worker-entry.mjs` is the entry). The
 * bot host is compiled in; bot modules named by the operator (`DAEDALUS_BOT_MODULES`) may
 * be TypeScript, so tsx is registered for them before the host loads them.
 */
import { workerData } from 'node:worker_threads';
import type { WorkerInit } from './protocol.ts';

if (((workerData as WorkerInit | undefined)?.modules ?? []).length > 0) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./worker.ts');
