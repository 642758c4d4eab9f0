/**
 * What the latest Space Maze step moved, read from its events (pure): a tile turned by a card
 * swings back into place, two tiles that changed places glide from where they were (with the
 * aliens standing on them), an alien walks its footprints, leaves or enters its UFO, and a UFO
 * flown by Move Base glides along the edge. The board draws each thing `1 − t` of the way back
 * to where it was; it judges no rule.
 *
 * Points are board positions (tiles 1 apart; a UFO outside the board at its docking point).
 */
import type { GameEvent, Point } from '@daedalus/core';
import type { SmEvent, SmView } from '@daedalus/space-maze';
import { pointKey } from './space-maze-aims.ts';

export interface TileMotion {
  /** Degrees clockwise it turned (drawn turned back by this much at the start). */
  readonly turn: number;
  /** Where it was, relative to where it is now, in tiles. */
  readonly dx: number;
  readonly dy: number;
}

export interface StepMotion {
  /** By the tile's board position now. */
  readonly tiles: ReadonlyMap<string, TileMotion>;
  /** By alien (`seat:colour`): the places it went through, first to last. */
  readonly aliens: ReadonlyMap<string, readonly Point[]>;
  /** By seat: where the UFO was (its docking point outside the board). */
  readonly ufos: ReadonlyMap<number, Point>;
  /** Milliseconds the animation takes (0: nothing moved). */
  readonly duration: number;
}

export const alienKey = (seat: number, colour: string): string => `${seat}:${colour}`;

const STEP_MS = 260;

/** The docking point just outside the board of a UFO docked at `cell` on `side`. */
function dockPoint(cell: Point, side: string): Point {
  const d = { up: [0, -1], right: [1, 0], down: [0, 1], left: [-1, 0] }[side] ?? [0, 0];
  return { x: cell.x + d[0]!, y: cell.y + d[1]! };
}

/** What moved in the latest step, from its events and the view after it. */
export function stepMotion(events: readonly GameEvent[], view: SmView): StepMotion {
  const tiles = new Map<string, TileMotion>();
  const aliens = new Map<string, Point[]>();
  const ufos = new Map<number, Point>();
  let duration = 0;
  const walk = (key: string, from: Point, to: Point) => {
    const path = aliens.get(key) ?? [from];
    path.push(to);
    aliens.set(key, path);
    duration = Math.max(duration, Math.min(1600, 200 + STEP_MS * (path.length - 1)));
  };
  for (const e of events as readonly SmEvent[]) {
    switch (e.type) {
      case 'tile/rotated': {
        const key = pointKey(e.at);
        const was = tiles.get(key) ?? { turn: 0, dx: 0, dy: 0 };
        tiles.set(key, { ...was, turn: was.turn + 90 * e.quarters });
        duration = Math.max(duration, 500 + 120 * e.quarters);
        break;
      }
      case 'tiles/swapped': {
        tiles.set(pointKey(e.b), { turn: 0, dx: e.a.x - e.b.x, dy: e.a.y - e.b.y });
        tiles.set(pointKey(e.a), { turn: 0, dx: e.b.x - e.a.x, dy: e.b.y - e.a.y });
        // The aliens standing on the two tiles ride along.
        for (const a of view.aliens) {
          if (!a.at) continue;
          const key = alienKey(a.seat, a.colour);
          if (a.at.x === e.a.x && a.at.y === e.a.y) walk(key, e.b, e.a);
          else if (a.at.x === e.b.x && a.at.y === e.b.y) walk(key, e.a, e.b);
        }
        duration = Math.max(duration, 650);
        break;
      }
      case 'alien/moved':
        walk(alienKey(e.seat, e.alien), e.from, e.to);
        break;
      case 'alien/exited': {
        const ufo = view.ufos[e.seat];
        if (ufo) walk(alienKey(e.seat, e.alien), ufo.at, e.to);
        break;
      }
      case 'alien/entered': {
        const ufo = view.ufos[e.seat];
        if (ufo) walk(alienKey(e.seat, e.alien), e.from, ufo.at);
        break;
      }
      case 'ufo/moved': {
        const now = view.ufos[e.seat];
        if (!now) break;
        // It came along the edge: from its old docking tile, on a side of the board it lies on.
        const m = view.size - 1;
        const edges = [
          e.from.y === 0 ? 'up' : '',
          e.from.x === m ? 'right' : '',
          e.from.y === m ? 'down' : '',
          e.from.x === 0 ? 'left' : '',
        ].filter(Boolean);
        ufos.set(e.seat, dockPoint(e.from, edges.includes(now.side) ? now.side : (edges[0] ?? now.side)));
        duration = Math.max(duration, 700);
        break;
      }
    }
  }
  return { tiles, aliens, ufos, duration };
}

/** The point a fraction `t` (0 … 1) of the way along a path of equal steps. */
export function along(path: readonly Point[], t: number): Point {
  const first = path[0] ?? { x: 0, y: 0 };
  if (path.length < 2 || t <= 0) return first;
  const last = path[path.length - 1]!;
  if (t >= 1) return last;
  const f = t * (path.length - 1);
  const i = Math.floor(f);
  const a = path[i]!;
  const b = path[i + 1] ?? a;
  const k = f - i;
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
}
