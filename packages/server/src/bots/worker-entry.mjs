// Worker thread entry: registers tsx so the TypeScript bot host (and the games
// and bots it imports) load in the worker, then starts it.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
