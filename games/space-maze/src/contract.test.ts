import { describeContract } from '@daedalus/testkit/vitest';
import { spaceMaze } from './game.ts';
import { invariants } from './invariants.ts';
import { spaceMazeSecrets } from './secrets.ts';
import type { SmState } from './types.ts';

describeContract(spaceMaze, {
  players: [2, 3, 4],
  // Short games on both boards: a random player's game is a few hundred actions.
  options: [{ board: '3x3', roundCap: 8 }, { roundCap: 4 }],
  playouts: 4,
  maxActions: 1500,
  hidden: spaceMazeSecrets,
  invariants,
  illegal: (raw) => {
    const s = raw as SmState;
    return [
      { type: 'take', die: 'g7' },
      { type: 'rotate', card: 'rotate90-1', at: { x: 4, y: 4 }, quarters: 3 },
      { type: 'move', alien: 'green', path: ['up', 'up', 'up', 'up', 'up', 'up'] },
      ...(s.stage.kind !== 'discard' ? [{ type: 'discard', card: 'movebase-3' }] : []),
      ...(s.stage.kind === 'take' ? [{ type: 'done' }, { type: 'idle' }] : []),
      ...(s.stage.kind !== 'take' ? [{ type: 'take', die: 'g1' }] : []),
    ];
  },
});
