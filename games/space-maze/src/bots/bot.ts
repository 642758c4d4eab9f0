/**
 * Space Maze's computer players. They decide from their seat's view alone: the view shows all
 * the rules of movement and of the cards look at, so the bot rebuilds the game from it
 * (`model.ts`, its own hand included and nobody else's) and tries its choices on copies with the
 * rules' own `apply`, judging each result (`plan.ts`).
 * - Moving: of every path of every alien within its footprints (and handing the relic on), the one
 *   that leaves the best position; again, until no footprint helps — then it ends the movement.
 * - A power die: the card play (every card in hand, every target) that leaves the best position,
 *   a Run card followed by its best run; the best few judged again with the walk a free move die
 *   would still allow this round (a way opened now is walked later); or the die left unused when
 *   no card is worth its place in the hand.
 * - Drafting: each free die is judged by the best it can do with it this turn; `normal` adds what
 *   that die would be worth to the rivals — a move die by the best movement a rival still without
 *   one could make with it, a power die by its pips — so it takes dice to deny them.
 * - Discarding: the card it values least (a second copy of a kind before a first).
 * - Stuck (no progress for `STUCK_ROUNDS` rounds, remembered between decisions): cards count for
 *   little, and now and then it plays a tile-moving card or steps aside though nothing helps at once.
 * `normal` counts the leading rival's progress against its own (so a rotation or an exchange that
 * cuts a rival's way, Superglue on its head and stealing the relic all count); `easy` looks at
 * its own progress only, does not deny dice, and plays a random legal action a quarter of the time.
 * `candidates` hands the search level (`strong`, `search.ts`) `normal`'s choice and the next best it judged.
 */
import type { BotDecision, BotPlayer, BotSpec, Random } from '@daedalus/core';
import { applyAction } from '../rules/apply.ts';
import { kindOf } from '../rules/deck.ts';
import { pointsOf } from '../rules/dice.ts';
import { legalActions } from '../rules/legal.ts';
import { footprints, stepError } from '../rules/movement.ts';
import { actorSeat } from '../rules/turn.ts';
import { ALIENS, type CardKind, type SmAction, type SmState, type SmView, STEPS } from '../types.ts';
import { stateOf } from './model.ts';
import {
  Distances,
  judge,
  progress,
  SHAPING,
  SHAPING_PLAYS,
  STUCK_WEIGHTS,
  WEIGHTS,
  type Weights,
} from './plan.ts';

export const LEVELS = ['easy', 'normal'] as const;
export type Level = (typeof LEVELS)[number];

interface Settings {
  /** How much the leading rival's progress counts against the bot's own. */
  readonly rivalry: number;
  /** How much denying a die to the rivals counts, against using it. */
  readonly denial: number;
  /** The share of decisions taken at random. */
  readonly random: number;
  /**
   * When nothing helps: how often it tries something that costs little (a tile moved near its
   * aliens, a sideways step), since a way out may take two cards or a card and a step.
   */
  readonly explore: number;
}

const SETTINGS: Record<Level, Settings> = {
  easy: { rivalry: 0, denial: 0, random: 0.25, explore: 0.2 },
  normal: { rivalry: 0.6, denial: 0.5, random: 0, explore: 0.35 },
};

/** What one decision works with. */
interface Think {
  readonly seat: number;
  readonly set: Settings;
  readonly w: Weights;
  /** How often it tries something that costs little when nothing helps. */
  readonly explore: number;
  /** The weight of the way to a datapad (when short of cards that move tiles). */
  readonly pad: number;
  readonly d: Distances;
  readonly random: Random;
}

/**
 * What a bot remembers between its decisions: its best progress so far and the round it was
 * reached. A bot that has not got on for `STUCK_ROUNDS` rounds counts its cards for little and
 * tries things more often (a way may need two cards, or a card and a step aside).
 */
export interface Memory {
  best: number;
  since: number;
}

export const STUCK_ROUNDS = 3;

export const newMemory = (): Memory => ({ best: -Infinity, since: 1 });

/** The state after `seat` plays `a`, or null if the rules refuse it. */
function after(s: SmState, seat: number, a: SmAction): SmState | null {
  const r = applyAction(s, seat, a);
  return r.ok ? r.value.state : null;
}

const moving = (s: SmState, seat: number): boolean =>
  (s.stage.kind === 'move' || s.stage.kind === 'run') && actorSeat(s) === seat;

const value = (t: Think, s: SmState, seat = t.seat): number =>
  judge(s, seat, t.d, t.set.rivalry, t.w, seat === t.seat ? t.pad : 0) + t.random.float() * 0.01;

interface Choice {
  readonly action: SmAction;
  readonly state: SmState;
  readonly value: number;
}

const better = (a: Choice | null, b: Choice | null): Choice | null =>
  !a ? b : !b ? a : b.value > a.value ? b : a;

/** Every path of one alien within its footprints, each with the state it leads to. */
function paths(
  s: SmState,
  seat: number,
  alien: (typeof ALIENS)[number],
): { path: SmAction; state: SmState }[] {
  const out: { path: SmAction; state: SmState }[] = [];
  const walk = (from: SmState, path: (typeof STEPS)[number][]): void => {
    for (const step of STEPS) {
      if (stepError(from, seat, alien, step)) continue;
      const next = after(from, seat, { type: 'move', alien, path: [step] });
      if (!next) continue;
      const longer = [...path, step];
      out.push({ path: { type: 'move', alien, path: longer }, state: next });
      if (moving(next, seat) && footprints(next, alien) > 0 && next.stage.kind !== 'over') walk(next, longer);
    }
  };
  walk(s, []);
  return out;
}

/** Every single move of a movement for `seat`, judged (without the relic handed on). */
function moves(t: Think, s: SmState, seat: number): Choice[] {
  const out: Choice[] = [];
  for (const alien of ALIENS) {
    if (footprints(s, alien) <= 0) continue;
    for (const p of paths(s, seat, alien))
      out.push({ action: p.path, state: p.state, value: value(t, p.state, seat) });
  }
  return out;
}

/**
 * The best single move of a movement for `seat` (judged for `seat`): one alien's path, or the relic
 * handed to a teammate followed by that teammate's best path.
 */
function bestMove(t: Think, s: SmState, seat: number, depth = 0): Choice | null {
  let best = bestOf(moves(t, s, seat));
  if (depth === 0)
    for (const to of ALIENS) {
      const given = after(s, seat, { type: 'give', to });
      if (!given) continue;
      const follow = moving(given, seat) ? bestMove(t, given, seat, 1) : null;
      const v = Math.max(value(t, given, seat), follow?.value ?? -Infinity);
      best = better(best, { action: { type: 'give', to }, state: given, value: v });
    }
  return best;
}

/** A movement played out greedily to its end: the state after it. */
function settle(t: Think, s: SmState, seat: number): SmState {
  let state = s;
  for (let guard = 0; guard < 12 && moving(state, seat); guard++) {
    const m = bestMove(t, state, seat);
    if (!m || m.value <= value(t, state, seat) + 0.02) return after(state, seat, { type: 'done' }) ?? state;
    state = m.state;
  }
  return state;
}

/** Every use of the power die in hand, judged: each card play (a run played out), and the die left unused. */
function uses(t: Think, s: SmState, legal: readonly SmAction[]): Choice[] {
  const out: Choice[] = [];
  for (const a of legal) {
    const next = after(s, t.seat, a);
    if (!next) continue;
    const end = moving(next, t.seat) ? settle(t, next, t.seat) : next;
    out.push({ action: a, state: next, value: value(t, end) });
  }
  return out;
}

const bestOf = (choices: readonly Choice[]): Choice | null => choices.reduce<Choice | null>(better, null);

/** The best use of the power die in hand. */
const bestUse = (t: Think, s: SmState, legal: readonly SmAction[]): Choice | null =>
  bestOf(uses(t, s, legal));

/**
 * The power die in hand: the best use; when none beats leaving it unused, now and then
 * (`explore`) a card that moves a tile and costs little, since a way may need two of them.
 */
function usePower(t: Think, s: SmState, legal: readonly SmAction[]): SmAction {
  return pickUse(t, s, powerChoices(t, s, legal));
}

/** The uses of the power die judged with the walk that may follow: the few best plays and leaving it unused. */
function powerChoices(t: Think, s: SmState, legal: readonly SmAction[]): Choice[] {
  const all = uses(t, s, legal);
  // The few best plays (and leaving the die unused), judged again with the walk that may follow.
  const idle = all.find((c) => c.action.type === 'idle');
  const top = all
    .filter((c) => c.action.type !== 'idle')
    .sort((a, b) => b.value - a.value)
    .slice(0, LOOKED_AT);
  return [...top, ...(idle ? [idle] : [])].map((c) =>
    moving(c.state, t.seat) ? c : { ...c, value: withWalk(t, c.state) },
  );
}

/** Of the judged uses, the best; when none beats leaving the die unused, now and then a cheap card that moves a tile. */
function pickUse(t: Think, s: SmState, ahead: readonly Choice[]): SmAction {
  const best = bestOf(ahead);
  if (!best) return { type: 'idle' };
  // Trying costs a card: never the last one that moves tiles (without it a closed pocket stays closed).
  const spare = s.hands[t.seat]!.filter((c) => SHAPING.has(kindOf(c))).length > 1;
  if (best.action.type === 'idle' && spare && t.random.chance(t.explore)) {
    const cheap = ahead.filter((c) => SHAPING_PLAYS.has(c.action.type) && c.value > best.value - 1.2);
    if (cheap.length > 0) return t.random.pick(cheap).action;
  }
  return best.action;
}

/** What a free move die would be worth to the rival who most wants it (a rival still without a move die). */
function worthToRivals(t: Think, s: SmState, dieId: number): number {
  const die = s.dice[dieId]!;
  let most = 0;
  for (let r = 0; r < s.players; r++) {
    if (r === t.seat) continue;
    const mine = s.dice.filter((x) => x.seat === r);
    if (die.kind === 'power') {
      if (mine.filter((x) => x.kind === 'power').length < 2) most = Math.max(most, die.pips * 0.12);
      continue;
    }
    if (mine.some((x) => x.kind === 'move')) continue;
    const rival: Think = { ...t, seat: r };
    const h = movingWith(s, r, dieId);
    most = Math.max(most, value(rival, settle(rival, h, r), r) - value(rival, h, r));
  }
  return most;
}

/** The state as if `seat` had drafted the free move die `dieId` now and were about to walk. */
function movingWith(s: SmState, seat: number, dieId: number): SmState {
  const die = s.dice[dieId]!;
  const h = structuredClone(s);
  h.dice[dieId]!.seat = seat;
  h.panels[seat]!.move = dieId;
  h.stage = { kind: 'move', die: dieId, points: pointsOf(die.kind === 'move' ? die.face : 0), stopped: [] };
  h.pick = (((seat - h.start) % h.players) + h.players) % h.players;
  return h;
}

/** Of a lead over what comes later in the round, this share counts (a rival may take the die or undo the way). */
export const LATER = 0.7;

/**
 * What a position is worth with the movement the bot may still make this round: when it has no
 * move die yet, the best walk with a free one (a share `LATER` of what it adds). Opening a way
 * with a card and walking through it later in the round is one plan.
 */
function withWalk(t: Think, s: SmState): number {
  const now = value(t, s);
  if (s.stage.kind === 'over' || s.dice.some((d) => d.seat === t.seat && d.kind === 'move')) return now;
  let best = now;
  const seen = new Set<number>();
  for (const d of s.dice) {
    if (d.kind !== 'move' || d.seat !== null || seen.has(d.face)) continue;
    seen.add(d.face);
    best = Math.max(best, value(t, settle(t, movingWith(s, t.seat, d.id), t.seat)));
  }
  return now + LATER * (best - now);
}

/** How many of the best card plays are judged with the walk that may follow. */
const LOOKED_AT = 4;

/** The die to draft: the best this turn can do with it, plus (normal) what it would be worth to the rivals. */
function draft(t: Think, s: SmState, legal: readonly SmAction[]): SmAction {
  return pickDraft(draftChoices(t, s, legal), legal);
}

/** Of the judged dice, the best (the first of equals). */
function pickDraft(judged: readonly Scored[], legal: readonly SmAction[]): SmAction {
  let best: Scored | null = null;
  for (const c of judged) if (!best || c.value > best.value) best = c;
  return best?.action ?? legal[0]!;
}

interface Scored {
  readonly action: SmAction;
  readonly value: number;
}

/** Every die that may be drafted, judged as `draft` judges it. */
function draftChoices(t: Think, s: SmState, legal: readonly SmAction[]): Scored[] {
  const out: Scored[] = [];
  for (const a of legal) {
    if (a.type !== 'take') continue;
    const next = after(s, t.seat, a);
    if (!next) continue;
    let v: number;
    if (next.stage.kind === 'power') {
      v = bestUse(t, next, legalActions(next, t.seat))?.value ?? value(t, next);
    } else v = value(t, moving(next, t.seat) ? settle(t, next, t.seat) : next);
    if (t.set.denial > 0) {
      const id = next.stage.kind === 'power' || next.stage.kind === 'move' ? next.stage.die : -1;
      if (id >= 0) v += t.set.denial * worthToRivals(t, s, id);
    }
    out.push({ action: a, value: v });
  }
  return out;
}

/** How much the bot wants to keep a card of each kind. */
const KEEP: Readonly<Record<CardKind, number>> = {
  rotate270: 5,
  rotate180: 4.5,
  exchange: 4.5,
  run2: 4.5,
  switch: 4,
  twist: 3.5,
  rotate90: 3.5,
  run1: 3.5,
  morph: 3,
  superglue: 2.5,
  movebase: 1.5,
};

function discard(s: SmState, seat: number, legal: readonly SmAction[]): SmAction {
  const hand = s.hands[seat]!;
  const keep = (card: string): number => {
    const k = kindOf(card);
    return KEEP[k] - hand.filter((c) => kindOf(c) === k).length;
  };
  let best: SmAction | null = null;
  for (const a of legal)
    if (a.type === 'discard' && (!best || keep(a.card) < keep((best as { card: string }).card))) best = a;
  return best ?? legal[0]!;
}

/** The bot's decision for its seat's view (exported for tests and tools). */
export function decide(
  view: SmView,
  legal: readonly SmAction[],
  level: Level,
  random: Random,
  memory: Memory = newMemory(),
): SmAction {
  if (legal.length === 0) return { type: 'done' };
  const set = SETTINGS[level];
  if (set.random > 0 && random.chance(set.random)) {
    // (`think` first, as before: the memory of progress is kept whatever is chosen.)
    think(view, set, random, memory);
    return random.pick(legal);
  }
  const { s, t } = think(view, set, random, memory);
  return decideFor(t, s, legal);
}

/** What one decision works with, from the seat's view (and the memory of its progress, updated). */
function think(view: SmView, set: Settings, random: Random, memory: Memory): { s: SmState; t: Think } {
  const s = stateOf(view);
  const seat = view.you ?? 0;
  const d = new Distances();
  const now = progress(s, seat, d);
  if (now > memory.best + 0.5) {
    memory.best = now;
    memory.since = s.round;
  }
  const stuck = s.round - memory.since >= STUCK_ROUNDS;
  const t: Think = {
    seat,
    set,
    w: stuck ? STUCK_WEIGHTS : WEIGHTS,
    explore: stuck ? Math.min(1, set.explore * 2) : set.explore,
    pad: WEIGHTS.pad * Math.max(0, 2 - s.hands[seat]!.filter((c) => SHAPING.has(kindOf(c))).length),
    d,
    random,
  };
  return { s, t };
}

/** The decision of a bot that does not play at random. */
function decideFor(t: Think, s: SmState, legal: readonly SmAction[]): SmAction {
  const seat = t.seat;
  switch (s.stage.kind) {
    case 'take':
      return draft(t, s, legal);
    case 'power':
      return usePower(t, s, legal);
    case 'move':
    case 'run': {
      const now = value(t, s);
      const m = bestMove(t, s, seat);
      if (m && m.value > now + 0.02) return m.action;
      // Nothing helps: now and then a step aside that costs little, to look for another way.
      if (t.random.chance(t.explore)) {
        // Not into the UFO: that only wins with the relic (then it helps and is no step aside).
        const aside = moves(t, s, seat).filter(
          (c) => c.value > now - 0.6 && !(c.action.type === 'move' && c.action.path.includes('enter')),
        );
        if (aside.length > 0) return t.random.pick(aside).action;
      }
      return { type: 'done' };
    }
    case 'discard':
      return discard(s, seat, legal);
    default:
      return legal[0]!;
  }
}

/**
 * `normal`'s choice and the few others it judged best, for a search to compare (`strong`): the
 * dice to draft and the uses of a power die, best first (at most `count`, its own choice among
 * them); elsewhere (moving, discarding) its one choice.
 */
export function candidates(
  view: SmView,
  legal: readonly SmAction[],
  random: Random,
  memory: Memory,
  count: number,
): { legal: SmAction[]; preferred: SmAction } {
  if (legal.length === 0) return { legal: [{ type: 'done' }], preferred: { type: 'done' } };
  const { s, t } = think(view, SETTINGS.normal, random, memory);
  let judged: Scored[];
  let preferred: SmAction;
  if (s.stage.kind === 'take') {
    judged = draftChoices(t, s, legal);
    preferred = pickDraft(judged, legal);
  } else if (s.stage.kind === 'power') {
    judged = powerChoices(t, s, legal);
    preferred = pickUse(t, s, judged as Choice[]);
  } else {
    preferred = decideFor(t, s, legal);
    return { legal: [preferred], preferred };
  }
  const key = JSON.stringify(preferred);
  const others = [...judged]
    .sort((a, b) => b.value - a.value)
    .map((c) => c.action)
    .filter((a) => JSON.stringify(a) !== key);
  return { legal: [preferred, ...others.slice(0, count - 1)], preferred };
}

export const spaceMazeBot: BotSpec = {
  levels: LEVELS,
  budgetMs: { easy: 500, normal: 2000 },
  create({ level }): BotPlayer {
    const chosen: Level = level === 'easy' ? 'easy' : 'normal';
    const memory = newMemory();
    return {
      choose: ({ view, legal, random }: BotDecision) =>
        decide(view as SmView, legal as readonly SmAction[], chosen, random, memory),
    };
  },
};
