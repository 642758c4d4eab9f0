/**
 * What the latest step of a Slug Labyrinth game did, read from its events, for the board
 * to animate: slugs and the hero crawling or walking from cell to cell, walls appearing
 * (placed, or arriving from transit), walls evaporated by a slug, slugs dying on a machine.
 * Plain data; the board draws it (and draws nothing moving with reduced motion).
 */
import type { GameEvent, Point } from '@daedalus/core';

export interface Glide {
  readonly from: Point;
  readonly to: Point;
}

export interface SlugsMotion {
  /** Slugs that crawled, by id: from where they were before the step to where they are. */
  readonly slugs: ReadonlyMap<number, Glide>;
  readonly hero: Glide | null;
  /** Cells (`x,y`) where a wall appeared in this step. */
  readonly appeared: ReadonlySet<string>;
  /** Cells where a slug evaporated a wall in this step. */
  readonly evaporated: readonly Point[];
  /** Slugs that died on a machine in this step. */
  readonly killed: ReadonlySet<number>;
  /** Milliseconds the gliding takes (0: nothing glides). */
  readonly duration: number;
}

export const cellKey = (p: Point): string => `${p.x},${p.y}`;

const GLIDE_MS = 420;

interface SlugsEventLike extends GameEvent {
  readonly slug?: number;
  readonly at?: Point;
  readonly from?: Point;
  readonly to?: Point;
  readonly cells?: readonly Point[];
}

export function stepMotion(events: readonly GameEvent[]): SlugsMotion {
  const slugs = new Map<number, Glide>();
  let hero = null as Glide | null;
  const appeared = new Set<string>();
  const evaporated: Point[] = [];
  const killed = new Set<number>();
  // A room change starts a new map: nothing of the old one moves on the new.
  const lastRoom = events.map((e) => e.type).lastIndexOf('room/entered');
  for (const raw of events.slice(lastRoom + 1)) {
    const e = raw as SlugsEventLike;
    switch (e.type) {
      case 'slug/moved':
        if (e.slug !== undefined && e.from && e.to)
          slugs.set(e.slug, { from: slugs.get(e.slug)?.from ?? e.from, to: e.to });
        break;
      case 'hero/moved':
        if (e.from && e.to) hero = { from: hero?.from ?? e.from, to: e.to };
        break;
      case 'wall/placed':
        if (e.at) appeared.add(cellKey(e.at));
        break;
      case 'wall/appeared':
        for (const p of e.cells ?? []) appeared.add(cellKey(p));
        break;
      case 'slug/evaporated':
        if (e.at) evaporated.push(e.at);
        break;
      case 'slug/killed':
        if (e.slug !== undefined) killed.add(e.slug);
        break;
    }
  }
  return {
    slugs,
    hero,
    appeared,
    evaporated,
    killed,
    duration: slugs.size > 0 || hero ? GLIDE_MS : 0,
  };
}

/** Where a glide is at progress `t` (0 … 1), in cells. */
export function along(g: Glide | null | undefined, at: Point, t: number): { x: number; y: number } {
  if (!g || t >= 1) return at;
  return { x: g.from.x + (g.to.x - g.from.x) * t, y: g.from.y + (g.to.y - g.from.y) * t };
}
