/**
 * Space Maze's `strong` level: the search player (core's `searchBot`) with Space Maze's
 * sampler of hidden worlds, a light rollout policy and an evaluation of cut-off playouts,
 * searching among `normal`'s best choices (see `strongSettings`).
 *
 * What a seat knows: its view (the whole board, the UFOs, aliens, relic, dice, control panels,
 * tokens, the face-up discard pile, every hand's size, the deck's size and its own hand). What
 * it does not see is the other players' hands and the order of the deck. A sample deals the
 * cards the seat cannot see (the 40 cards less its own hand, the discard pile and the cards on
 * the control panels) at random into the other hands (their sizes are public) and the deck; the
 * rest is rebuilt from the view (`stateOf`, the same model the other levels use).
 *
 * One more thing the seat was told is kept (`SmKnown.pool`): when the discard pile is reshuffled
 * into the deck, the deck holds exactly the cards that pile held, all of them public. Until the
 * next reshuffle a hidden card that was not among them cannot be in the deck: it was in a hand
 * then, and a card only leaves a hand face up. A sample puts such cards into the other hands.
 */
import {
  type Evaluate,
  type PlayInPlace,
  type RolloutPolicy,
  type Sampler,
  type SearchSettings,
  searchBot,
} from '@daedalus/core';
import { applyAction } from '../rules/apply.ts';
import { ALL_CARDS } from '../rules/deck.ts';
import { legalActions } from '../rules/legal.ts';
import { copyState } from '../rules/state.ts';
import { actorSeat } from '../rules/turn.ts';
import type { SmAction, SmEvent, SmState, SmView } from '../types.ts';
import { candidates, type Memory, newMemory } from './bot.ts';
import { stateOf } from './model.ts';
import { Distances, judge, progress } from './plan.ts';

export interface SmKnown {
  readonly seat: number;
  readonly players: number;
  /** The cards put into the deck by its last reshuffle (null: no reshuffle yet, or not certain). */
  pool: ReadonlySet<string> | null;
  /** The public cards of the last view: the discard pile, and the discard pile with the control panels. */
  discard: string[];
  placed: string[];
  /** `normal`'s memory of the seat's progress (it plays the movements and proposes the root's choices). */
  readonly memory: Memory;
}

const publicCards = (view: SmView): { discard: string[]; placed: string[] } => {
  const discard = view.discardPile.map((c) => c.id);
  return { discard, placed: [...discard, ...view.panels.flatMap((p) => p.cards.map((c) => c.card.id))] };
};

/** The state rebuilt from a view, once per decision (each sample is a copy). */
const bases = new WeakMap<SmView, SmState>();

export const smSampler: Sampler<SmState, SmView, SmEvent, SmKnown> = {
  init: (seat, players) => ({ seat, players, pool: null, discard: [], placed: [], memory: newMemory() }),

  observe(k, events, view) {
    // Cards made public by this step before a reshuffle (played, discarded from a hand).
    const shown: string[] = [];
    for (const e of events) {
      if (e.type === 'card/played' || e.type === 'hand/discarded') shown.push(e.card);
      else if (e.type === 'deck/reshuffled') {
        // The pile reshuffled: the last view's discard pile (a draw during a movement) or that and
        // the control panels (the end of a round), with the cards shown since. Its size tells which.
        const candidates = [new Set([...k.discard, ...shown]), new Set([...k.placed, ...shown])];
        k.pool = candidates.find((c) => c.size === e.count) ?? null;
      }
    }
    Object.assign(k, publicCards(view));
    return k;
  },

  sample(k, view, seat, random) {
    let base = bases.get(view);
    if (!base) {
      base = stateOf(view);
      bases.set(view, base);
    }
    const s = copyState(base);
    s.rng = random.fork();
    const seen = new Set<string>([...view.hand.map((c) => c.id), ...publicCards(view).placed]);
    const hidden = ALL_CARDS.filter((c) => !seen.has(c));
    // Hand slots of the other players, in a random order.
    const slots: number[] = [];
    for (let other = 0; other < view.players; other++)
      if (other !== seat) for (let i = 0; i < (view.handSizes[other] ?? 0); i++) slots.push(other);
    random.shuffleInPlace(slots);
    let held: string[];
    let rest: string[];
    const pool = k.pool;
    const outside = pool ? hidden.filter((c) => !pool.has(c)) : [];
    if (pool && outside.length <= slots.length) {
      // Cards that cannot be in the deck go into hands first; the others fill the rest.
      const inside = random.shuffle(hidden.filter((c) => pool.has(c)));
      held = [...random.shuffle(outside), ...inside.slice(0, slots.length - outside.length)];
      rest = inside.slice(slots.length - outside.length);
    } else {
      const all = random.shuffle(hidden);
      held = all.slice(0, slots.length);
      rest = all.slice(slots.length);
    }
    slots.forEach((other, i) => {
      const card = held[i];
      if (card !== undefined) (s.hands[other] as string[]).push(card);
    });
    // The deck's order is unknown: any. (Its size is public; the counts agree.)
    s.deck = rest.slice(0, view.deckSize);
    return s;
  },
};

/** The rules' step (a private copy per step, which the search may keep): null if refused. */
export const smPlay = ((s: SmState, seat: number, a: SmAction) => {
  const r = applyAction(s, seat, a);
  return r.ok ? r.value.state : null;
}) as PlayInPlace<SmState, SmAction>;

/** Distance maps shared by every search (a cache keyed by the board: values never change). */
const distances = new Distances();

/**
 * Rollouts: drafting and using a power die at random (a random card play or none); moving, the
 * footprint that most improves the team's progress (`progress`, the other levels' measure) four
 * times in five, ending the movement when none does, and a random legal action the fifth time.
 */
export const smRollout: RolloutPolicy<SmState, SmAction, SmKnown> = (s, seat, legal, random) => {
  const kind = s.stage.kind;
  if ((kind !== 'move' && kind !== 'run') || random.int(5) === 0) return random.pick(legal);
  return greedyMove(s, seat, legal) ?? random.pick(legal);
};

/** How many progress points (a relic token is 7, a footprint 1) make a lead worth about 0.73. */
const SCALE = 6;

/**
 * A cut-off world's value for each seat: its team's progress (tokens, the relic, its way to the
 * relic or home) and its hand (cards that move tiles most: `judge`, the other levels' measure)
 * against the best rival's, through a logistic curve into (0, 1).
 */
export const smEvaluate: Evaluate<SmState, SmKnown> = (s) => {
  const p = s.tokens.map((_, seat) => judge(s, seat, distances, 0));
  return p.map((mine, seat) => {
    let rival = Number.NEGATIVE_INFINITY;
    for (let o = 0; o < p.length; o++) if (o !== seat) rival = Math.max(rival, p[o] as number);
    return 1 / (1 + Math.exp(-(mine - rival) / SCALE));
  });
};

const smActionKey = (a: SmAction): string => {
  switch (a.type) {
    case 'take':
      return `t${a.die}`;
    case 'move':
      return `m${a.alien}${a.path.join('.')}`;
    case 'give':
      return `g${a.to}`;
    case 'idle':
    case 'done':
      return a.type;
    default:
      return JSON.stringify(a);
  }
};

/** The footprint (or the relic handed on) that most improves the team's progress; else the end of the movement. */
function greedyMove(s: SmState, seat: number, legal: readonly SmAction[]): SmAction | undefined {
  let best: SmAction | null = null;
  let bestValue = progress(s, seat, distances) + 0.01;
  for (const a of legal) {
    if (a.type !== 'move' && a.type !== 'give') continue;
    const next = applyAction(s, seat, a);
    if (!next.ok) continue;
    const st = next.value.state;
    const v = st.stage.kind === 'over' ? (st.winner === seat ? 1e6 : -1e6) : progress(st, seat, distances);
    if (v > bestValue) [best, bestValue] = [a, v];
  }
  return best ?? legal.find((a) => a.type === 'done');
}

const movingSeat = (s: SmState, seat: number): boolean =>
  (s.stage.kind === 'move' || s.stage.kind === 'run') && actorSeat(s) === seat;

/**
 * The search's step: the action, then the movement it starts (a move die drafted, a Run card
 * played) walked greedily to its end. A node of the tree is thus a draft, a use of a power die or
 * a discard: the search compares "this, then walk the best way" instead of footprints one by one.
 */
export const smPlayTurn = ((s: SmState, seat: number, a: SmAction) => {
  let state = smPlay(s, seat, a);
  for (let guard = 0; guard < 20 && state && movingSeat(state, seat); guard++) {
    const legal = legalActions(state, seat);
    state = smPlay(state, seat, greedyMove(state, seat, legal) ?? legal[0]!);
  }
  return state;
}) as PlayInPlace<SmState, SmAction>;

/** How many of `normal`'s best choices the search compares (with its own first among them). */
export const CANDIDATES = 4;

/** What a simulation that starts with `normal`'s own choice gains: a rival choice must be better by more. */
export const AGREE = 0.05;

/** Iterations per decision of the `strong` level. */
export const STRONG_ITERATIONS = 300;

/**
 * Space Maze's `strong` level: an improvement of `normal`. It walks and discards as `normal`
 * does; a draft or a power die it searches, comparing `normal`'s choice with the next best few
 * it judged (`CANDIDATES` in all), and leaves `normal`'s choice only for one that looks better by
 * more than `AGREE`. `STRONG_ITERATIONS` iterations per decision; a step of the search is an
 * action and the movement it starts, walked greedily; rollouts of 8 actions (a turn or two),
 * then the progress evaluation; rewards discounted by 1% an action (sooner is better).
 */
export const strongSettings: SearchSettings<SmState, SmAction, SmView, SmEvent, SmKnown> = {
  sampler: smSampler,
  rollout: smRollout,
  evaluate: smEvaluate,
  play: smPlayTurn,
  actionKey: smActionKey,
  root: (view, legal, known, random) => candidates(view, legal, random, known.memory, CANDIDATES),
  margin: AGREE,
  horizon: 8,
  discount: 0.99,
  budget: { iterations: STRONG_ITERATIONS },
};

export const spaceMazeStrong = searchBot(strongSettings);
