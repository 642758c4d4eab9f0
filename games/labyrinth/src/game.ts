/** Labyrinth with the computer as the game master: the `Game` contract, wiring the parts. */
import { type Game, type Outcome, ok, parseWith, RUNNING } from '@daedalus/core';
import { explainError } from './lang/index.ts';
import { type LabyrinthOptions, labyrinthOptionsSchema, labyrinthPresets } from './options.ts';
import { decodePosition, encodePosition } from './position.ts';
import { applyAction } from './rules/apply.ts';
import { decisionSeconds } from './rules/breaks.ts';
import { legalActions } from './rules/legal.ts';
import { timeoutSeat } from './rules/timeout.ts';
import { actorsOf, mustDecide } from './rules/turns.ts';
import { buildScenario } from './scenario.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setupGame } from './setup.ts';
import { describeEvent } from './text/describe.ts';
import { formatAction } from './text/format.ts';
import { parseMove } from './text/parse.ts';
import { renderView, revealState } from './text/render.ts';
import type { LabyrinthEvent, LabyrinthState } from './types.ts';
import { type LabyrinthAction, type LabyrinthView, labyrinthActionSchema } from './types.ts';
import { viewOf } from './view.ts';

export const labyrinth: Game<
  LabyrinthOptions,
  LabyrinthState,
  LabyrinthAction,
  LabyrinthView,
  LabyrinthEvent
> = {
  meta: {
    id: 'labyrinth',
    name: 'Labyrinth',
    summary: 'Find the true treasure in a labyrinth you cannot see; the computer is the game master.',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    kind: 'game',
  },
  optionsSchema: labyrinthOptionsSchema as unknown as Game<LabyrinthOptions>['optionsSchema'],
  presets: labyrinthPresets,
  // An explicit plan is the game master's secret: tables show only that there is one.
  publicOptions: ({ plan, ...rest }) => (plan === undefined ? rest : { ...rest, customPlan: true }),
  actionSchema: labyrinthActionSchema,
  setup: ({ options, players, seed }) => {
    const parsed = parseWith(labyrinthOptionsSchema, options, 'options/invalid', 'labyrinth options');
    if (!parsed.ok) return parsed;
    const state = setupGame(parsed.value, players, seed);
    return state.ok ? ok({ state: state.value, events: [] }) : state;
  },
  actors: actorsOf,
  mustDecide,
  decisionSeconds,
  legalActions,
  apply: applyAction,
  view: viewOf,
  outcome(s): Outcome {
    if (s.result === null || s.phase !== 'over') return RUNNING;
    return { over: true, winners: s.result.winners, draw: s.result.draw, reason: s.result.reason };
  },
  position: { encode: encodePosition, decode: decodePosition },
  scenario: buildScenario,
  timeout: timeoutSeat,
  describe: describeEvent,
  explain: explainError,
  text: {
    render: renderView,
    formatAction,
    // The language is detected from the text (alphabet, then which lexicon knows more of its words), so a
    // player may type English, Russian or German in any locale; the locale only breaks an English/German tie.
    parseAction: (input, _view, locale) => parseMove(input, { hint: locale }),
    reveal: revealState,
  },
};
