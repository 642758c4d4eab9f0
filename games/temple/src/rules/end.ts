/**
 * The end. A player who has collected the statues of their colour (three, or the number the
 * options ask for) heads for any exit; the first whose figure stands on an exit (an entrance
 * field, or a rhombus lying on one) in their own turn wins at once. The turn cap ends the game
 * as a draw, so that every game ends.
 */
import { entrancesOf } from '../board.ts';
import { collected, indexTable, placeOf } from '../table.ts';
import type { TempleState } from '../types.ts';
import type { Ctx } from './context.ts';

/** Whether this seat's figure stands on an exit (its field, or a field of the rhombus it stands on). */
export function onExit(s: TempleState, seat: number): boolean {
  const at = s.table.figures[seat];
  if (at === null || at === undefined) return false;
  const exits = entrancesOf(s.table.board);
  return placeOf(indexTable(s.table), at).some((f) => exits.includes(f));
}

export const hasAllStatues = (s: TempleState, seat: number): boolean =>
  collected(s.table, seat) >= s.options.statues;

/** Ends the game if the player on turn has all statues and stands on an exit. */
export function checkWin(ctx: Ctx): boolean {
  const { s } = ctx;
  const seat = s.current;
  if (s.phase === 'over' || !hasAllStatues(s, seat) || !onExit(s, seat)) return false;
  s.phase = 'over';
  s.winner = seat;
  // Where the figure stands (on a rhombus lying over an exit, maybe its other field): stored tables
  // replay this event as it was, so `at` stays the figure's field; the words say "an exit at".
  ctx.events.push({ type: 'game/won', audience: 'all', seat, at: s.table.figures[seat]! });
  return true;
}

/** Ends the game as a draw once the turn cap is reached. */
export function checkTurnCap(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.phase === 'over' || s.turns < s.options.turnCap) return false;
  s.phase = 'over';
  ctx.events.push({ type: 'game/draw', audience: 'all', turns: s.turns });
  return true;
}
