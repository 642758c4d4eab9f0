/**
 * What moved in the Shifting Maze during the latest step, read from its events, so the
 * board can animate it: cubes that slid along a line, rotated or were revealed start
 * from where they were and glide into place; cubes that left the level (slid off the
 * edge, removed in Z) fade out where they went. Pure: the board draws, CSS animates.
 */
import type { GameEvent, Point } from '@daedalus/core';
import type { SmEvent } from '@daedalus/shifting-maze';

/** Where a cube starts its animation, relative to where it is drawn now. */
export interface TileMotion {
  /** Offset in cells. */
  readonly dx: number;
  readonly dy: number;
  /** Rotation in degrees (clockwise positive). */
  readonly turn: number;
  /** Newly revealed: it fades in. */
  readonly appear: boolean;
}

/** A cube that left the level: drawn at `at`, it moves by (dx, dy) cells and fades out. */
export interface Ghost {
  readonly at: Point;
  /** Its doorways, or null if it was never revealed. */
  readonly doors: number | null;
  readonly dx: number;
  readonly dy: number;
}

export interface MazeMotion {
  /** By cell, "x,y". */
  readonly tiles: ReadonlyMap<string, TileMotion>;
  readonly ghosts: readonly Ghost[];
}

const STILL: TileMotion = { dx: 0, dy: 0, turn: 0, appear: false };
const SIZE = 10;
const key = (p: Point) => `${p.x},${p.y}`;

/** The start angle that turns a cube into place the short way (quarter turns clockwise). */
export function startAngle(turns: number): number {
  const q = ((turns % 4) + 4) % 4;
  return q === 3 ? 90 : -90 * q;
}

export function mazeMotion(events: readonly GameEvent[]): MazeMotion {
  const tiles = new Map<string, TileMotion>();
  const ghosts: Ghost[] = [];
  const update = (at: Point, change: Partial<TileMotion>) =>
    tiles.set(key(at), { ...(tiles.get(key(at)) ?? STILL), ...change });
  for (const event of events as readonly SmEvent[]) {
    switch (event.type) {
      case 'maze/slid': {
        const slide = event.event;
        if (slide?.kind !== 'slide') break;
        // The line moved by `delta` along its axis: its cubes start one cell back.
        const dx = slide.axis === 'x' ? slide.delta : 0;
        const dy = slide.axis === 'y' ? slide.delta : 0;
        for (let k = 0; k < SIZE; k++) {
          const at = slide.axis === 'x' ? { x: k, y: slide.line } : { x: slide.line, y: k };
          // A cube rotated earlier in the step slid on with its line: it keeps its turn.
          update(at, { dx: dx && -dx, dy: dy && -dy });
        }
        if (event.lost) ghosts.push({ at: event.lost.at, doors: event.lost.doors, dx, dy });
        break;
      }
      case 'maze/removed':
        if (event.at) ghosts.push({ at: event.at, doors: event.doors ?? null, dx: 0, dy: 0 });
        break;
      case 'maze/rotated':
        if (event.at && event.turns) update(event.at, { turn: startAngle(event.turns) });
        break;
      case 'maze/revealed':
        if (event.at) update(event.at, { appear: true });
        break;
    }
  }
  return { tiles, ghosts };
}
