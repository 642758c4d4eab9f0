/**
 * The Slug Labyrinth as a Daedalus game: the parts wired together.
 */
import {
  type Actor,
  type Game,
  type JsonValue,
  ok,
  parseWith,
  type Result,
  type RuleError,
  type Seat,
  type Transition,
} from '@daedalus/core';
import { explainError } from './lang/index.ts';
import { decodePosition } from './position.ts';
import { copyState } from './rules/board.ts';
import { legalActions } from './rules/legal.ts';
import { outcomeOf } from './rules/outcome.ts';
import { perform, validate } from './rules/turn.ts';
import { buildScenario } from './scenario.ts';
import { setup } from './setup.ts';
import { describeEvent } from './text/describe.ts';
import { formatAction } from './text/format.ts';
import { parseTyped } from './text/parse.ts';
import { render } from './text/render.ts';
import {
  actionSchema,
  optionsSchema,
  SLUGS_EDITION,
  type SlugsAction,
  type SlugsEvent,
  type SlugsOptions,
  type SlugsState,
  type SlugsView,
} from './types.ts';
import { viewOf } from './view.ts';

function actors(s: SlugsState): Actor[] {
  if (s.result) return [];
  const prompt = s.mode === 'escort' ? 'slugs/operate' : 'slugs/defend';
  return [{ seat: s.current, kind: 'turn', prompt }];
}

function apply(
  state: SlugsState,
  seat: Seat,
  raw: SlugsAction,
): Result<Transition<SlugsState, SlugsEvent>, RuleError> {
  const parsed = parseWith(actionSchema, raw, 'action/malformed', 'Slug Labyrinth action');
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  const valid = validate(state, seat, action);
  if (!valid.ok) return valid;
  const s = copyState(state);
  const events: SlugsEvent[] = [];
  perform({ s, events }, seat, action);
  return ok({ state: s, events });
}

export const slugs: Game<SlugsOptions, SlugsState, SlugsAction, SlugsView, SlugsEvent> = {
  meta: {
    id: 'slugs',
    name: 'The Slug Labyrinth',
    summary:
      'Turn-based maze defence: wall the slugs’ way so that they crawl onto killing machines — alone, in a duel, or escorting a terrified hero through a campaign of rooms.',
    minPlayers: 1,
    maxPlayers: 2,
    kind: 'game',
    edition: SLUGS_EDITION,
  },
  optionsSchema,
  presets: {
    /** The mode's first level with a short turn limit: a first look, and smoke tests. */
    taster: { turnLimit: 25 },
    defence: { mode: 'defence' },
    duel: { mode: 'duel' },
    escort: { mode: 'escort' },
    blind: { hidePaths: true },
    generated: { level: 'random' },
  },
  actionSchema,
  setup,
  actors,
  legalActions,
  apply,
  view: viewOf,
  outcome: outcomeOf,
  position: {
    encode: (s) => s as unknown as JsonValue,
    decode: decodePosition,
  },
  scenario: buildScenario,
  /** A seat out of time waits. */
  timeout: (state, seat) => apply(state, seat, { type: 'wait' }),
  describe: describeEvent,
  explain: explainError,
  text: {
    render,
    formatAction,
    parseAction: parseTyped,
  },
};
