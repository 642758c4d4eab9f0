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
import type { Item, LabyrinthState, PlayerState } from '../types.ts';

/** The piles each draft already owns (copied), by cell index. */
const ownedPiles = new WeakMap<LabyrinthState, Set<number>>();

const draftPlayer = (p: PlayerState): PlayerState => ({
  ...p,
  infection: p.infection === null ? null : { ...p.infection },
});

/** A working copy of `state` that may be changed freely through this module's rules. */
export function draftState(state: LabyrinthState): LabyrinthState {
  const s: LabyrinthState = {
    ...state,
    players: state.players.map(draftPlayer),
    items: state.items.slice(),
    mites: state.mites.map((m) => ({ ...m })),
    startTypes: state.startTypes.slice(),
    survivor: state.survivor === null ? null : { ...state.survivor },
    rng: [...state.rng] as LabyrinthState['rng'],
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
