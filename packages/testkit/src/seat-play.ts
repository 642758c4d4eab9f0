/**
 * Plays a game from a position with computer players and follows one seat: its decisions
 * and everything it was shown (its events and views, in order). The search players' fairness
 * tests play two worlds that look the same to that seat and compare what it did.
 */
import {
  type Actor,
  type AnyGame,
  BotSeats,
  type BotSpec,
  eventsFor,
  type GameEvent,
  type Seat,
} from '@daedalus/core';

export interface SeatPlay {
  readonly decisions: unknown[];
  readonly shown: { events: GameEvent[]; view: unknown }[];
  readonly state: unknown;
}

export function playSeatFrom(
  game: AnyGame,
  o: {
    readonly bots: readonly BotSpec[];
    /** A level per seat (null: no bot there; `other` chooses for it). */
    readonly levels: readonly (string | null)[];
    readonly start: unknown;
    /** How many decisions of `seat` to play. */
    readonly turns: number;
    readonly seat?: Seat;
    readonly seed?: string;
    /** Chooses for the other seats instead of their bots. */
    readonly other?: (state: unknown, actor: Actor, legal: readonly unknown[]) => unknown;
  },
): SeatPlay {
  const seat = o.seat ?? 0;
  const created = BotSeats.create({
    game,
    bots: o.bots,
    levels: o.levels,
    seed: o.seed ?? 'fair',
    state: o.start,
    opening: [],
  });
  if (!created.ok) throw new Error(created.error.message);
  const seats = created.value;
  let state = o.start;
  const decisions: unknown[] = [];
  const shown: { events: GameEvent[]; view: unknown }[] = [];
  for (let step = 0; decisions.length < o.turns && game.actors(state).length > 0; step++) {
    const actor = game.actors(state)[0] as Actor;
    const action =
      actor.seat !== seat && o.other
        ? o.other(state, actor, game.legalActions(state, actor.seat))
        : seats.choose(state, actor, step);
    if (actor.seat === seat) decisions.push(action);
    const applied = game.apply(state, actor.seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    seats.observe(applied.value.events, state);
    shown.push({ events: eventsFor(applied.value.events, seat), view: game.view(state, seat) });
  }
  return { decisions, shown, state };
}
