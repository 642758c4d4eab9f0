/**
 * The private working copy of a state for one action (`apply`, `timeout`), copy-on-write:
 * the contract forbids mutating the input state, but cloning all of it (the plan, every
 * cell's pile, every player's trail, the log) for every action is most of the cost of a
 * move. A draft shares everything the rules never change in place — the plan (blowing a
 * wall replaces it), the options, the items themselves (immutable values), the points, the
 * players' recall entries, snapshots and trails (replaced when they grow) — and copies
 * what an action may change in place: the top-level fields, each player's own fields (and
 * his infection countdown), the mites, the survivor's count, the list of piles and the
 * start types. A cell's pile is copied the first time the action changes it
 * (`pileForWrite`); reading goes through `itemsAt` as before.
 */
import type { Point } from '@daedalus/core';
import { indexOfPoint } from '../plan/query.ts';
import type { Item, LabyrinthState, Mite, PlayerState } from '../types.ts';

/** The piles each draft already owns (copied), by cell index. */
const ownedPiles = new WeakMap<LabyrinthState, Set<number>>();

// The copies are written out field by field. A spread copy of an object that was itself
// made by a spread (every state after the first) takes V8's slow path, ~10 times the cost
// (~700 ns for a player against ~30 ns); so does a spread that overrides fields. Every field
// is required (the types have no optional fields), so a field added to the types and
// forgotten here is a compile error.
const draftPlayer = (p: PlayerState): PlayerState => ({
  condition: p.condition,
  at: p.at,
  outside: p.outside,
  health: p.health,
  infection: p.infection === null ? null : { movesLeft: p.infection.movesLeft },
  immune: p.immune,
  bullets: p.bullets,
  grenades: p.grenades,
  held: p.held,
  footing: p.footing,
  reordersLeft: p.reordersLeft,
  extraReorders: p.extraReorders,
  peeksLeft: p.peeksLeft,
  peeked: p.peeked,
  startChoice: p.startChoice,
  previousChoice: p.previousChoice,
  startCell: p.startCell,
  orderedCells: p.orderedCells,
  woundNotice: p.woundNotice,
  reorderRight: p.reorderRight,
  reorderedThisTurn: p.reorderedThisTurn,
  breaks: p.breaks,
  onBreak: p.onBreak,
  deathAnnounced: p.deathAnnounced,
  lastMove: p.lastMove,
  noChangeMove: p.noChangeMove,
  told: p.told,
  trail: p.trail,
});

const draftMite = (m: Mite): Mite => ({ at: m.at, state: m.state, countdown: m.countdown });

/** A working copy of `state` that may be changed freely through this module's rules. */
export function draftState(state: LabyrinthState): LabyrinthState {
  const s: LabyrinthState = {
    format: state.format,
    options: state.options,
    plan: state.plan,
    treasureTrue: state.treasureTrue,
    healMoves: state.healMoves,
    nstop: state.nstop,
    rng: state.rng.slice() as LabyrinthState['rng'],
    phase: state.phase,
    players: state.players.map(draftPlayer),
    order: state.order,
    turn: state.turn,
    round: state.round,
    items: state.items.slice(),
    mites: state.mites.map(draftMite),
    startTypes: state.startTypes.slice(),
    nstopCount: state.nstopCount,
    roundChanged: state.roundChanged,
    roundAllSkip: state.roundAllSkip,
    roundMoves: state.roundMoves,
    survivor:
      state.survivor === null ? null : { seat: state.survivor.seat, movesLeft: state.survivor.movesLeft },
    result: state.result,
    log: state.log,
  };
  ownedPiles.set(s, new Set());
  return s;
}

/**
 * The pile of cell p, ready to be changed: copied once per draft. A state that is not a
 * draft (being built by setup or a scenario, owned by its builder) is changed in place.
 */
export function pileForWrite(s: LabyrinthState, p: Point): Item[] {
  const i = indexOfPoint(s.plan, p);
  const owned = ownedPiles.get(s);
  if (owned !== undefined && !owned.has(i)) {
    s.items[i] = (s.items[i] ?? []).slice();
    owned.add(i);
  }
  return s.items[i] as Item[];
}
