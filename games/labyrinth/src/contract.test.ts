import { describeContract } from '@daedalus/testkit/vitest';
import { labyrinth } from './game.ts';
import { labyrinthSecrets } from './secrets.ts';
import type { LabyrinthState } from './types.ts';

describeContract(labyrinth, {
  players: [1, 3, 6],
  options: [
    { width: 4, height: 4, nstop: 6 },
    { width: 5, height: 4, nstop: 8, rivers: 'shallow', recall: 'full', lastSurvivorMoves: 5 },
    {
      width: 4,
      height: 5,
      nstop: 6,
      rivers: 'turbulent',
      commonStart: true,
      allowSkip: false,
      allowRepeats: false,
    },
    {
      width: 5,
      height: 5,
      nstop: 10,
      targetedShots: true,
      blowReport: 'full',
      shotRange: 1,
      weaponryMines: true,
    },
    {
      handicaps: [{ seat: 0, peeks: 3, extraReorders: 2 }],
      healMoves: 2,
      mineVictimsReorder: false,
      nstop: 10,
    },
    {
      width: 6,
      height: 6,
      shape: 'cross',
      crossings: true,
      closedExits: false,
      blowReport: 'wall-remains',
      nstop: 12,
    },
    { recall: 'full', landmines: false, encephalitis: false, throwing: false, darkMoves: false, nstop: 10 },
    // B.9: random playouts take thinking breaks (at most one a turn), and games still end.
    { width: 4, height: 4, nstop: 6, moveSeconds: 30 },
  ],
  playouts: 6,
  maxActions: 400,
  hidden: labyrinthSecrets,
  invariants: (state) => {
    const s = state as LabyrinthState;
    for (const p of s.players) {
      if (p.bullets > 3 || p.grenades > 3) return 'a player carries more than 3 bullets or grenades';
      if (p.held !== null && (p.health === 'wounded' || p.infection !== null))
        return 'a wounded or infected player holds an item';
    }
    return undefined;
  },
  illegal: (state, seat) => {
    const s = state as LabyrinthState;
    if (s.phase === 'start') return [{ type: 'skip' }, { type: 'start', cell: { x: -1, y: 0 } }];
    return [
      { type: 'start', cell: { x: 0, y: 0 } },
      { type: 'move', movement: 'up', before: [{ do: 'shoot', dir: 'up', if: { on: 'hit-wall' } }] },
      { type: 'recall', seat },
    ];
  },
});
