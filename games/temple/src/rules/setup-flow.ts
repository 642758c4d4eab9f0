/**
 * The setup's course: after the start fields, path rhombi are drawn face down from the
 * stack one at a time and laid, the players taking turns from the start player on; when
 * the last lies, the start player's first turn begins. A drawn rhombus that fits nowhere
 * (every place overlaps or would wall in a start field) is set aside, so setup always ends.
 */

import type { Ctx } from './context.ts';
import { beginTurn } from './phases.ts';
import { canLay } from './placement.ts';

export function drawNext(ctx: Ctx): void {
  const { s } = ctx;
  while (s.stack.length > 0) {
    const letter = s.stack.pop()!;
    if (canLay(s.table, letter)) {
      s.drawn = letter;
      ctx.events.push({ type: 'setup/drawn', audience: 'all', seat: s.current, rhombus: letter });
      return;
    }
    s.aside.push(letter);
    ctx.events.push({ type: 'setup/set-aside', audience: 'all', seat: s.current, rhombus: letter });
  }
  s.drawn = null;
}

export function startPlay(ctx: Ctx): void {
  ctx.s.current = 0;
  ctx.s.turns = 0;
  beginTurn(ctx);
}
