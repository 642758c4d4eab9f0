/**
 * Shifting Maze: the game object that implements the Daedalus contract, wiring the parts.
 */
import { type Game, type JsonValue, type Outcome, RUNNING } from '@daedalus/core';
import { describeEvent, explainError, languageOf } from './lang/index.ts';
import { decodePosition } from './position.ts';
import { legalActions } from './rules/actions.ts';
import { actors, apply } from './rules/apply.ts';
import { buildScenario } from './scenario.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.ts';
import { formatAction, parseCommand } from './text/commands.ts';
import { render } from './text/render.ts';
import {
  actionSchema,
  optionsSchema,
  type SmAction,
  type SmEvent,
  type SmOptions,
  type SmState,
  type SmView,
} from './types.ts';
import { viewOf } from './view.ts';

export const shiftingMaze: Game<SmOptions, SmState, SmAction, SmView, SmEvent> = {
  meta: {
    id: 'shifting-maze',
    name: 'Shifting Maze',
    summary:
      'Cross a 10×10 maze of rotating, sliding cubes to fetch the Key and escape, past Defender robots and rival Challengers.',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
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
  setup,
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
  /** The short scenario form: revealed cubes by hand, no tile bag (docs/games/shifting-maze.md). */
  scenario: buildScenario,
  /** A seat out of time ends its Challenger Move, or stops reacting (declines). */
  timeout: (state, seat) => apply(state, seat, { type: 'end' }),
  describe: describeEvent,
  /** Refusals of the rules, setup and scenario in the player's language (`lang/errors-*.ts`). */
  explain: explainError,
  text: {
    render: (view, locale) => render(view, languageOf(locale).board),
    formatAction,
    parseAction: parseCommand,
  },
};
