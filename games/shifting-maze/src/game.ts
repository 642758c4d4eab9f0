/**
 * Shifting Maze: the game object that implements the Daedalus contract.
 */
import {
  type Actor,
  fail,
  type Game,
  type JsonValue,
  type Outcome,
  ok,
  parseWith,
  Random,
  type Result,
  RUNNING,
  type RuleError,
  type Seat,
  type SetupInput,
  type Transition,
} from '@daedalus/core';
import { legalActions, modeOf, perform, validate } from './actions.ts';
import type { Ctx } from './board.ts';
import { cloneCells, cloneMazeEvent, cloneReaction, copyForApply, freshChallenger } from './board.ts';
import { describeEvent } from './describe.ts';
import { advance, beginTurn, endTurn, isSafe } from './flow.ts';
import { decodePosition } from './position.ts';
import { formatAction, parseCommand, render } from './text.ts';
import { makeBag } from './tiles.ts';
import {
  actionSchema,
  optionsSchema,
  SIZE,
  type SmAction,
  type SmEvent,
  type SmOptions,
  type SmState,
  type SmView,
  START_X,
} from './types.ts';

/** The start row of each of n players, spread evenly along the low-X edge. */
export function startRows(n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(((i + 0.5) * SIZE) / n));
}

function actors(s: SmState): Actor[] {
  if (s.phase === 'over') return [];
  if (s.reaction) {
    const prompt =
      s.reaction.threat.kind === 'defender' ? 'react/defender' : `react/${s.reaction.threat.cause}`;
    return [{ seat: s.reaction.seat, kind: 'reaction', prompt }];
  }
  return [{ seat: s.current, kind: 'turn', prompt: 'turn/challenger-move' }];
}

function apply(state: SmState, seat: Seat, raw: SmAction) {
  const parsed = parseWith(actionSchema, raw, 'action/malformed', 'Shifting Maze action');
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  const why = validate(state, seat, action);
  if (why) return fail(why.code, why.message);
  const mode = modeOf(state, seat)!;
  const s: SmState = copyForApply(state);
  const ctx: Ctx = { s, random: new Random(s.rng), events: [], owned: new Set(), bagShared: true };
  perform(ctx, seat, action, mode);
  if (mode === 'reaction' && s.reaction) {
    const r = s.reaction;
    const safe = isSafe(s, r);
    if (safe || action.type === 'end') {
      ctx.events.push({ type: 'reaction/ended', audience: 'all', seat, safe, used: r.used });
      s.reaction = null;
    }
  } else if (mode === 'turn' && action.type === 'end' && s.phase === 'play') {
    endTurn(ctx);
  }
  advance(ctx);
  return ok({ state: s, events: ctx.events });
}

export function viewOf(s: SmState, viewer: Seat | 'spectator'): SmView {
  return {
    size: SIZE,
    you: viewer === 'spectator' ? null : viewer,
    cells: cloneCells(s.cells),
    defenders: s.defenders.map((d) => ({
      id: d.id,
      at: { x: d.at.x, y: d.at.y },
      stunned: d.stunned,
      came: d.came,
    })),
    challengers: s.challengers.map((c, seat) => ({
      at: c.at ? { x: c.at.x, y: c.at.y } : null,
      pp: c.pp,
      items: c.items.map((i) => ({ ...i })),
      stunned: c.stunned,
      owed: c.owed,
      seat,
      startRow: s.startRows[seat]!,
    })),
    current: s.current,
    turns: s.turns,
    turnCap: s.options.turnCap,
    mainLeft: s.stage.kind === 'move' ? s.stage.mainLeft : null,
    reaction: s.reaction ? cloneReaction(s.reaction) : null,
    attack: s.attack ? { defender: s.attack.defender, queue: s.attack.queue.slice() } : null,
    pendingEvent: s.stage.kind === 'event' && !s.stage.done ? cloneMazeEvent(s.stage.event) : null,
    bagCount: s.bag.length,
    lostCount: s.lost.length,
    destroyedCount: s.destroyed.length,
    phase: s.phase,
    winner: s.winner,
  };
}

/**
 * A new game: the bag shuffled, the Challengers in their start areas, and the first
 * player turn begun — its Defenders Move and Maze Event played (their events are
 * announced as the game's setup events).
 */
function start({
  options,
  players,
  seed,
}: SetupInput<SmOptions>): Result<Transition<SmState, SmEvent>, RuleError> {
  if (!Number.isInteger(players) || players < 1 || players > 4)
    return fail('setup/players', 'Shifting Maze is played by 1 to 4 players.');
  const random = Random.fromSeed(seed);
  const rows = startRows(players);
  const s: SmState = {
    options,
    rng: random.state,
    bag: makeBag(random),
    cells: new Array(SIZE * SIZE).fill(null),
    lost: [],
    destroyed: [],
    defenders: [],
    challengers: rows.map((y) => freshChallenger({ x: START_X, y })),
    startRows: rows,
    current: 0,
    turns: 0,
    stage: { kind: 'move', mainLeft: 0 },
    attack: null,
    reaction: null,
    phase: 'play',
    winner: null,
  };
  const ctx: Ctx = { s, random: new Random(s.rng), events: [] };
  beginTurn(ctx);
  advance(ctx);
  return ok({ state: s, events: ctx.events });
}

export const shiftingMaze: Game<SmOptions, SmState, SmAction, SmView, SmEvent> = {
  meta: {
    id: 'shifting-maze',
    name: 'Shifting Maze',
    summary:
      'Cross a 10×10 maze of rotating, sliding cubes to fetch the Key and escape, past Defender robots and rival Challengers.',
    minPlayers: 1,
    maxPlayers: 4,
    kind: 'game',
  },
  optionsSchema,
  presets: {
    quick: { turnCap: 120 },
    calm: { maxDefenders: 1, batteryChance: 0.2 },
    deadly: { maxDefenders: 4, batteryChance: 0.05 },
    /** Eight turns: a first look, and smoke tests. */
    taster: { turnCap: 8 },
  },
  actionSchema,
  /** Setup also plays the first turn's Defenders Move and Maze Event. */
  setup: start,
  actors,
  legalActions,
  apply,
  view: viewOf,
  outcome(s): Outcome {
    if (s.phase !== 'over') return RUNNING;
    return s.winner === null
      ? { over: true, winners: [], draw: true, reason: 'draw/turn-cap' }
      : { over: true, winners: [s.winner], draw: false, reason: 'challenger-escaped' };
  },
  position: {
    encode: (s) => s as unknown as JsonValue,
    decode: decodePosition,
  },
  /** A seat out of time ends its Challenger Move, or stops reacting (declines). */
  timeout: (state, seat) => apply(state, seat, { type: 'end' }),
  describe: (event, locale) => describeEvent(event, locale),
  text: {
    render: (view, locale) => render(view, locale),
    formatAction: (action, locale) => formatAction(action, locale),
    parseAction: (input, view, locale) => parseCommand(input, view, locale),
  },
};
