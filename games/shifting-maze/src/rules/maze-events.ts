/**
 * The Maze Event rolled at every player turn, uniform over the ten listed:
 * Special Action; rotate a cube ×1, ×2, ×3; slide an X line ±1; slide a Y line ±1;
 * slide a Z line ±1 (in the base game: the cube is removed). Cubes are chosen
 * by 2D10 (x, y), lines uniformly. A slide moves everything on the line; the cube
 * pushed past the edge is lost with everything on it and the vacated end becomes
 * unrevealed. Threatened Challengers react before the event is carried out.
 */
import { type Point, type Slide, samePoint, slideLine, slidePoint } from '@daedalus/core';
import { type Cell, type MazeEvent, SIZE, type SmState } from '../types.ts';
import {
  type Ctx,
  cellIndex,
  challengersAt,
  inGrid,
  killChallenger,
  MAZE,
  ownCells,
  ownCube,
  reveal,
} from './board.ts';
import { nextDefenderId, startAttack } from './defenders.ts';
import { rotateDoors } from './tiles.ts';

export const EVENT_NAMES = [
  'special',
  'rotate-1',
  'rotate-2',
  'rotate-3',
  'slide-x-plus',
  'slide-x-minus',
  'slide-y-plus',
  'slide-y-minus',
  'slide-z-plus',
  'slide-z-minus',
] as const;

/** 2D10 read as a maze position. */
function roll2d10(ctx: Ctx): Point {
  const [a, b] = ctx.random.dice(2, 10) as [number, number];
  return { x: a - 1, y: b - 1 };
}

export function rollEvent(ctx: Ctx): MazeEvent {
  const which = ctx.random.int(10);
  switch (which) {
    case 0:
      return { kind: 'special', at: roll2d10(ctx) };
    case 1:
    case 2:
    case 3:
      return { kind: 'rotate', at: roll2d10(ctx), turns: which as 1 | 2 | 3 };
    case 4:
    case 5:
    case 6:
    case 7:
      return {
        kind: 'slide',
        axis: which < 6 ? 'x' : 'y',
        line: ctx.random.int(SIZE),
        delta: which % 2 === 0 ? 1 : -1,
      };
    default:
      return { kind: 'z', at: roll2d10(ctx), delta: which === 8 ? 1 : -1 };
  }
}

/** The position whose cube leaves the level (pushed past the edge, or moved in Z), if any. */
export function doomedPosition(e: MazeEvent): Point | null {
  if (e.kind === 'z') return e.at;
  if (e.kind !== 'slide') return null;
  const end = e.delta === 1 ? SIZE - 1 : 0;
  return e.axis === 'x' ? { x: end, y: e.line } : { x: e.line, y: end };
}

/** Challengers threatened by an event (they react in seat order before it happens). */
export function doomedSeats(s: SmState, e: MazeEvent): number[] {
  const p = doomedPosition(e);
  return p ? challengersAt(s, p) : [];
}

/** Carries out an event (after reactions). */
export function executeEvent(ctx: Ctx, e: MazeEvent): void {
  const { s } = ctx;
  switch (e.kind) {
    case 'special': {
      if (s.defenders.length >= s.options.maxDefenders) {
        ctx.events.push({ type: 'maze/no-effect', audience: 'all', event: e, cause: 'enough-defenders' });
        return;
      }
      const cell = s.cells[cellIndex(e.at)];
      if (cell === 'destroyed') {
        ctx.events.push({ type: 'maze/no-effect', audience: 'all', event: e, cause: 'destroyed-cube' });
        return;
      }
      if (cell === null && !reveal(ctx, e.at, { maze: true })) {
        ctx.events.push({ type: 'maze/no-effect', audience: 'all', event: e, cause: 'bag-empty' });
        return;
      }
      const d = { id: nextDefenderId(s), at: e.at, stunned: false, came: null };
      s.defenders.push(d);
      s.defenders.sort((a, b) => a.id - b.id);
      ctx.events.push({ type: 'defender/added', audience: 'all', defender: d.id, at: e.at });
      const there = challengersAt(s, e.at);
      if (there.length > 0) startAttack(ctx, d, there);
      return;
    }
    case 'rotate': {
      const cube = ownCube(ctx, e.at);
      if (!cube) {
        ctx.events.push({
          type: 'maze/no-effect',
          audience: 'all',
          event: e,
          cause: s.cells[cellIndex(e.at)] === null ? 'unrevealed' : 'destroyed-cube',
        });
        return;
      }
      cube.doors = rotateDoors(cube.doors, e.turns);
      ctx.events.push({
        type: 'maze/rotated',
        audience: 'all',
        at: e.at,
        turns: e.turns,
        doors: cube.doors,
        by: { maze: true },
      });
      return;
    }
    case 'z': {
      const cell = s.cells[cellIndex(e.at)];
      if (cell === 'destroyed') {
        ctx.events.push({ type: 'maze/no-effect', audience: 'all', event: e, cause: 'destroyed-cube' });
        return;
      }
      removeOccupants(ctx, e.at, 'z');
      if (cell) s.destroyed.push(cell.doors);
      ownCells(ctx)[cellIndex(e.at)] = 'destroyed';
      ctx.events.push({
        type: 'maze/removed',
        audience: 'all',
        at: e.at,
        ...(cell ? { doors: cell.doors } : {}),
      });
      return;
    }
    case 'slide':
      slide(ctx, e);
  }
}

/** Everything in a cube leaving the level: Defenders and Challengers are lost. */
function removeOccupants(ctx: Ctx, at: Point, cause: 'z' | 'slide'): number[] {
  const { s } = ctx;
  const lostDefenders = s.defenders.filter((d) => samePoint(d.at, at)).map((d) => d.id);
  for (const id of lostDefenders)
    ctx.events.push({ type: 'defender/lost', audience: 'all', defender: id, at, cause });
  s.defenders = s.defenders.filter((d) => !samePoint(d.at, at));
  for (const seat of challengersAt(s, at)) killChallenger(ctx, seat, { maze: true }, false);
  return lostDefenders;
}

function slide(ctx: Ctx, e: Extract<MazeEvent, { kind: 'slide' }>): void {
  const { s } = ctx;
  const lostAt = doomedPosition(e) as Point;
  const lostCell = s.cells[cellIndex(lostAt)] as Cell;
  const lostDefenders = removeOccupants(ctx, lostAt, 'slide');
  let lostDoors: number | null = null;
  let lostItems = 0;
  if (lostCell && lostCell !== 'destroyed') {
    s.lost.push(lostCell.doors);
    lostDoors = lostCell.doors;
    lostItems = lostCell.items.length + lostCell.bodies.length;
  }
  const line: Slide = { axis: e.axis === 'x' ? 'row' : 'column', index: e.line, delta: e.delta };
  s.cells = slideLine(s.cells, MAZE, line, null).grid;
  ctx.cellsShared = false; // a new array
  // The occupants of the doomed cube are gone: everyone else on the line moves with it.
  for (const d of s.defenders) d.at = slidePoint(MAZE, line, d.at) ?? d.at;
  for (const c of s.challengers) if (c.at && inGrid(c.at)) c.at = slidePoint(MAZE, line, c.at) ?? c.at;
  ctx.events.push({
    type: 'maze/slid',
    audience: 'all',
    event: e,
    lost: { at: lostAt, doors: lostDoors, defenders: lostDefenders, items: lostItems },
  });
}
