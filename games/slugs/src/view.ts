/**
 * What a seat (or a spectator) sees: everything — the map, the walls and who placed
 * them, walls on their way back or in transit with the turn they arrive, every slug with
 * its state and planned path, the hero with his stress and where he last saw a slug —
 * except, when the table hides them (`hidePaths`), the slugs' planned paths.
 */
import type { Point, Viewer } from '@daedalus/core';
import { exitOf, sameCell } from './rules/board.ts';
import { heroSeesSlug, moodOf } from './rules/hero.ts';
import { isAwake } from './rules/wake.ts';
import {
  type Slug,
  type SlugStatus,
  type SlugsState,
  type SlugsView,
  type SlugView,
  STEPS_PER_DECISION,
} from './types.ts';

const rowsOf = (text: string, width: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += width) out.push(text.slice(i, i + width));
  return out;
};

function statusOf(s: SlugsState, g: Slug): SlugStatus {
  if (!g.alive) return 'dead';
  if (!isAwake(s, g)) return 'asleep';
  return g.plan && g.plan.path.length > 0 ? 'following' : 'deciding';
}

function slugView(s: SlugsState, g: Slug): SlugView {
  const status = statusOf(s, g);
  const plan = status === 'following' ? g.plan : null;
  const shown = plan && !s.options.hidePaths;
  return {
    id: g.id,
    at: { ...g.at },
    hunts: g.hunts,
    wakes: g.wakes,
    status,
    stepsLeft: plan && s.mode !== 'escort' ? STEPS_PER_DECISION - plan.steps : null,
    path: shown ? plan.path.map((p) => ({ ...p })) : null,
    wallsAhead: shown ? [...plan.expect].filter((c) => c === '#').length : null,
    pathWalls: shown ? plan.expect : null,
  };
}

export function viewOf(s: SlugsState, viewer: Viewer): SlugsView {
  const level = s.rooms[s.room]!;
  const sees = s.hero ? heroSeesSlug(s) : false;
  return {
    mode: s.mode,
    seats: s.seats,
    you: viewer === 'spectator' ? null : viewer,
    hidePaths: s.options.hidePaths,
    level: {
      name: level.name,
      note: level.note,
      campaign: s.campaign,
      room: s.room,
      rooms: s.rooms.length,
    },
    width: s.width,
    height: s.height,
    terrain: rowsOf(s.terrain, s.width),
    walls: rowsOf(s.walls, s.width),
    turn: s.turn,
    turnLimit: s.options.turnLimit,
    totalTurns: s.turnsBefore + s.turn,
    current: s.result ? null : s.current,
    stock: s.stock.slice(),
    returning: s.returning.map((r) => ({ ...r })),
    transit: s.transit.map((t) => ({ at: t.at.map((p) => ({ ...p })), turn: t.turn })),
    slugs: s.slugs.map((g) => slugView(s, g)),
    hero: s.hero
      ? {
          at: { ...s.hero.at },
          tied: s.hero.tied,
          stress: s.hero.stress,
          lastSeen: s.hero.lastSeen ? { ...s.hero.lastSeen } : null,
          seesSlug: sees,
          mood: moodOf(s, sees),
        }
      : null,
    exit: exitOf(s),
    result: s.result ? { ...s.result, winners: s.result.winners.slice() } : null,
  };
}

/** Whether a slug in the view stands at a cell (for boards and text). */
export const slugAt = (view: SlugsView, x: number, y: number): SlugView | undefined =>
  view.slugs.find((g) => g.status !== 'dead' && sameCell(g.at, { x, y }));

/**
 * Every cell where a wall may go now, in reading order, read from the view: empty floor with
 * no living slug, no hero and no wall on its way — the rules' `wallCells` (a test holds them
 * equal), for the typed-move parser's examples.
 */
export function wallCellsOf(view: SlugsView): Point[] {
  const taken = new Set<string>();
  const key = (p: Point) => `${p.x},${p.y}`;
  for (const g of view.slugs) if (g.status !== 'dead') taken.add(key(g.at));
  if (view.hero) taken.add(key(view.hero.at));
  for (const t of view.transit) for (const p of t.at) taken.add(key(p));
  const out: Point[] = [];
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < view.width; x++)
      if (view.terrain[y]?.[x] === '.' && view.walls[y]?.[x] === '.' && !taken.has(key({ x, y })))
        out.push({ x, y });
  return out;
}
