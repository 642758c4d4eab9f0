/** What a seat (or a spectator) sees: the whole board; only the generator stays hidden. */
import type { Viewer } from '@daedalus/core';
import type { __Pascal__State, __Pascal__View } from './types.ts';

export function viewOf(s: __Pascal__State, viewer: Viewer): __Pascal__View {
  return {
    you: viewer === 'spectator' ? null : viewer,
    size: s.options.size,
    rocks: s.rocks.slice(),
    goal: { ...s.goal },
    runners: s.runners.map((p) => ({ ...p })),
    turn: s.turn,
    turns: s.turns,
    turnCap: s.options.turnCap,
    over: s.over,
    winner: s.winner,
  };
}
