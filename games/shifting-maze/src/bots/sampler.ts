/**
 * Shifting Maze's sampler of hidden worlds for the search players (`search.ts`): a full state
 * consistent with what one seat has seen.
 *
 * What a seat cannot see: the order of the tile bag (and so which tile a position reveals),
 * the generator (Battery Packs in new cubes, Defender choices, the next Maze Events), two
 * options that are not in the view (`batteryChance`, `maxDefenders`), and, during a
 * reaction to a Defender's attack, how many of that Defender's 3 actions are left. Everything
 * else — the cubes, Defenders, every Challenger's board — is public.
 *
 * What a seat knows (`SmKnown`), folded from its events and views only:
 * - how many tiles of each kind have left the bag: every `maze/revealed` event names the
 *   tile's doorways, and a tile's kind never changes (rotations turn it);
 * - how many actions the Defender now moving has taken (its `defender/moved`,
 *   `defender/attacks` and revealing events since it started);
 * - the most Defenders seen at once (a lower bound of `maxDefenders`).
 *
 * A sample is the view completed: the bag is the tiles not yet drawn (the composition less
 * the kinds revealed), in uniformly random order and printed orientation, as many as the
 * view counts; a fresh generator from the bot's random stream; the stage rebuilt from the
 * view (the Challenger Move's actions left, the Maze Event waiting for reactions with the
 * seats still to react, the attacking Defender with its actions left); the hidden options
 * at their defaults. Every sampled world shows the seat its own view (tested).
 */
import { type Random, type Sampler, type Seat, samePoint } from '@daedalus/core';
import { cloneCells, cloneMazeEvent, cloneReaction } from '../rules/board.ts';
import { doomedPosition } from '../rules/maze-events.ts';
import { BAG_COMPOSITION, rotateDoors, TILE_KINDS, type TileKind, tileKind, tileOf } from '../rules/tiles.ts';
import { DEFENDER_ACTIONS, type SmEvent, type SmState, type SmView, type Stage } from '../types.ts';

/** The options a seat cannot see, at their defaults (a guess: the world is a guess). */
const DEFAULT_BATTERY_CHANCE = 0.1;
const DEFAULT_MAX_DEFENDERS = 2;

export interface SmKnown {
  readonly seat: Seat;
  readonly players: number;
  /** Tiles of each kind drawn from the bag so far. */
  drawn: Record<TileKind, number>;
  /** The Defender whose move is under way this turn, and the actions it has taken. */
  moving: number | null;
  movingActions: number;
  /** The most Defenders seen in the maze at once. */
  mostDefenders: number;
}

/** The tiles still in the bag, by kind. */
function remaining(k: SmKnown): number[] {
  const out: number[] = [];
  for (const kind of TILE_KINDS) {
    const n = BAG_COMPOSITION[kind] - k.drawn[kind];
    for (let i = 0; i < n; i++) out.push(tileOf(kind, 0));
  }
  return out;
}

/** Tiles drawn from the top of the bag that a sample orders at random (a search's horizon draws fewer). */
const TOP = 32;

/**
 * The bag of a sample: the tiles not yet drawn, as many as the view counts, the top `TOP`
 * (drawn first: the bag is drawn from its end) a uniform random choice among them in
 * uniformly random printed orientations (a partial Fisher–Yates shuffle); below them the
 * rest in the kinds' order (never reached by a search's short rollouts).
 */
function bagOf(k: SmKnown, count: number, random: Random): number[] {
  const bag = remaining(k);
  if (bag.length > count) bag.length = count;
  while (bag.length < count) bag.push(tileOf('three', 0));
  const n = bag.length;
  for (let i = n - 1; i >= Math.max(0, n - TOP); i--) {
    const j = random.int(i + 1);
    const t = bag[j] as number;
    bag[j] = bag[i] as number;
    bag[i] = rotateDoors(t, random.int(4));
  }
  return bag;
}

/** The defender (if any) an event shows taking one of its 3 actions. */
function defenderAction(e: SmEvent): number | null {
  if (e.type === 'defender/moved' || e.type === 'defender/attacks') return e.defender ?? null;
  if (e.type === 'maze/revealed' && e.by && 'defender' in e.by) return e.by.defender;
  return null;
}

/** The stage a decision is taken in, rebuilt from the view and what the seat knows. */
function stageOf(k: SmKnown, view: SmView): Stage {
  if (view.mainLeft !== null && !view.reaction) return { kind: 'move', mainLeft: view.mainLeft };
  if (view.pendingEvent) {
    // The doomed seats react in seat order: those after the one reacting now still wait.
    const at = doomedPosition(view.pendingEvent);
    const r = view.reaction?.seat ?? -1;
    const queue = at
      ? view.challengers.filter((c) => c.seat > r && c.at && samePoint(c.at, at)).map((c) => c.seat)
      : [];
    return { kind: 'event', event: cloneMazeEvent(view.pendingEvent), queue, done: false };
  }
  if (view.attack) {
    const id = view.attack.defender;
    const taken = k.moving === id ? k.movingActions : 1;
    return {
      kind: 'defenders',
      next: id + 1,
      current: id,
      actionsLeft: Math.max(0, DEFENDER_ACTIONS - taken),
    };
  }
  return { kind: 'move', mainLeft: view.mainLeft ?? 0 };
}

export const smSampler: Sampler<SmState, SmView, SmEvent, SmKnown> = {
  init: (seat, players) => ({
    seat,
    players,
    drawn: { four: 0, three: 0, corner: 0, straight: 0, 'dead-end': 0 },
    moving: null,
    movingActions: 0,
    mostDefenders: 0,
  }),

  observe(k, events, view) {
    let previous: SmEvent | undefined;
    for (const e of events) {
      if (e.type === 'maze/revealed' && e.doors !== undefined) k.drawn[tileKind(e.doors)]++;
      if (e.type === 'turn/started') [k.moving, k.movingActions] = [null, 0];
      const d = defenderAction(e);
      // A move into a Challenger's cube and the attack it starts are one action.
      const same =
        e.type === 'defender/attacks' && previous?.type === 'defender/moved' && previous.defender === d;
      if (d !== null && !same) {
        if (k.moving !== d) [k.moving, k.movingActions] = [d, 0];
        k.movingActions++;
      }
      previous = e;
    }
    k.mostDefenders = Math.max(k.mostDefenders, view.defenders.length);
    return k;
  },

  sample(k, view, _seat, random) {
    const bag = bagOf(k, view.bagCount, random);
    return {
      options: {
        batteryChance: DEFAULT_BATTERY_CHANCE,
        maxDefenders: Math.max(DEFAULT_MAX_DEFENDERS, k.mostDefenders),
        turnCap: view.turnCap,
      },
      rng: random.fork(),
      bag,
      cells: cloneCells(view.cells),
      lost: new Array<number>(view.lostCount).fill(15),
      destroyed: new Array<number>(view.destroyedCount).fill(15),
      defenders: view.defenders.map((d) => ({ id: d.id, at: { ...d.at }, stunned: d.stunned, came: d.came })),
      challengers: view.challengers.map((c) => ({
        at: c.at ? { ...c.at } : null,
        pp: c.pp,
        items: c.items.map((i) => ({ ...i })),
        stunned: c.stunned,
        owed: c.owed,
      })),
      startRows: view.challengers.map((c) => c.startRow),
      current: view.current,
      turns: view.turns,
      stage: stageOf(k, view),
      attack: view.attack ? { defender: view.attack.defender, queue: view.attack.queue.slice() } : null,
      reaction: view.reaction ? cloneReaction(view.reaction) : null,
      phase: view.phase,
      winner: view.winner,
    };
  },
};
