/** __NAME__: the game object that implements the Daedalus contract, wiring the parts. */
import type { Game } from '@daedalus/core';
import { describeEvent, explainError } from './lang/index.ts';
import { decodePosition, encodePosition } from './position.ts';
import { actors, apply, legalActions, outcome } from './rules/moves.ts';
import { buildScenario } from './scenario.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.ts';
import { formatAction, parseCommand } from './text/commands.ts';
import { render } from './text/render.ts';
import {
  type __Pascal__Action,
  type __Pascal__Event,
  type __Pascal__Options,
  type __Pascal__State,
  type __Pascal__View,
  actionSchema,
  optionsSchema,
  presets,
} from './types.ts';
import { viewOf } from './view.ts';

export const __camel__Game: Game<
  __Pascal__Options,
  __Pascal__State,
  __Pascal__Action,
  __Pascal__View,
  __Pascal__Event
> = {
  meta: {
    id: '__ID__',
    name: '__NAME__',
    summary: 'Race the other runner across a small board of rocks to the goal.',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    kind: 'game',
  },
  optionsSchema,
  presets,
  actionSchema,
  setup,
  actors,
  legalActions,
  apply,
  view: viewOf,
  outcome,
  position: { encode: encodePosition, decode: decodePosition },
  scenario: buildScenario,
  describe: describeEvent,
  explain: explainError,
  text: { render, formatAction, parseAction: parseCommand },
};
