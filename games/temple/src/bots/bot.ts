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
 * - Phase 4 (`normal`): the blockade stone on the exit nearest the leading rival once it has its
 *   statues, else on a rhombus bridging abyss on its way; `easy` keeps its stone.
 * - Setup: the start field nearest the statues; rhombi laid where they help it most.
 * When no move helps, it tries a rhombus near its figure at random now and then (a way may need
 * two moves to open), so that it does not stand still for ever.
 * `easy` plays a random legal action a quarter of the time and never looks at its rivals.
 */
import type { BotPlayer, BotSpec, Random, Seat } from '@daedalus/core';
import { entrancesOf } from '../board.ts';
import { checkMotion, performMotion } from '../rules/motion.ts';
import { collected, indexTable, placeOf } from '../table.ts';
import type { Motion, Table, TempleAction, TempleView } from '../types.ts';
import { distanceToGoal, progress, relaxedCosts } from './plan.ts';

export type Level = 'easy' | 'normal';

/** The visible table after one of the seat's actions (null if it does not change the table). */
export function tableAfter(table: Table, seat: Seat, a: TempleAction): Table | null {
  // Actions replace elements of these arrays, never change them inside: a shallow copy will do.
  const t: Table = {
    ...table,
    rhombi: table.rhombi.slice(),
    figures: table.figures.slice(),
    stones: table.stones.slice(),
    statues: table.statues.map((row) => row.slice()),
  };
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

/** The item of highest value (null values skipped; the first on ties), with its value. */
function argmax<T>(
  items: readonly T[],
  value: (item: T) => number | null,
): { item: T; value: number } | null {
  let found: { item: T; value: number } | null = null;
  for (const item of items) {
    const v = value(item);
    if (v !== null && (!found || v > found.value)) found = { item, value: v };
  }
  return found;
}

/** The rival closest to winning (most statues, then nearest its goal), or null. */
function leader(view: TempleView, seat: Seat): Seat | null {
  const ix = indexTable(view.table);
  const rivals = view.players.filter((p) => p.seat !== seat);
  return argmax(rivals, (p) => progress(ix, p.seat, view.statuesToCollect))?.item.seat ?? null;
}

/** What one decision works with: the seat's view, its legal actions and its randomness. */
interface Decision {
  readonly view: TempleView;
  readonly seat: Seat;
  readonly level: Level;
  readonly legal: readonly TempleAction[];
  /** The rival whose progress counts against this seat's (`normal`), or null. */
  readonly rival: Seat | null;
  readonly random: Random;
}

/** How good a table is for the seat: its progress, less part of the leading rival's (`normal`). */
function score(d: Decision, table: Table): number {
  const ix = indexTable(table);
  const mine = progress(ix, d.seat, d.view.statuesToCollect);
  if (d.level === 'easy' || d.rival === null) return mine;
  return mine - 0.35 * progress(ix, d.rival, d.view.statuesToCollect);
}

/** Of these actions, the one whose result scores best, with its score. */
function best(d: Decision, actions: readonly TempleAction[]): { action: TempleAction; score: number } | null {
  const found = argmax(actions, (a) => {
    const after = tableAfter(d.view.table, d.seat, a);
    // A little noise breaks ties between equal actions differently from game to game.
    return after ? score(d, after) + d.random.float() * 0.01 : null;
  });
  return found ? { action: found.item, score: found.value } : null;
}

const END: TempleAction = { type: 'end' };
const isMotion = (a: TempleAction): boolean => a.type === 'slide' || a.type === 'rotate';

export function decide(
  view: TempleView,
  seat: Seat,
  level: Level,
  legal: readonly TempleAction[],
  random: Random,
): TempleAction {
  if (legal.length === 1) return legal[0]!;
  if (level === 'easy' && random.chance(0.25)) return random.pick(legal);
  const d: Decision = {
    view,
    seat,
    level,
    legal,
    rival: level === 'normal' ? leader(view, seat) : null,
    random,
  };
  const now = score(d, view.table);
  switch (view.phase) {
    case 'start':
      return startChoice(d);
    case 'lay':
      return layChoice(d);
    case 'rhombi': {
      const m = best(d, legal.filter(isMotion));
      // Move a rhombus only when that helps more than walking on at once would.
      const walk = best(
        d,
        legal.filter((a) => !isMotion(a) && a.type !== 'end'),
      );
      if (m && m.score > now + 0.05 && (!walk || m.score > walk.score - 0.5)) return m.action;
      const step = figureChoice(d, now);
      if (step) return step;
      // Stuck: no single move brings the goal nearer. Try a rhombus near the figure at random
      // (a turn may need two moves to open a way), else end the phase.
      const near = legal.filter(isMotion).filter((a) => nearFigure(view, seat, a));
      if (near.length > 0 && random.chance(0.5)) return random.pick(near);
      return END;
    }
    case 'figure':
      return figureChoice(d, now) ?? END;
    case 'stone':
      return level === 'normal' && d.rival !== null ? stoneChoice(view, d.rival, legal) : END;
    default:
      return random.pick(legal);
  }
}

/** Whether a motion moves a rhombus lying within two edges of the seat's figure. */
function nearFigure(view: TempleView, seat: Seat, a: TempleAction): boolean {
  if (a.type !== 'slide' && a.type !== 'rotate') return false;
  const at = view.table.figures[seat];
  const r = view.rhombi.find((x) => x.letter === a.rhombus);
  const f = at === null || at === undefined ? undefined : view.fields[at];
  if (!r || !f) return false;
  return r.fields.some((g) => Math.hypot(view.fields[g]!.x - f.x, view.fields[g]!.y - f.y) <= 2);
}

function startChoice({ view, seat, legal }: Decision): TempleAction {
  const nearest = argmax(legal, (a) => {
    if (a.type !== 'start') return null;
    const t = tableAfter(view.table, seat, { type: 'move', to: a.at })!;
    return -distanceToGoal(indexTable(t), seat, view.statuesToCollect);
  });
  return nearest?.item ?? legal[0]!;
}

/**
 * The blockade stone against the leading rival: on the exit nearest to it once it has its
 * statues (it may not stop there); otherwise on a path rhombus bridging abyss on its way
 * (it cannot move that rhombus), the one nearest its figure. Else the stone stays home.
 */
function stoneChoice(view: TempleView, rival: Seat, legal: readonly TempleAction[]): TempleAction {
  const ix = indexTable(view.table);
  const from = view.table.figures[rival];
  if (from === null || from === undefined) return END;
  const costs = relaxedCosts(ix, from);
  const exits = new Set(entrancesOf(view.table.board));
  const done = collected(view.table, rival) >= view.statuesToCollect;
  const bridges = (f: number): boolean => {
    const r = ix.cover[f] as number;
    if (r < 0) return false;
    return ix.rhombusFields[r]!.some((g) =>
      [0, 1, 2].some((k) => {
        const h = ix.hall.neighbour(g, k);
        return h >= 0 && (ix.cover[h] as number) < 0 && view.table.board.kinds[h] === '~';
      }),
    );
  };
  const pick = argmax(legal, (a) => {
    if (a.type !== 'place') return null;
    const c = costs[a.at] as number;
    if (!Number.isFinite(c)) return null;
    const onExit = placeOf(ix, a.at).some((f) => exits.has(f));
    const value = done && onExit ? 10 / (1 + c) : !done && bridges(a.at) ? 1 / (1 + c) : 0;
    return value > 0 ? value : null;
  });
  return pick?.item ?? END;
}

function figureChoice(d: Decision, now: number): TempleAction | null {
  const take = d.legal.find((a) => a.type === 'take');
  if (take) return take;
  const options = d.legal.filter(
    (a) => a.type === 'move' || a.type === 'passage' || (a.type === 'symbol' && d.level === 'normal'),
  );
  const b = best(d, options);
  return b && b.score > now + 0.01 ? b.action : null;
}

function layChoice({ view, seat, legal, random }: Decision): TempleAction {
  const letter = view.drawn;
  if (!letter) return random.pick(legal);
  // A sample of the places (the rules check each fully): the one that helps this seat most.
  const sample = legal.length > 80 ? Array.from({ length: 80 }, () => random.pick(legal)) : legal;
  const pick = argmax(sample, (a) => {
    if (a.type !== 'lay') return null;
    const t = { ...view.table, rhombi: [...view.table.rhombi, { letter, pose: a.pose }] };
    return progress(indexTable(t), seat, view.statuesToCollect) + random.float() * 0.01;
  });
  return pick?.item ?? legal[0]!;
}

export const templeBot: BotSpec = {
  levels: ['easy', 'normal'],
  create: ({ seat, level }): BotPlayer =>
    ({
      choose: ({ view, legal, random }) =>
        decide(view as TempleView, seat, level as Level, legal as readonly TempleAction[], random),
    }) as BotPlayer,
};
