/**
 * The Slug Labyrinth's `strong` level, for the seats that place walls (defence, both
 * duellists, the escort's operator): core's search player (`searchBot`) with this game's
 * sampler, in-place step and evaluation.
 *
 * The view shows everything the rules use but the generator and, on tables that hide them,
 * the slugs' planned paths. The sampler is the heuristic player's own model (`model.ts`:
 * the game rebuilt from the view, a hidden path guessed as the path the slug would decide
 * now), with a fresh generator from the bot's random stream; the seat needs to fold nothing.
 *
 * The search tries every legal action of the root (every free cell for a wall, waiting),
 * and in a duel the rival's replies under them; each leaf is scored by the heuristic
 * player's own look ahead: everybody waits for 30 turns while the slugs (and the hero) act
 * by the rules, then the planner's score (slugs killed, turns survived, how far the slugs
 * still have to go, walls kept), mapped to [0, 1]. The heuristic player's choice (the
 * `normal` level, once per decision from the same view) keeps a margin `AGREE`.
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
import { slugs } from '../game.ts';
import type { Ctx } from '../rules/board.ts';
import { PathCache } from '../rules/paths.ts';
import { perform } from '../rules/turn.ts';
import type { SlugsAction, SlugsEvent, SlugsState, SlugsView } from '../types.ts';
import { decide } from './bot.ts';
import { stateFromView } from './model.ts';
import { defaultAction, score } from './planner.ts';

/** Nothing to fold: the view shows what the rules use. */
export interface SlugsKnown {
  readonly seat: Seat;
  readonly players: number;
}

const sampledFrom = new WeakMap<SlugsState, SlugsView>();
const policyOf = new WeakMap<SlugsView, string>();
const rootOf = new WeakMap<SlugsState, { seat: Seat; agrees: boolean; turn: number; start: SlugsState }>();
const AGREE = 0.03;
const LOOK_AHEAD = 30;
const WIN = 1_000_000;
/** Paths the slugs decide, shared by the searches of one process (keyed by the walls). */
const cache = new PathCache(256);

export const slugsActionKey = (a: SlugsAction): string =>
  a.type === 'wall'
    ? `w${a.at.x},${a.at.y}`
    : a.type === 'walls'
      ? `W${a.at.map((p) => `${p.x},${p.y}`).join(';')}`
      : a.type;

export const slugsSampler: Sampler<SlugsState, SlugsView, SlugsEvent, SlugsKnown> = {
  init: (seat, players) => ({ seat, players }),
  observe: (k) => k,
  sample(_k, view, _seat, random) {
    const world = stateFromView(view);
    world.rng = random.fork();
    sampledFrom.set(world, view);
    return world;
  },
};

/** The heuristic player's choice for the decision a world was sampled for (once per decision). */
function policyKey(s: SlugsState, legal: () => readonly SlugsAction[]): string {
  const view = sampledFrom.get(s);
  if (!view) return '';
  let key = policyOf.get(view);
  if (key === undefined) {
    key = slugsActionKey(decide(view, legal(), 'normal', new Random([...s.rng] as SlugsState['rng'])));
    policyOf.set(view, key);
  }
  return key;
}

/** The game's step on a private state, in place (no validation: the search plays legal actions). */
const slugsPlay: PlayInPlace<SlugsState, SlugsAction> = (s, seat, action) => {
  if (!rootOf.has(s)) {
    const agrees = policyKey(s, () => slugs.legalActions(s, seat)) === slugsActionKey(action);
    rootOf.set(s, { seat, agrees, turn: s.turn, start: structuredClone(s) });
  }
  const ctx: Ctx = { s, events: [] };
  perform(ctx, seat, action, cache);
  return s;
};

/** The planner's score mapped to [0, 1]: a win near 1, a loss near 0, else by its size. */
function scaled(value: number): number {
  if (value >= WIN / 2) return 0.95 + 0.05 * Math.min(1, (value - WIN / 2) / (WIN / 2));
  if (value <= -WIN / 2) return 0.05 * Math.max(0, (value + WIN) / (WIN / 2));
  return 0.5 + 0.45 * Math.tanh(value / 4000);
}

/**
 * A leaf's value for each seat: everybody waits for 30 turns (the slugs and the hero act by
 * the rules), then the planner's score from the root's state, plus the margin for the
 * heuristic choice at the root.
 */
export const slugsEvaluate: Evaluate<SlugsState, SlugsKnown> = (s) => {
  const root = rootOf.get(s);
  const start = root?.start ?? structuredClone(s);
  const turn = s.turn;
  const ctx: Ctx = { s, events: [] };
  while (!s.result && s.room === start.room && s.turn - turn < LOOK_AHEAD) {
    ctx.events.length = 0;
    perform(ctx, s.current, defaultAction(s), cache);
  }
  return Array.from({ length: s.seats }, (_, seat) => {
    const v = scaled(score(start, s, seat, cache));
    return (1 - AGREE) * v + (root?.seat === seat && root.agrees ? AGREE : 0);
  });
};

/**
 * The Slug Labyrinth's `strong` level: 120 iterations a decision (each leaf looks 30 turns
 * ahead, as the heuristic player does for each of its candidates), leaves scored at once.
 */
export const slugsSearch: SearchSettings<SlugsState, SlugsAction, SlugsView, SlugsEvent, SlugsKnown> = {
  sampler: slugsSampler,
  evaluate: slugsEvaluate,
  play: slugsPlay,
  actionKey: slugsActionKey,
  horizon: 0,
  budget: { iterations: 120 },
};

export const slugsStrong = searchBot(slugsSearch);
