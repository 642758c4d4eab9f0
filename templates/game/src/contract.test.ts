import { describeContract } from '@daedalus/testkit/vitest';
import { __camel__Game } from './game.ts';
import { __camel__Secrets } from './secrets.ts';
import { type __Pascal__State, presets } from './types.ts';

describeContract(__camel__Game, {
  players: [1, 2],
  options: [{}, presets.quick, { size: 3, rocks: 0, turnCap: 6 }, presets.long],
  playouts: 8,
  maxActions: 400,
  hidden: __camel__Secrets,
  invariants: (state) => {
    const s = state as __Pascal__State;
    if (s.runners.some((p) => s.rocks[p.y * s.options.size + p.x])) return 'a runner stands on a rock';
    if (s.turns > s.options.turnCap) return `${s.turns} moves, more than the limit ${s.options.turnCap}`;
    return undefined;
  },
  illegal: (state, seat) => {
    const s = state as __Pascal__State;
    const at = s.runners[seat];
    // Off the board: a runner on the top row cannot go up.
    return at !== undefined && at.y === 0 ? [{ type: 'move', dir: 'up' }] : [];
  },
});
