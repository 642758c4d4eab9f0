/**
 * The Labyrinth computer player. It reasons only from what its seat is told: the events it
 * receives (its private start cell, the public announcements of every move, its own
 * ordered cells) and its view (outline, options, its own status as last told).
 *
 * - Where am I: a set of position hypotheses (`belief.ts`), exact after the start or a cell
 *   order, widened by pits and rivers of unknown course, narrowed by every announcement.
 * - The map: cell types, walls, exits, flows and pit loops learnt (`knowledge.ts`).
 * - Where are the others (level `normal`): the same tracking for every opponent from his
 *   start cell type and his announced moves, used to shoot when he must be in line.
 * - What to do: heal when wounded or infected, carry a treasure to a known exit, return
 *   after ashes, fetch treasures it knows of, refill at a nearby weaponry, otherwise explore
 *   the nearest unknown; blow walls only when the known map offers no other way — or when
 *   the Nstop draw (B.3.6) is near: a wall blown restarts the count, so it keeps a grenade for
 *   that and plays on instead of drifting into a draw.
 *
 * Levels: `easy` explores and carries treasures out, wandering now and then, never shoots;
 * `normal` also steps to tell its hypotheses apart when lost, tracks opponents and shoots,
 * refills at weaponries and throws grenades to explore faster.
 */

import type { BotDecision, BotPlayer, BotSpec } from '@daedalus/core';
import { DIRECTIONS, type Random, type Seat } from '@daedalus/core';
import type { LabyrinthAction, LabyrinthEvent, LabyrinthView, MoveAction } from '../types.ts';
import {
  commitCommon,
  FLOW,
  type Hypothesis,
  LOOP,
  type MoveAnnouncement,
  pruneAgainst,
  type RiverMode,
  resetBelief,
  stepBelief,
} from './belief.ts';
import {
  directionName,
  Knowledge,
  oppositeDir,
  S_OPEN,
  S_UNKNOWN,
  S_WALL,
  T_HOSPITAL,
  T_LAND,
  T_RIVER,
  T_WEAPONRY,
  typeCode,
  UNKNOWN,
} from './knowledge.ts';
import { avoidance, cellsOfType, choosePlan, type Goals, localize } from './planner.ts';

export type Level = 'easy' | 'normal';
export const LEVELS: readonly Level[] = ['easy', 'normal'];

type Movement = MoveAction['movement'];
const MOVEMENT_NAMES: readonly Movement[] = [...DIRECTIONS, 'flow', 'loop'];
const movementIndex = (m: Movement): number => MOVEMENT_NAMES.indexOf(m);

/** Localise first when a step is expected to leave at most this share of the hypotheses. */
const LOCALIZE_SHARE = 0.7;
/** Blow a wall it is sure of when the Nstop count is this close to the limit (1: in the last round). */
const RESCUE_ROUNDS = 3;
/** Rough odds that an unknown inner side is a wall, and that a wall on the outline is a closed exit. */
const WALL_ODDS = 0.3;
const CLOSED_EXIT_ODDS = 0.15;

interface Opponent {
  hyps: Hypothesis[];
  immune: boolean;
}

const moveKey = (a: LabyrinthAction): string => JSON.stringify(a);

/**
 * The element of the legal list equal to an action, if any. Only candidates of the same type
 * and movement are compared in full (the list holds some hundred moves; most decisions need one).
 */
function legalFinder(legal: readonly LabyrinthAction[]): (a: LabyrinthAction) => LabyrinthAction | undefined {
  return (a) => {
    const key = moveKey(a);
    const movement = a.type === 'move' ? a.movement : null;
    return legal.find(
      (b) => b.type === a.type && (b.type !== 'move' || b.movement === movement) && moveKey(b) === key,
    );
  };
}

export class LabyrinthBot implements BotPlayer<LabyrinthView, LabyrinthAction, LabyrinthEvent> {
  readonly seat: Seat;
  readonly level: Level;
  k: Knowledge | null = null;
  /** Where this seat may be. Empty before the start. */
  me: Hypothesis[] = [];
  readonly others = new Map<Seat, Opponent>();
  private immune = false;
  private rivers: RiverMode = 'normal';
  private holding: string | null = null;
  private woundedNotice = false;
  /** Outer sides blown and then hit again: indestructible. */
  readonly solid = new Set<number>();
  /** Stats for tests: how often the belief had to be recovered. */
  readonly recoveries = { soft: 0, reset: 0 };

  constructor(seat: Seat, level: Level) {
    this.seat = seat;
    this.level = level;
  }

  // ---------------------------------------------------------------- observing

  observe(events: readonly LabyrinthEvent[], view: LabyrinthView): void {
    if (this.k === null) {
      this.k = new Knowledge(view.outline);
      this.rivers = view.options.rivers;
    }
    const k = this.k;
    for (const p of view.me?.peeked ?? []) k.setType(p.cell.y * k.width + p.cell.x, typeCode(p.type));
    for (const e of events) this.observeOne(k, e, view);
    if (view.phase === 'play' && this.me.length === 0) {
      // A common start (B.7.6): nobody is told where it is.
      const own = view.seats[this.seat]?.startType ?? null;
      const start = view.me?.startCell ?? null;
      this.me = start ? [{ pos: start.y * k.width + start.x, facts: [] }] : resetBelief(k, own, false);
    }
    const status = view.me?.status;
    if (status) {
      // A treasure dropped (wounded, infected) lies where we are.
      const pos = this.certainCell();
      if (this.holding === 'treasure' && status.holding !== 'treasure' && !status.outside && pos !== null)
        k.treasures.add(pos);
      this.holding = status.holding;
      this.immune = status.immune;
    }
  }

  private certainCell(): number | null {
    const k = this.k;
    if (k === null || this.me.length !== 1) return null;
    const pos = (this.me[0] as Hypothesis).pos;
    return pos < k.n ? pos : null;
  }

  private observeOne(k: Knowledge, e: LabyrinthEvent, view: LabyrinthView): void {
    const mine = 'seat' in e && e.seat === this.seat;
    switch (e.type) {
      case 'labyrinth/start-place': {
        if (mine) {
          const start = view.me?.startCell ?? null;
          if (start) {
            const pos = start.y * k.width + start.x;
            k.setType(pos, typeCode(e.cellType));
            this.me = [{ pos, facts: [] }];
            if ((e.found?.treasures ?? 0) > 1) k.treasures.add(pos);
          } else this.me = resetBelief(k, e.cellType, false);
        } else if (this.level === 'normal') {
          this.others.set(e.seat, { hyps: resetBelief(k, e.cellType, false), immune: false });
        }
        return;
      }
      case 'labyrinth/reorder-cell':
        if (mine) {
          const pos = e.cell.y * k.width + e.cell.x;
          k.setType(pos, typeCode(e.cellType));
          this.me = [{ pos, facts: [] }];
        }
        return;
      case 'labyrinth/reordered':
        if (!mine) this.resetOther(k, e.seat);
        return;
      case 'labyrinth/dark-done':
      case 'labyrinth/semi-dark':
        if (!mine) this.resetOther(k, e.seat);
        return;
      case 'labyrinth/blast':
        // Wounded by a landmine on arrival: the order right comes on the next turn (B.5.7, B.7.5).
        if (mine && e.self === 'wounded') this.woundedNotice = true;
        return;
      case 'labyrinth/turn-notice':
        if (mine && e.notice === 'wounded') this.woundedNotice = true;
        if (!mine && e.notice === 'dead') this.others.delete(e.seat);
        return;
      case 'labyrinth/died':
      case 'labyrinth/lost':
        if (!mine) this.others.delete(e.seat);
        return;
      case 'labyrinth/grenade':
        if (e.result === 'thrown') this.grenade(k, e.seat, DIRECTIONS.indexOf(e.dir), e.wall);
        return;
      case 'labyrinth/movement':
        this.movement(k, e);
        return;
      default:
        return;
    }
  }

  private resetOther(k: Knowledge, seat: Seat): void {
    const o = this.others.get(seat);
    if (o) o.hyps = resetBelief(k, null, o.immune);
  }

  private grenade(k: Knowledge, seat: Seat, d: number, wall: string | null): void {
    const hyps = seat === this.seat ? this.me : this.others.get(seat)?.hyps;
    if (hyps === undefined) return;
    const cells = hyps.filter((h) => h.pos < k.n).map((h) => h.pos);
    if (seat === this.seat && cells.length === 1 && hyps.length === 1) {
      const p = cells[0] as number;
      if (k.neighbour(p, d) >= 0)
        k.setSide(p, d, S_OPEN); // every inner wall gives way (B.5.4)
      else if (wall === 'gone' || wall === 'none' || wall === 'blown') k.setSide(p, d, S_OPEN);
      else if (wall === 'remains' || wall === 'withstood') this.solid.add(p * 4 + d);
      else {
        k.blownOuter.add(p * 4 + d);
        if (k.sideOf(p, d) === S_WALL) k.setSide(p, d, S_UNKNOWN);
      }
      return;
    }
    if (cells.length <= 12) k.forgetWalls(cells, d);
  }

  private movement(k: Knowledge, e: Extract<LabyrinthEvent, { type: 'labyrinth/movement' }>): void {
    const ann: MoveAnnouncement = {
      movement: movementIndex(e.movement),
      hitWall: e.hitWall,
      riverBlocked: e.riverBlocked,
      fellIntoPit: e.fellIntoPit,
      looped: e.looped,
      carried: e.carried,
      walkedAlong: e.walkedAlong,
      returned: e.returned,
      outside: e.exit !== null,
      cellType: e.cellType,
    };
    if (e.seat === this.seat) {
      const before = this.certainCell();
      const stepped = stepBelief(k, this.me, ann, { immune: this.immune, rivers: this.rivers, learn: true });
      if (stepped.recovered !== 'no') this.recoveries[stepped.recovered]++;
      this.me = pruneAgainst(k, commitCommon(k, stepped.hyps));
      if (e.immune) this.immune = true;
      const at = this.certainCell();
      if (before !== null && ann.hitWall && ann.movement < 4 && k.neighbour(before, ann.movement) < 0) {
        const side = before * 4 + ann.movement;
        if (k.blownOuter.has(side)) this.solid.add(side);
      }
      if (at !== null) {
        const found = e.found?.treasures ?? 0;
        // Picked up automatically if we could carry it and had none (B.5.1).
        const took = found > 0 && this.holding !== 'treasure' && this.canCarryNow() ? 1 : 0;
        if (found - took > 0) k.treasures.add(at);
        else k.treasures.delete(at);
      }
      return;
    }
    const o = this.others.get(e.seat);
    if (o === undefined) return;
    if (e.immune) o.immune = true;
    if (e.exit !== null && ann.movement < 4) {
      // Someone walked out: if only one of his cells lies on that side, the exit is there.
      const from = new Set(
        o.hyps.filter((h) => h.pos < k.n && k.neighbour(h.pos, ann.movement) < 0).map((h) => h.pos),
      );
      if (from.size === 1) k.setSide([...from][0] as number, ann.movement, S_OPEN);
    }
    o.hyps = stepBelief(k, o.hyps, ann, { immune: o.immune, rivers: this.rivers, learn: false }).hyps;
  }

  private lastStatus: LabyrinthView['me'] = null;

  private canCarryNow(): boolean {
    const s = this.lastStatus?.status;
    return s === undefined || (s.health === 'healthy' && !s.infected);
  }

  // ---------------------------------------------------------------- choosing

  choose(decision: BotDecision<LabyrinthView, LabyrinthAction>): LabyrinthAction {
    const { view, legal, random } = decision;
    this.lastStatus = view.me;
    if (this.k === null) this.observe([], view);
    const k = this.k as Knowledge;
    const keys = legalFinder(legal);
    if (view.phase === 'start') return this.chooseStart(k, view, legal, random);
    if (view.me?.mayReorder && this.woundedNotice) {
      this.woundedNotice = false;
      const order = this.chooseReorder(k, view, keys, random);
      if (order) return order;
    }
    this.woundedNotice = false;
    const move = this.chooseMove(k, view, random);
    const found = move ? keys(move) : undefined;
    if (found) return found;
    if (move) {
      const bare = keys({ type: 'move', movement: move.movement });
      if (bare) return bare;
    }
    const moves = legal.filter(
      (a) => a.type === 'move' && a.before === undefined && a.after === undefined && a.report === undefined,
    );
    if (moves.length > 0) return random.pick(moves);
    const skip = legal.find((a) => a.type === 'skip');
    return skip ?? (legal.find((a) => a.type === 'move') as LabyrinthAction) ?? random.pick(legal);
  }

  private chooseStart(
    k: Knowledge,
    view: LabyrinthView,
    legal: readonly LabyrinthAction[],
    random: Random,
  ): LabyrinthAction {
    const me = view.me;
    const peeks = legal.filter((a) => a.type === 'peek');
    if (me && me.peeksLeft > 0 && me.peeked.length < 4 && peeks.length > 0) return random.pick(peeks);
    const forbidden = new Set(view.options.startForbidden.map(typeCode));
    const starts = legal.filter((a) => a.type === 'start');
    const fine = starts.filter((a) => {
      const t = k.type[a.cell.y * k.width + a.cell.x] as number;
      return t === UNKNOWN || !forbidden.has(t);
    });
    // Known to be allowed (peeked) beats merely not known to be forbidden.
    const known = fine.filter((a) => (k.type[a.cell.y * k.width + a.cell.x] as number) !== UNKNOWN);
    const pool = known.length > 0 ? known : fine.length > 0 ? fine : starts;
    return random.pick(pool.length > 0 ? pool : legal);
  }

  /** After a wound (B.5.5): next to a known hospital, or onto a known cell when lost; else stay. */
  private chooseReorder(
    k: Knowledge,
    view: LabyrinthView,
    keys: (a: LabyrinthAction) => LabyrinthAction | undefined,
    random: Random,
  ): LabyrinthAction | null {
    if (view.me?.status.health !== 'wounded') return null;
    const order = (cell: number): LabyrinthAction | null =>
      keys({ type: 'reorder', cell: { x: cell % k.width, y: Math.floor(cell / k.width) } }) ?? null;
    const beside: number[] = [];
    for (const h of cellsOfType(k, T_HOSPITAL)) {
      for (let d = 0; d < 4; d++) {
        const c = k.neighbour(h, d);
        if (c < 0 || k.sideOf(c, oppositeDir(d)) !== S_OPEN) continue;
        const t = k.type[c] as number;
        if (t === T_LAND || t === T_WEAPONRY || t === 5) beside.push(c);
      }
    }
    if (beside.length > 0) {
      const here = this.certainCell();
      if (here !== null && beside.includes(here)) return null;
      return order(random.pick(beside));
    }
    if (this.me.length > 1) {
      const lands = cellsOfType(k, T_LAND);
      if (lands.length > 0) return order(random.pick(lands));
    }
    return null;
  }

  private goals(k: Knowledge, view: LabyrinthView, here: number): Goals {
    const s = view.me?.status;
    const cells = new Map<number, number>();
    const wounded = s !== undefined && (s.health === 'wounded' || s.infected);
    const carrying = s?.holding === 'treasure';
    const immune = this.immune;
    let explore = 0;
    // Without a treasure the outline matters less (an exit walked through costs a move back).
    let exploreOuter = 2;
    if (wounded) {
      for (const h of cellsOfType(k, T_HOSPITAL)) cells.set(h, 0);
      if (cells.size > 0) {
        explore = 12;
        exploreOuter = 12;
      }
    } else if (carrying) {
      exploreOuter = -2;
      if (k.exits().length > 0) {
        explore = 12;
        exploreOuter = 12;
      } else if (s !== undefined && s.grenades === 0)
        // Out of grenades with no exit known: more grenades open closed exits (B.4.3, B.5.4).
        for (const w of cellsOfType(k, T_WEAPONRY)) cells.set(w, 0);
    } else {
      for (const t of k.treasures) if (t !== here) cells.set(t, -2);
      if (this.level === 'normal' && s !== undefined && s.bullets + s.grenades < 4)
        for (const w of cellsOfType(k, T_WEAPONRY)) cells.set(w, 3);
    }
    // Past half-way to the Nstop draw, one grenade is kept to restart the count (see `rescue`).
    const n = view.nstop;
    const reserve = n !== undefined && 2 * n.count >= n.limit ? 1 : 0;
    return {
      cells,
      exit: carrying && !wounded,
      explore,
      exploreOuter,
      avoid: avoidance(k, immune),
      grenades: (s?.grenades ?? 0) > reserve,
      blowExplore: this.level === 'normal' && (s?.grenades ?? 0) >= 2 && !carrying,
      solid: this.solid,
    };
  }

  private chooseMove(k: Knowledge, view: LabyrinthView, random: Random): MoveAction | null {
    if (this.me.length === 0) this.me = resetBelief(k, null, this.immune);
    // Outside after ashes (B.3.4): step back through the exit we left by.
    const out = this.me.find((h) => h.pos >= k.n);
    if (out !== undefined) {
      const side = (out.pos - k.n) & 3;
      return { type: 'move', movement: directionName(oppositeDir(side)) };
    }
    if (this.level === 'easy' && random.int(6) === 0) return null;
    // Close to the Nstop draw (B.3.6): a grenade into a wall restarts the count; else maybe a shot.
    const rescue = this.rescue(k, view);
    const shot = rescue === null && this.level === 'normal' ? this.shot(k, view) : null;
    const withActs = (movement: Movement): MoveAction => {
      if (rescue !== null)
        return { type: 'move', movement, before: [{ do: 'blow', dir: directionName(rescue) }] };
      if (shot !== null)
        return { type: 'move', movement, before: [{ do: 'shoot', dir: directionName(shot) }] };
      return { type: 'move', movement };
    };
    // Lost (pits, rivers): first a step that tells the hypotheses apart, if one does.
    if (this.level === 'normal' && this.me.length > 1) {
      const sample = this.me.length > 40 ? random.shuffle(this.me.slice()).slice(0, 40) : this.me;
      const loc = localize(k, sample);
      if (loc.share < LOCALIZE_SHARE) return withActs(MOVEMENT_NAMES[loc.movement] as Movement);
    }
    // Otherwise act on the first hypothesis: sticking to one keeps the moves coherent
    // (voting over several made the player dither), and announcements correct it.
    // Its facts (walls it hit, flows and pit links it implies) are planned with: without them
    // a lost player bumps into the same wall again and again.
    const h = random.pick(this.me);
    const at = h.pos;
    let km = h.facts.length > 0 ? k.withFacts(h.facts) : k;
    // The wall about to be blown is planned as open.
    if (rescue !== null) km = km.withFacts([[`s${km.sideKey(at, rescue)}`, S_OPEN]]);
    const best = choosePlan(km, at, this.goals(km, view, at), this.rivers);
    if (best === null) return rescue !== null ? withActs(MOVEMENT_NAMES[rescue] as Movement) : null;
    const movement = MOVEMENT_NAMES[best.movement] as Movement;
    if (rescue === null && shot === null && best.blow && best.movement < 4)
      return { type: 'move', movement, before: [{ do: 'blow', dir: directionName(best.movement) }] };
    return withActs(movement);
  }

  /**
   * Close to the Nstop draw (B.3.6; the view tells the count and the limit): the direction to
   * throw a grenade in before moving, or null. From `RESCUE_ROUNDS` rounds before the limit, a
   * side with a wall it is sure of on every cell it may be on — an inner wall always gives way
   * (B.5.4), and a wall blown is an irreversible change that restarts the count. In the last
   * round, failing that, the side most likely to blow something: an unknown inner side, an outer
   * wall not known to withstand grenades (a closed exit, maybe).
   */
  rescue(k: Knowledge, view: LabyrinthView): number | null {
    const n = view.nstop;
    const s = view.me?.status;
    if (n === undefined || n.count < n.limit - RESCUE_ROUNDS) return null;
    if (s === undefined || s.grenades === 0 || s.outside) return null;
    const inside = this.me.filter((h) => h.pos < k.n);
    if (inside.length === 0 || inside.length < this.me.length) return null;
    const last = n.count >= n.limit - 1;
    let best: number | null = null;
    let bestChance = 0;
    for (let d = 0; d < 4; d++) {
      // The chance that a grenade thrown that way blows something (over the hypotheses).
      let chance = 0;
      for (const h of inside) {
        const side = k.sideOf(h.pos, d, h.facts);
        const inner = k.neighbour(h.pos, d) >= 0;
        const solid = this.solid.has(h.pos * 4 + d);
        if (inner) chance += side === S_WALL ? 1 : side === S_UNKNOWN ? WALL_ODDS : 0;
        else if (!solid)
          chance += side === S_WALL ? CLOSED_EXIT_ODDS : side === S_UNKNOWN ? CLOSED_EXIT_ODDS / 2 : 0;
      }
      chance /= inside.length;
      if (chance > bestChance + 1e-9) {
        best = d;
        bestChance = chance;
      }
    }
    // A wall it is sure of is blown a few rounds early; a gamble only in the last round.
    return bestChance >= 1 - 1e-9 || (last && bestChance > 0) ? best : null;
  }

  /** A direction to shoot in when an opponent must be in line (or on our cell), else null. */
  shot(k: Knowledge, view: LabyrinthView): number | null {
    const s = view.me?.status;
    const o = view.options;
    if (!s || o.targetedShots || s.bullets === 0 || s.health !== 'healthy' || s.infected) return null;
    const here = this.certainCell();
    if (here === null) return null;
    const th = k.type[here] as number;
    if (th === UNKNOWN || th === T_HOSPITAL || th === T_WEAPONRY || (th === T_RIVER && !o.shootFromRivers))
      return null;
    const range = o.shotRange ?? k.n;
    const lines: Set<number>[] = [];
    for (let d = 0; d < 4; d++) {
      const line = new Set<number>();
      let at = here;
      for (let flown = 0; flown < range; flown++) {
        if (k.sideOf(at, d) !== S_OPEN) break;
        const next = k.neighbour(at, d);
        if (next < 0) break;
        const t = k.type[next] as number;
        if (t === UNKNOWN) break;
        if (t === T_HOSPITAL) {
          if (!o.shootThroughBuildings) break;
        } else line.add(next);
        at = next;
        if (t === T_WEAPONRY && !o.shootThroughBuildings) break;
      }
      lines.push(line);
    }
    for (const [seat, opp] of this.others) {
      if (view.seats[seat]?.condition !== 'playing' || opp.hyps.length === 0 || opp.hyps.length > 3) continue;
      if (opp.hyps.every((h) => h.pos === here)) return 0;
      for (let d = 0; d < 4; d++) if (opp.hyps.every((h) => (lines[d] as Set<number>).has(h.pos))) return d;
    }
    return null;
  }
}

export const labyrinthBot: BotSpec = {
  levels: LEVELS,
  create: ({ seat, level }) =>
    new LabyrinthBot(
      seat,
      (LEVELS as readonly string[]).includes(level) ? (level as Level) : 'normal',
    ) as unknown as BotPlayer,
};

export { FLOW, LOOP };
