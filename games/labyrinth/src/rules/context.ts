/** The working context of one move being resolved: the private state copy, the mover, the events so far. */
import type { Audience, Seat } from '@daedalus/core';
import type { LabyrinthEvent, LabyrinthState, MoveAction, PlayerState } from '../types.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type EventBody = DistributiveOmit<LabyrinthEvent, 'audience'>;

export interface MoveCtx {
  readonly s: LabyrinthState;
  readonly seat: Seat;
  readonly events: LabyrinthEvent[];
  /** Audience of the move's results: everyone, or nobody in a dark or semi-dark move. */
  readonly audience: Audience;
  readonly dark: boolean;
  /** Players wounded during this move: they have fallen, bullets fly over them (B.5.5). */
  readonly down: Set<Seat>;
  readonly prefs: Pick<MoveAction, 'pickup' | 'treasure' | 'refill'>;
}

/*
 * The body of an event is always a fresh object literal written at the call: it gets its
 * audience added in place. Copying it into a new object with the audience (`{ ...body,
 * audience }`) was several microseconds per event on Node 20, a fifth of a move.
 */
const withAudience = (body: EventBody, audience: Audience): LabyrinthEvent => {
  (body as { audience?: Audience }).audience = audience;
  return body as LabyrinthEvent;
};

/** A result of the move (suppressed in dark moves). */
export function say(ctx: MoveCtx, body: EventBody): void {
  ctx.events.push(withAudience(body, ctx.audience));
}

/** An announcement everybody hears whatever the move's report. */
export function announce(events: LabyrinthEvent[], body: EventBody): void {
  events.push(withAudience(body, 'all'));
}

export function tell(events: LabyrinthEvent[], seat: Seat, body: EventBody): void {
  events.push(withAudience(body, { seats: [seat] }));
}

export const mover = (ctx: MoveCtx): PlayerState => ctx.s.players[ctx.seat] as PlayerState;
