import { describeContract } from '@daedalus/testkit/vitest';
import { temple } from './game.ts';
import { invariants } from './invariants.ts';
import { templeSecrets } from './secrets.ts';
import type { TempleState } from './types.ts';

describeContract(temple, {
  players: [2, 4],
  options: [{ turnCap: 30 }, { statues: 1, turnCap: 60 }],
  playouts: 6,
  maxActions: 1200,
  hidden: templeSecrets,
  invariants,
  illegal: (raw) => {
    const s = raw as TempleState;
    return [
      { type: 'place', at: 9999 },
      { type: 'slide', rhombus: 'X', dir: 'e', steps: 1 },
      { type: 'move', to: -1 },
      ...(s.phase === 'stone' ? [{ type: 'take' }] : []),
    ];
  },
});
