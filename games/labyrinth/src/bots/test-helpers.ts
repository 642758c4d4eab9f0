/**
 * Test helpers: small hand-made plans (rows of cell letters, rivers with arrows) and a
 * table where the engine plays the moves and each bot is fed only what its seat receives
 * (`eventsFor`) and its view, as `playBots` does.
 */
import { type Direction, eventsFor, Random, type Seat, unwrap } from '@daedalus/core';
import { type LabyrinthAction, type LabyrinthState, labyrinth, labyrinthOptionsSchema } from '../index.ts';
import { LabyrinthBot } from './bot.ts';

type Cell = 'land' | 'hospital' | 'weaponry' | 'pit' | 'river' | 'delta' | 'encephalitis';
const LETTER: Record<string, Cell> = {
  L: 'land',
  H: 'hospital',
  W: 'weaponry',
  P: 'pit',
  R: 'river',
  D: 'delta',
  E: 'encephalitis',
};
const ARROW: Record<string, Direction> = { '>': 'right', '<': 'left', '^': 'up', v: 'down' };

/** A plan from rows like `L R> D` (no inner walls), with exits, pit loops and treasures. */
export function plan(
  rows: readonly string[],
  extra: {
    exits: { at: [number, number]; side: Direction; open: boolean }[];
    pits?: [number, number][][];
    treasures: { at: [number, number]; true: boolean }[];
  },
) {
  const grid = rows.map((r) => r.trim().split(/\s+/));
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  const cells = grid.flat().map((c) => LETTER[c[0] as string] as Cell);
  const flow = grid.flat().map((c) => (c.length > 1 ? (ARROW[c[1] as string] ?? null) : null));
  return {
    width,
    height,
    cells,
    wallRight: cells.map(() => false),
    wallDown: cells.map(() => false),
    exits: extra.exits.map((e) => ({ at: { x: e.at[0], y: e.at[1] }, side: e.side, open: e.open })),
    flow,
    pitLoops: (extra.pits ?? []).map((loop) => loop.map(([x, y]) => ({ x, y }))),
    treasures: extra.treasures.map((t) => ({ at: { x: t.at[0], y: t.at[1] }, true: t.true })),
  };
}

/** P L W / H L P — pits (0,0) → (2,1) → (0,0); exits: right of (2,0), left of (0,1); the true treasure on (1,1). */
export const PITS = plan(['P L W', 'H L P'], {
  exits: [
    { at: [2, 0], side: 'right', open: true },
    { at: [0, 1], side: 'left', open: true },
  ],
  pits: [
    [
      [0, 0],
      [2, 1],
    ],
  ],
  treasures: [
    { at: [1, 1], true: true },
    { at: [1, 0], true: false },
  ],
});

/** A table with the engine on `p`; seats move in seat order; bots see only their seat. */
export function table(
  p: ReturnType<typeof plan>,
  starts: [number, number][],
  extra: Record<string, unknown> = {},
) {
  const options = labyrinthOptionsSchema.parse({
    landmines: false,
    encephalitis: false,
    startForbidden: [],
    startShared: true,
    ...extra,
    plan: p,
  });
  let state: LabyrinthState = unwrap(
    labyrinth.setup({ options, players: starts.length, seed: 'bot-test' }),
  ).state;
  state = { ...state, order: starts.map((_, i) => i) };
  const bots = starts.map((_, seat) => new LabyrinthBot(seat, 'normal'));
  bots.forEach((b, seat) => {
    b.observe([], labyrinth.view(state, seat));
  });
  const act = (seat: Seat, action: LabyrinthAction) => {
    const t = unwrap(labyrinth.apply(state, seat, action));
    state = t.state;
    bots.forEach((b, s) => {
      b.observe(eventsFor(t.events, s), labyrinth.view(state, s));
    });
  };
  starts.forEach(([x, y], seat) => {
    act(seat, { type: 'start', cell: { x, y } });
  });
  /** What the bot of `seat` would do now (its legal actions, its view). */
  const ask = (seat: Seat, seed = 'ask') =>
    (bots[seat] as LabyrinthBot).choose({
      view: labyrinth.view(state, seat),
      legal: labyrinth.legalActions(state, seat),
      actor: { seat, kind: 'turn', prompt: 'labyrinth/move' },
      random: Random.fromSeed(seed),
    });
  return {
    bots,
    go: (seat: Seat, movement: Direction | 'flow' | 'loop') => act(seat, { type: 'move', movement }),
    act,
    ask,
    get state() {
      return state;
    },
  };
}
