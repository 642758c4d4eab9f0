/**
 * The Temple Labyrinth's `strong` level: core's search player (`searchBot`) with this game's
 * sampler and evaluation.
 *
 * Nearly everything is public: the view carries the whole table. Hidden are the order of the
 * face-down path rhombi (during setup) and the generator. What a seat knows (`TempleKnown`)
 * is the rhombi set aside during setup (their `setup/set-aside` events); a sample is the view
 * completed: its table, the face-down stack as the path rhombi neither on the table, nor
 * drawn, nor set aside, in a random order (as many as the view counts), and a fresh generator
 * from the bot's random stream.
 *
 * The search: every legal action of the root is tried (there may be 150 rhombus motions),
 * then the next decisions in the tree, each leaf scored at once (no rollout) by the race of
 * the heuristic player's progress measure (statues collected, then the relaxed distance to
 * the next goal), the seat against its best rival. The heuristic player's own choice (the
 * `normal` level, decided once per decision from the same view) gets a margin `AGREE`: the
 * search leaves it only for an action that looks better by more than that.
 */
import {
  type Evaluate,
  type PlayInPlace,
  Random,
  type Sampler,
  type SearchSettings,
  type Seat,
  searchBot,
} from '@daedalus/core';
import { temple } from '../game.ts';
import { indexTable } from '../table.ts';
import { PATH_TILES } from '../tiles.ts';
import type { Letter, TempleAction, TempleEvent, TempleState, TempleView } from '../types.ts';
import { decide } from './bot.ts';
import { progress } from './plan.ts';

export interface TempleKnown {
  readonly seat: Seat;
  readonly players: number;
  /** Path rhombi set aside during setup (they fit nowhere). */
  aside: Letter[];
}

/** A short key per action (the tree's keys). */
export function templeActionKey(a: TempleAction): string {
  switch (a.type) {
    case 'start':
    case 'place':
      return `${a.type[0]}${a.at}`;
    case 'lay':
      return `l${a.pose.q},${a.pose.r},${a.pose.d}`;
    case 'slide':
      return `s${a.rhombus}${a.dir}${a.steps}`;
    case 'rotate':
      return `r${a.rhombus}${a.corner}${a.turn}${a.steps}`;
    case 'move':
      return `m${a.to}`;
    case 'passage':
      return `p${a.to}`;
    case 'symbol':
      return `y${templeActionKey(a.motion)}`;
    default:
      return a.type;
  }
}

/** The heuristic player's choice for a view (once per decision: the search samples it often). */
const policyOf = new WeakMap<TempleView, string>();
/** Whether a sampled world's first action is the heuristic player's choice. */
const rootOf = new WeakMap<TempleState, { seat: Seat; agrees: boolean }>();
const AGREE = 0.05;

export const templeSampler: Sampler<TempleState, TempleView, TempleEvent, TempleKnown> = {
  init: (seat, players) => ({ seat, players, aside: [] }),

  observe(k, events) {
    for (const e of events) if (e.type === 'setup/set-aside' && e.rhombus) k.aside.push(e.rhombus);
    return k;
  },

  sample(k, view, _seat, random) {
    const seen = new Set<Letter>([...view.table.rhombi.map((r) => r.letter), ...k.aside]);
    if (view.drawn) seen.add(view.drawn);
    const stack = random.shuffle(PATH_TILES.filter((l) => !seen.has(l)));
    if (stack.length > view.faceDown) stack.length = view.faceDown;
    const world: TempleState = {
      options: { layout: null, statues: view.statuesToCollect, turnCap: view.turnCap },
      rng: random.fork(),
      table: structuredClone(view.table),
      stack,
      aside: k.aside.slice(),
      drawn: view.drawn,
      phase: view.phase,
      current: view.current,
      ap: view.ap,
      mayMove: view.mayMove,
      turns: view.turns,
      winner: view.winner,
    };
    sampledFrom.set(world, view);
    return world;
  },
};

/** How sharply a lead in progress (100 a statue, about 1 a step) turns into a chance of winning. */
const SCALE = 12;

/**
 * A leaf's value for each seat: the logistic of its progress over its best rival's (the
 * heuristic player's measure), plus the margin for the heuristic choice at the root.
 */
export const templeEvaluate: Evaluate<TempleState, TempleKnown> = (s) => {
  const ix = indexTable(s.table);
  const n = s.table.figures.length;
  const mine = Array.from({ length: n }, (_, seat) => progress(ix, seat, s.options.statues));
  const root = rootOf.get(s);
  return mine.map((p, seat) => {
    let rival = Number.NEGATIVE_INFINITY;
    for (let o = 0; o < n; o++) if (o !== seat) rival = Math.max(rival, mine[o] as number);
    const v =
      rival === Number.NEGATIVE_INFINITY
        ? 1 / (1 + Math.exp(-p / SCALE))
        : 1 / (1 + Math.exp((rival - p) / SCALE));
    return (1 - AGREE) * v + (root?.seat === seat && root.agrees ? AGREE : 0);
  });
};

/** The view each sampled world was drawn from (one object per decision). */
const sampledFrom = new WeakMap<TempleState, TempleView>();

/** The heuristic player's choice for the decision a world was sampled for (computed once per decision). */
function policyKey(s: TempleState, seat: Seat): string {
  const view = sampledFrom.get(s) ?? temple.view(s, seat);
  let key = policyOf.get(view);
  if (key === undefined) {
    const random = new Random([s.rng[0], s.rng[1], s.rng[2], s.rng[3]]);
    key = templeActionKey(decide(view, seat, 'normal', temple.legalActions(s, seat), random));
    policyOf.set(view, key);
  }
  return key;
}

/**
 * The search's step: `apply` (the Temple's apply copies little: the rules replace what they
 * change), the root's action first marked as the heuristic choice or not (see `AGREE`).
 */
const templePlay: PlayInPlace<TempleState, TempleAction> = (s, seat, action) => {
  let mark = rootOf.get(s);
  if (!mark) {
    mark = { seat, agrees: policyKey(s, seat) === templeActionKey(action) };
    rootOf.set(s, mark);
  }
  const r = temple.apply(s, seat, action);
  if (!r.ok) return s;
  rootOf.set(r.value.state, mark);
  return r.value.state;
};

/**
 * The Temple's `strong` level: 300 iterations a decision, leaves evaluated at once, rewards
 * discounted by 2% a step (winning sooner is better).
 */
export const templeSearch: SearchSettings<TempleState, TempleAction, TempleView, TempleEvent, TempleKnown> = {
  sampler: templeSampler,
  evaluate: templeEvaluate,
  play: templePlay,
  actionKey: templeActionKey,
  horizon: 0,
  discount: 0.98,
  budget: { iterations: 300 },
};

export const templeStrong = searchBot(templeSearch);
