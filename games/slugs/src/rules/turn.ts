/**
 * The turn. One turn: the player acts (in a duel, player 1 and then player 2), then every
 * live slug acts once in reading order of the level, then (escort) the hero acts, then
 * the turn ends: walls on their way that are due appear (escort), the hero's stress
 * changes (escort), evaporated walls that are due return to their stocks, and the turn
 * limit is checked. A player acts by placing a wall (defence, duel), ordering walls
 * (escort), untying the hero (escort) or waiting.
 *
 * `validate` says why an action is refused (nothing changes); `perform` and `runWorld`
 * change a private copy of the state — `apply` in `game.ts`, and the bots' simulations.
 */
import { err, ok, type Result, type RuleError, type Seat } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import type { SlugsAction, SlugsState } from '../types.ts';
import type { Ctx } from './board.ts';
import { orderWalls, wallsArrive } from './delay.ts';
import { returnWalls } from './evaporation.ts';
import { heroTurn } from './hero.ts';
import { finish } from './outcome.ts';
import { type PathCache, sharedPaths } from './paths.ts';
import { slugTurn } from './slug-turn.ts';
import { updateStress } from './stress.ts';
import { checkWalls, placeWall } from './walls.ts';

/** Why `seat` may not take `action` now, or ok. */
export function validate(s: SlugsState, seat: Seat, action: SlugsAction): Result<void, RuleError> {
  if (s.result) return err(wordedError('game/over'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats)
    return err(wordedError('turn/no-such-seat', seat + 1));
  if (seat !== s.current) return err(wordedError('turn/not-your-turn', s.current + 1));
  switch (action.type) {
    case 'wall':
      return checkWalls(s, seat, [action.at]);
    case 'walls':
      if (s.mode !== 'escort' && action.at.length > 1) return err(wordedError('wall/one-a-turn'));
      return checkWalls(s, seat, action.at);
    case 'untie':
      if (!s.hero) return err(wordedError('untie/no-hero'));
      if (!s.hero.tied) return err(wordedError('untie/not-tied'));
      return ok(undefined);
    case 'wait':
      return ok(undefined);
  }
}

/** Carries out a validated action of `seat`, and the rest of the turn when it was the last to act. */
export function perform(ctx: Ctx, seat: Seat, action: SlugsAction, cache: PathCache = sharedPaths): void {
  const { s } = ctx;
  switch (action.type) {
    case 'wall':
    case 'walls': {
      const cells = action.type === 'wall' ? [action.at] : action.at;
      if (s.mode === 'escort') orderWalls(ctx, seat, cells);
      else for (const p of cells) placeWall(ctx, seat, p);
      break;
    }
    case 'untie':
      s.hero!.tied = false;
      ctx.events.push({ type: 'hero/untied', audience: 'all', seat, at: { ...s.hero!.at } });
      break;
    case 'wait':
      ctx.events.push({ type: 'player/waited', audience: 'all', seat });
      break;
  }
  if (seat + 1 < s.seats) {
    s.current = seat + 1;
    return;
  }
  runWorld(ctx, cache);
}

/** The slugs, the hero and the end of the turn. */
export function runWorld(ctx: Ctx, cache: PathCache = sharedPaths): void {
  const { s } = ctx;
  for (const slug of s.slugs) {
    slugTurn(ctx, slug, cache);
    if (s.result) return;
  }
  if (s.mode === 'escort') {
    const room = s.room;
    heroTurn(ctx);
    if (s.result || s.room !== room) return;
    wallsArrive(ctx);
    updateStress(ctx);
  }
  returnWalls(ctx);
  if (s.turn >= s.options.turnLimit) {
    finish(ctx, { reason: 'draw/turn-limit', winners: [], draw: true });
    return;
  }
  s.turn++;
  s.current = 0;
}
