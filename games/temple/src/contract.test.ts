import { describeContract } from '@daedalus/testkit/vitest';
import { temple } from './game.ts';
import { invariants } from './invariants.ts';
import { templeSecrets } from './secrets.ts';
import type { TempleState } from './types.ts';

describeContract(temple, {
  players: [2, 4],
  // Short games: a random player's turn has a dozen actions, and every 7th step is checked thoroughly.
  options: [{ turnCap: 12 }, { statues: 1, turnCap: 24 }],
  playouts: 5,
  maxActions: 800,
  hidden: templeSecrets,
  invariants,
  illegal: (raw) => {
    const s = raw as TempleState;
    return [
      { type: 'place', at: 9999 },
      // 20 steps east leave the hall (it is 10 rhombus edges across).
      { type: 'slide', rhombus: 'X', dir: 'e', steps: 20 },
      { type: 'move', to: -1 },
      ...(s.phase === 'stone' ? [{ type: 'take' }] : []),
    ];
  },
});
