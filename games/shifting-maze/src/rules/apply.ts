/**
 * Who decides now and applying a seat's action: the action is checked (`validate`) and
 * carried out (`perform`) on a copy of the state; a reaction ends when the Challenger is
 * safe or gives up; the end of a Challenger Move ends the turn; then the rule-driven parts
 * (Defenders, the Maze Event) run until a seat must decide (`advance`).
 */
import {
  type Actor,
  err,
  ok,
  parseActionWith,
  Random,
  type Result,
  type RuleError,
  type Seat,
  type Transition,
} from '@daedalus/core';
import { actionSchema, type SmAction, type SmEvent, type SmState } from '../types.ts';
import { modeOf, perform, validate } from './actions.ts';
import { type Ctx, copyForApply } from './board.ts';
import { advance, endTurn, isSafe } from './flow.ts';

export function actors(s: SmState): Actor[] {
  if (s.phase === 'over') return [];
  if (s.reaction) {
    const prompt =
      s.reaction.threat.kind === 'defender' ? 'react/defender' : `react/${s.reaction.threat.cause}`;
    return [{ seat: s.reaction.seat, kind: 'reaction', prompt }];
  }
  return [{ seat: s.current, kind: 'turn', prompt: 'turn/challenger-move' }];
}

export function apply(
  state: SmState,
  seat: Seat,
  raw: SmAction,
): Result<Transition<SmState, SmEvent>, RuleError> {
  // Actions from anywhere (a bot's playout, a test) are checked; a compiled parse is cheap.
  const parsed = parseActionWith(actionSchema, raw, 'Shifting Maze action');
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  const why = validate(state, seat, action);
  if (why) return err(why);
  const mode = modeOf(state, seat)!;
  const s: SmState = copyForApply(state);
  const ctx: Ctx = {
    s,
    random: new Random(s.rng),
    events: [],
    owned: new Set(),
    cellsShared: true,
    bagShared: true,
  };
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
