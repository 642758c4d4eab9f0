/**
 * Space Maze: the game object that implements the Daedalus contract. It wires the parts
 * together and holds no rule of its own.
 */
import { type Game, type JsonValue, type Outcome, parseWith, RUNNING } from '@daedalus/core';
import { describeEvent, explainError, formatAction } from './lang/index.ts';
import { decodePosition } from './position.ts';
import { applyAction } from './rules/apply.ts';
import { legalActions } from './rules/legal.ts';
import { actorsOf } from './rules/turn.ts';
import { buildScenario } from './scenario.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setupGame } from './setup.ts';
import { parseCommand } from './text/parse.ts';
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

function outcome(s: SmState): Outcome {
  if (s.stage.kind !== 'over') return RUNNING;
  const scores = s.tokens.slice();
  if (s.winner === null) return { over: true, winners: [], draw: true, reason: 'draw/round-cap', scores };
  return { over: true, winners: [s.winner], draw: false, reason: s.reason ?? 'relic-home', scores };
}

export const spaceMaze: Game<SmOptions, SmState, SmAction, SmView, SmEvent> = {
  meta: {
    id: 'space-maze',
    name: 'Space Maze',
    summary:
      'Draft dice, bend a maze of coloured doorways with action cards and race your aliens to steal the Ancient Relic and fly it home.',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    kind: 'game',
  },
  optionsSchema,
  presets: {
    classic: {},
    small: { board: '3x3' },
    taster: { board: '3x3', tokensToWin: 2, roundCap: 5 },
  },
  actionSchema,
  setup: setupGame,
  actors: actorsOf,
  legalActions,
  apply(state, seat, raw) {
    const parsed = parseWith(actionSchema, raw, 'action/malformed', 'Space Maze action');
    return parsed.ok ? applyAction(state, seat, parsed.value) : parsed;
  },
  view: viewOf,
  outcome,
  position: {
    encode: (s) => s as unknown as JsonValue,
    decode: decodePosition,
  },
  scenario: buildScenario,
  /** A seat out of time: the least it can do — the first die it may draft, the die left unused, the movement ended, the last card the discard list offers discarded. */
  timeout(state, seat) {
    const legal = legalActions(state, seat);
    // In the discard phase: the last discard listed (one card a kind, each kind's first). Stored
    // tables replay their timeouts by this rule, so it stays as it is.
    const pick =
      legal.find((a) => a.type === 'idle' || a.type === 'done') ??
      (legal[0]?.type === 'discard' ? legal[legal.length - 1] : legal[0]);
    return pick ? applyAction(state, seat, pick) : applyAction(state, seat, { type: 'done' });
  },
  describe: (event, locale) => describeEvent(event, locale),
  explain: explainError,
  text: {
    render: (view, locale) => render(view, locale),
    formatAction: (action, locale) => formatAction(action, locale),
    parseAction: (input, view, locale) => parseCommand(input, view, locale),
  },
};
