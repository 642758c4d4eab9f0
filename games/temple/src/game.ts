/** The Temple Labyrinth: the game object that wires the parts to the Daedalus contract. */
import { type Game, type JsonValue, type Outcome, ok, RUNNING, triangleHall } from '@daedalus/core';
import { describeEvent, explainError } from './lang/index.ts';
import { decodePosition } from './position.ts';
import { applyAction } from './rules/apply.ts';
import { actors, legalActions } from './rules/legal.ts';
import { scenario } from './scenario.ts';
import { setup } from './setup.ts';
import { collected } from './table.ts';
import { formatAction, parseCommand } from './text/grammar.ts';
import { render } from './text/render.ts';
import {
  actionSchema,
  optionsSchema,
  type TempleAction,
  type TempleEvent,
  type TempleOptions,
  type TempleState,
  type TempleView,
} from './types.ts';
import { viewOf } from './view.ts';

/** Events with the names of their fields (`e10`), so that they can be told in words without the board. */
function named(events: readonly TempleEvent[], side: number): TempleEvent[] {
  const fields = triangleHall(side).fields;
  const nameOf = (f: number | undefined) => (f === undefined ? undefined : fields[f]?.name);
  return events.map((e) => {
    const out: Record<string, unknown> = { ...e };
    if (e.at !== undefined) out.atName = nameOf(e.at);
    if (e.from !== undefined) out.fromName = nameOf(e.from);
    if (e.to !== undefined) out.toName = nameOf(e.to);
    return out as unknown as TempleEvent;
  });
}

export const temple: Game<TempleOptions, TempleState, TempleAction, TempleView, TempleEvent> = {
  meta: {
    id: 'temple',
    name: 'Temple Labyrinth',
    summary:
      'A triangular temple hall of movable rhombus tiles: collect your three Inca statues and reach an exit first.',
    minPlayers: 2,
    maxPlayers: 4,
    kind: 'game',
  },
  optionsSchema,
  presets: {
    short: { statues: 2 },
    /** One statue and 40 turns: a first look, and smoke tests. */
    taster: { statues: 1, turnCap: 40 },
  },
  actionSchema,
  setup: (input) => setup(input),
  actors,
  legalActions,
  apply(state, seat, action) {
    const r = applyAction(state, seat, action);
    return r.ok ? ok({ state: r.value.state, events: named(r.value.events, state.table.board.side) }) : r;
  },
  view: viewOf,
  outcome(s): Outcome {
    if (s.phase !== 'over') return RUNNING;
    const scores = s.table.figures.map((_, seat) => collected(s.table, seat));
    return s.winner === null
      ? { over: true, winners: [], draw: true, reason: 'draw/turn-cap', scores }
      : { over: true, winners: [s.winner], draw: false, reason: 'reached-exit', scores };
  },
  position: {
    encode: (s) => s as unknown as JsonValue,
    decode: decodePosition,
  },
  scenario,
  /** A seat out of time takes the first start field or place listed, or ends its current phase. */
  timeout: (state, seat) =>
    temple.apply(
      state,
      seat,
      state.phase === 'start' || state.phase === 'lay' ? legalActions(state, seat)[0]! : { type: 'end' },
    ),
  describe: (event, locale) => describeEvent(event, locale),
  explain: explainError,
  text: {
    render: (view, locale) => render(view, locale),
    formatAction: (action, locale) => formatAction(action, locale),
    parseAction: (input, view, locale) => parseCommand(input, view, locale),
  },
};
