/**
 * A bot's model of the game: a state rebuilt from its seat's view alone, on which it can
 * run the rules forward. The view holds everything the rules need (the map, the walls
 * and who placed them, stocks, walls coming back or on their way, every slug's plan and
 * the hero), except when paths are hidden: then a slug that is following a plan is
 * assumed to follow the path it would decide on now, with the steps it has left.
 *
 * The model knows only the room being played: leaving it ends the model's game as won.
 */
import { seedRng } from '@daedalus/core';
import type { Level } from '../level/types.ts';
import { decidePath } from '../rules/paths.ts';
import { type Slug, type SlugsState, type SlugsView, STEPS_PER_DECISION } from '../types.ts';

export function stateFromView(view: SlugsView): SlugsState {
  const rows = view.terrain.map((row, y) =>
    [...row].map((t, x) => (view.walls[y]?.[x] === '#' ? '#' : t)).join(''),
  );
  const level: Level = {
    name: view.level.name,
    mode: view.mode,
    width: view.width,
    height: view.height,
    rows,
    stock: view.stock.slice(),
    wakes: [],
    tied: view.hero?.tied ?? false,
    note: view.level.note,
  };
  const s: SlugsState = {
    options: { mode: view.mode, level: null, hidePaths: view.hidePaths, turnLimit: view.turnLimit },
    rng: seedRng('model'),
    mode: view.mode,
    seats: view.seats,
    campaign: null,
    rooms: [level],
    room: 0,
    width: view.width,
    height: view.height,
    terrain: view.terrain.join(''),
    walls: view.walls.join(''),
    turn: view.turn,
    turnsBefore: 0,
    current: view.current ?? 0,
    stock: view.stock.slice(),
    returning: view.returning.map((r) => ({ ...r })),
    transit: view.transit.map((t) => ({ at: t.at.map((p) => ({ ...p })), turn: t.turn })),
    slugs: [],
    hero: view.hero
      ? {
          at: { ...view.hero.at },
          tied: view.hero.tied,
          stress: view.hero.stress,
          lastSeen: view.hero.lastSeen ? { ...view.hero.lastSeen } : null,
        }
      : null,
    sawAtStart: view.hero?.seesSlug ?? false,
    result: view.result ? { ...view.result, winners: view.result.winners.slice() } : null,
  };
  s.slugs = view.slugs.map((g): Slug => {
    const slug: Slug = {
      id: g.id,
      at: { ...g.at },
      hunts: g.hunts,
      wakes: g.wakes,
      alive: g.status !== 'dead',
      plan: null,
    };
    if (g.status !== 'following') return slug;
    if (g.path && g.pathWalls !== null) {
      slug.plan = {
        path: g.path.map((p) => ({ ...p })),
        expect: g.pathWalls,
        steps: g.stepsLeft === null ? 0 : STEPS_PER_DECISION - g.stepsLeft,
      };
      return slug;
    }
    const goal = g.hunts === 'hero' ? s.hero?.at : baseCell(view, g.hunts);
    const guess = goal ? decidePath(s, slug.at, goal, s.mode !== 'escort') : null;
    if (guess && guess.path.length > 0)
      slug.plan = {
        path: guess.path,
        expect: guess.path.map((p) => (s.walls[p.y * s.width + p.x] !== '.' ? '#' : '.')).join(''),
        steps: g.stepsLeft === null ? 0 : STEPS_PER_DECISION - g.stepsLeft,
      };
    return slug;
  });
  return s;
}

function baseCell(view: SlugsView, seat: 0 | 1): { x: number; y: number } | undefined {
  const ch = seat === 0 ? 'A' : 'B';
  for (const [y, row] of view.terrain.entries()) {
    const x = row.indexOf(ch);
    if (x >= 0) return { x, y };
  }
  return undefined;
}
