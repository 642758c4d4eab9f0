/**
 * Applying an action: whose turn it is, then the rule that action belongs to, on a private copy
 * of the state; a refused action returns its coded error and the input state is untouched. After
 * the action the round flow moves on as far as it can without a decision.
 */
import { ok, type Result, type RuleError, type Transition } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { SmAction, SmEvent, SmState } from '../types.ts';
import { cardError, playCard } from './cards.ts';
import { idleDie, takeDie, takeError } from './dice.ts';
import { discardCard, discardError } from './discard.ts';
import { endMovement, hand, handError, walkPath } from './movement.ts';
import { advance } from './rounds.ts';
import { contextOf } from './state.ts';
import { actorSeat } from './turn.ts';

const refuse = (error: RuleError): Result<never, RuleError> => ({ ok: false, error });

/** Applies an action already shaped by the action schema. */
export function applyAction(
  s: SmState,
  seat: number,
  a: SmAction,
): Result<Transition<SmState, SmEvent>, RuleError> {
  if (s.stage.kind === 'over') return refuse(wordedError('game/over'));
  const actor = actorSeat(s);
  if (actor !== seat)
    return refuse(
      wordedError(s.stage.kind === 'discard' ? 'turn/not-yours#discard' : 'turn/not-yours', (actor ?? 0) + 1),
    );
  const pre = precheck(s, seat, a);
  if (pre) return refuse(pre);
  const ctx = contextOf(s);
  switch (a.type) {
    case 'take':
      takeDie(ctx, seat, a.die);
      break;
    case 'idle':
      idleDie(ctx, seat);
      break;
    case 'move': {
      const why = walkPath(ctx, seat, a.alien, a.path);
      if (why) return refuse(why);
      break;
    }
    case 'give':
      hand(ctx, seat, a.to);
      break;
    case 'done':
      endMovement(ctx, seat);
      break;
    case 'discard':
      discardCard(ctx, seat, a.card);
      break;
    default:
      playCard(ctx, seat, a);
  }
  advance(ctx);
  return ok({ state: ctx.s, events: ctx.events });
}

/** The refusal of an action that can be judged before it is carried out (paths are judged step by step). */
function precheck(s: SmState, seat: number, a: SmAction): RuleError | null {
  switch (a.type) {
    case 'take':
      return takeError(s, seat, a.die);
    case 'idle':
      return s.stage.kind === 'power' ? null : wordedError('idle/not-now');
    case 'move':
      return null;
    case 'give':
      return handError(s, seat, a.to);
    case 'done':
      return s.stage.kind === 'move' || s.stage.kind === 'run' ? null : wordedError('done/not-now');
    case 'discard':
      return discardError(s, seat, a.card);
    default:
      return cardError(s, seat, a);
  }
}
