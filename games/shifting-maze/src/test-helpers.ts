/** Shared helpers of the rule tests. */
import { unwrap } from '@daedalus/core';
import { shiftingMaze } from './game.ts';
import { shortCommand } from './text/commands.ts';
import type { SmAction, SmEvent, SmState } from './types.ts';

export function play(s: SmState, seat: number, a: SmAction): { state: SmState; events: SmEvent[] } {
  const r = unwrap(shiftingMaze.apply(s, seat, a));
  return { state: r.state, events: [...r.events] };
}

export function rejects(s: SmState, seat: number, a: SmAction): string {
  const r = shiftingMaze.apply(s, seat, a);
  if (r.ok) throw new Error(`expected ${JSON.stringify(a)} to be rejected`);
  return r.error.code;
}

export const types = (events: readonly SmEvent[]): string[] => events.map((e) => e.type);

/** The legal actions as the parser's short commands ("move up", "rotate left ccw"). */
export const legal = (s: SmState, seat: number): string[] =>
  shiftingMaze.legalActions(s, seat).map(shortCommand);
