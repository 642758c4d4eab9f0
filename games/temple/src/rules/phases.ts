/**
 * A turn has four phases, with 3 action points (AP) for phases 2 and 3:
 * 1. your blockade stone is taken off the board (nothing to choose: it happens as the turn begins);
 * 2. `rhombi`: slide or turn path rhombi, 1 AP each movement;
 * 3. `figure`: move your figure, take a statue, use a secret passage or a rhombus symbol;
 * 4. `stone`: place your blockade stone (0 AP) or not; then the next player's turn.
 * `end` closes the current phase. An action of phase 3 taken in phase 2 closes phase 2
 * (no rhombus moves after the figure has begun); action points are not carried over.
 */
import { AP_PER_TURN, type Phase } from '../types.ts';
import type { Ctx } from './context.ts';
import { checkTurnCap, checkWin } from './end.ts';

export function beginTurn(ctx: Ctx): void {
  const { s } = ctx;
  const seat = s.current;
  s.phase = 'rhombi';
  s.ap = AP_PER_TURN;
  s.mayMove = true;
  ctx.events.push({ type: 'turn/started', audience: 'all', seat, turns: s.turns });
  const stone = s.table.stones[seat];
  if (stone !== null && stone !== undefined) {
    s.table.stones[seat] = null;
    ctx.events.push({ type: 'stone/removed', audience: 'all', seat, at: stone });
  }
  checkWin(ctx);
}

export function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  s.turns++;
  if (checkTurnCap(ctx)) return;
  s.current = (s.current + 1) % s.table.figures.length;
  beginTurn(ctx);
}

const NEXT: Partial<Record<Phase, Phase>> = { rhombi: 'figure', figure: 'stone' };

/** `end`: closes the current phase (phase 4: ends the turn without placing the stone). */
export function endPhase(ctx: Ctx): void {
  const { s } = ctx;
  ctx.events.push({ type: 'phase/ended', audience: 'all', seat: s.current, phase: s.phase });
  const next = NEXT[s.phase];
  if (next) s.phase = next;
  else endTurn(ctx);
}

/** Spends action points (already checked). */
export function spend(ctx: Ctx, ap: number): void {
  ctx.s.ap -= ap;
}
