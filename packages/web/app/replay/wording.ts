/**
 * Whose view a replay words an action from. A board may word an action with what its view
 * shows (Shifting Maze names the object a "pick up" takes from the seat's own cube), so the
 * action is worded from the acting seat's view when the reader may see it — reading
 * everything, or their own action — and otherwise from what anyone could see then.
 */
import type { Seat } from '@daedalus/core';

export function wordingViewer(reader: Seat | 'all', actor: Seat): Seat | 'spectator' {
  return reader === 'all' || reader === actor ? actor : 'spectator';
}
