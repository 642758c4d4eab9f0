/**
 * The Temple Labyrinth's computer players. They decide from their seat's view alone, one
 * action at a time, by trying each legal action on a copy of the visible table and scoring
 * the result (`plan.ts`): statues collected, then nearness to the next statue or, with all of
 * them, to an exit.
 * - Phase 2: the rhombus move that brings the figure nearest its goal; `normal` also counts
 *   how much a move sets back the rival closest to winning (blocking with rhombi). When no
 *   move helps, it goes on to its figure.
 * - Phase 3: take a statue where it stands; else walk (or use a passage or a symbol) to where
 *   its goal is nearest; else end the phase.
 * - Phase 4 (`normal`): the blockade stone on the exit, the target rhombus's neighbourhood or
 *   the bridge that most sets back the leading rival; `easy` keeps its stone.
 * - Setup: the start field nearest the statues; rhombi laid where they help it most.
 * `easy` plays a random legal action a quarter of the time and never looks at its rivals.
 */
import type { BotPlayer, BotSpec, Random, Seat } from '@daedalus/core';
import { checkMotion, performMotion } from '../rules/motion.ts';
import { indexTable } from '../table.ts';
import type { Motion, Table, TempleAction, TempleView } from '../types.ts';
import { distanceToGoal, progress } from './plan.ts';

export type Level = 'easy' | 'normal';

/** The visible table after one of the seat's actions (null if it does not change the table). */
export function tableAfter(table: Table, seat: Seat, a: TempleAction): Table | null {
  const t = structuredClone(table);
  const motion = (m: Motion): Table | null => {
    const ix = indexTable(t);
    const checked = checkMotion(ix, m);
    if (!checked.ok) return null;
    performMotion(t, ix, checked.value.index, checked.value.pose);
    return t;
  };
  switch (a.type) {
    case 'slide':
    case 'rotate':
      return motion(a);
    case 'symbol':
      return motion(a.motion);
    case 'move':
      t.figures[seat] = a.to;
      return t;
    case 'passage':
      t.figures[seat] = a.to;
      return t;
    case 'take': {
      const ix = indexTable(t);
      const r = ix.cover[t.figures[seat]!] as number;
      if (r >= 0 && t.statues[r]) t.statues[r]![seat] = false;
      return t;
    }
    case 'place':
      t.stones[seat] = a.at;
      return t;
    case 'lay':
      return null;
    default:
      return null;
  }
}

/** The rival closest to winning (most statues, then nearest its goal), or null. */
function leader(view: TempleView, seat: Seat): Seat | null {
  let best: Seat | null = null;
  let score = Number.NEGATIVE_INFINITY;
  for (const p of view.players) {
    if (p.seat === seat) continue;
    const s = progress(view.table, p.seat, view.statuesToCollect);
    if (s > score) {
      score = s;
      best = p.seat;
    }
  }
  return best;
}

function score(view: TempleView, table: Table, seat: Seat, level: Level, rival: Seat | null): number {
  const mine = progress(table, seat, view.statuesToCollect);
  if (level === 'easy' || rival === null) return mine;
  return mine - 0.35 * progress(table, rival, view.statuesToCollect);
}

/** The legal action whose result scores best, with its score. */
function best(
  view: TempleView,
  seat: Seat,
  level: Level,
  legal: readonly TempleAction[],
  rival: Seat | null,
  random: Random,
): { action: TempleAction; score: number } | null {
  let found: { action: TempleAction; score: number } | null = null;
  for (const a of legal) {
    const after = tableAfter(view.table, seat, a);
    if (!after) continue;
    // A little noise breaks ties between equal actions differently from game to game.
    const s = score(view, after, seat, level, rival) + random.float() * 0.01;
    if (!found || s > found.score) found = { action: a, score: s };
  }
  return found;
}

const END: TempleAction = { type: 'end' };

export function decide(
  view: TempleView,
  seat: Seat,
  level: Level,
  legal: readonly TempleAction[],
  random: Random,
): TempleAction {
  if (legal.length === 1) return legal[0]!;
  if (level === 'easy' && random.chance(0.25)) return random.pick(legal);
  const rival = level === 'normal' ? leader(view, seat) : null;
  const now = score(view, view.table, seat, level, rival);
  const of = (type: TempleAction['type']) => legal.filter((a) => a.type === type);
  switch (view.phase) {
    case 'start': {
      let pick = legal[0]!;
      let d = Number.POSITIVE_INFINITY;
      for (const a of legal) {
        const t = tableAfter(view.table, seat, a.type === 'start' ? { type: 'move', to: a.at } : a);
        const dist = t ? distanceToGoal(t, seat, view.statuesToCollect) : d;
        if (dist < d) {
          d = dist;
          pick = a;
        }
      }
      return pick;
    }
    case 'lay':
      return layChoice(view, seat, legal, random);
    case 'rhombi': {
      const motions = legal.filter((a) => a.type === 'slide' || a.type === 'rotate');
      const m = best(view, seat, level, motions, rival, random);
      // Move a rhombus only when it helps more than walking right away would.
      const walk = best(
        view,
        seat,
        level,
        legal.filter((a) => a.type !== 'slide' && a.type !== 'rotate' && a.type !== 'end'),
        rival,
        random,
      );
      if (m && m.score > now + 0.05 && (!walk || m.score > walk.score - 0.5)) return m.action;
      return figureChoice(view, seat, level, legal, rival, random, now) ?? END;
    }
    case 'figure':
      return figureChoice(view, seat, level, legal, rival, random, now) ?? END;
    case 'stone': {
      if (level === 'easy' || rival === null) return END;
      const places = of('place');
      let pick: TempleAction = END;
      let worst = progress(view.table, rival, view.statuesToCollect) - 0.5;
      for (const a of places) {
        if (a.type !== 'place') continue;
        const t = tableAfter(view.table, seat, a)!;
        const p =
          progress(t, rival, view.statuesToCollect) - blockBonus(t, rival, a.at, view.statuesToCollect);
        if (p < worst) {
          worst = p;
          pick = a;
        }
      }
      return pick;
    }
    default:
      return random.pick(legal);
  }
}

/** How much a stone on a field hinders a rival: on the exit or goal it heads for, or next to its figure. */
function blockBonus(table: Table, rival: Seat, at: number, needed: number): number {
  const before = distanceToGoal({ ...table, stones: table.stones.map(() => null) }, rival, needed);
  const ix = indexTable(table);
  const figure = table.figures[rival];
  if (figure === null || figure === undefined) return 0;
  // A stone on the only way forward: the rival cannot stop there, nor move that rhombus.
  const covered = (ix.cover[at] as number) >= 0;
  const near =
    ix.hall.fields[at] && ix.hall.fields[figure]
      ? Math.hypot(
          ix.hall.fields[at]!.x - ix.hall.fields[figure]!.x,
          ix.hall.fields[at]!.y - ix.hall.fields[figure]!.y,
        )
      : 9;
  return (before < 1 ? 2 : 0) / (1 + near) + (covered ? 0.3 : 0) / (1 + near);
}

function figureChoice(
  view: TempleView,
  seat: Seat,
  level: Level,
  legal: readonly TempleAction[],
  rival: Seat | null,
  random: Random,
  now: number,
): TempleAction | null {
  const take = legal.find((a) => a.type === 'take');
  if (take) return take;
  const options = legal.filter(
    (a) => a.type === 'move' || a.type === 'passage' || (a.type === 'symbol' && level === 'normal'),
  );
  const b = best(view, seat, level, options, rival, random);
  return b && b.score > now + 0.01 ? b.action : null;
}

function layChoice(
  view: TempleView,
  seat: Seat,
  legal: readonly TempleAction[],
  random: Random,
): TempleAction {
  const letter = view.drawn;
  if (!letter) return random.pick(legal);
  let pick = legal[0]!;
  let top = Number.NEGATIVE_INFINITY;
  // Sample the places (laying is checked fully by the rules): the one that helps this seat most.
  const sample = legal.length > 80 ? Array.from({ length: 80 }, () => random.pick(legal)) : legal;
  for (const a of sample) {
    if (a.type !== 'lay') continue;
    const t = structuredClone(view.table);
    t.rhombi.push({ letter, pose: a.pose });
    const s = progress(t, seat, view.statuesToCollect) + random.float() * 0.01;
    if (s > top) {
      top = s;
      pick = a;
    }
  }
  return pick;
}

export const templeBot: BotSpec = {
  levels: ['easy', 'normal'],
  create: ({ seat, level }): BotPlayer =>
    ({
      choose: ({ view, legal, random }) =>
        decide(view as TempleView, seat, level as Level, legal as readonly TempleAction[], random),
    }) as BotPlayer,
};
