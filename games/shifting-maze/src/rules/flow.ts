/**
 * The turn sequence, driven inside `apply` until a seat must decide:
 * Defenders Move (in number order, 3 actions each) → Maze Event → the current
 * player's Challenger Move. Attacks and doomed cubes interrupt the sequence with a
 * reaction decision for the threatened player; the sequence resumes afterwards.
 */
import { samePoint } from '@daedalus/core';
import { DEFENDER_ACTIONS, MAIN_ACTIONS, type Reaction, type SmState, START_X } from '../types.ts';
import { destroyCube } from './actions.ts';
import { type Ctx, freshChallenger } from './board.ts';
import { defenderStep, finishAttack, threatenedBy } from './defenders.ts';
import { doomedPosition, doomedSeats, executeEvent, rollEvent } from './maze-events.ts';

/** Whether the reacting Challenger is out of danger. */
export function isSafe(s: SmState, r: Reaction): boolean {
  const c = s.challengers[r.seat];
  if (!c?.at) return true;
  if (r.threat.kind === 'defender') return !threatenedBy(s, r.seat, r.threat.defender);
  return !samePoint(c.at, r.threat.at);
}

export function beginTurn(ctx: Ctx): void {
  const { s } = ctx;
  ctx.events.push({ type: 'turn/started', audience: 'all', seat: s.current, turns: s.turns });
  s.stage = { kind: 'defenders', next: 0, current: null, actionsLeft: 0 };
}

export function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  ctx.events.push({ type: 'turn/ended', audience: 'all', seat: s.current });
  s.turns++;
  if (s.turns >= s.options.turnCap) {
    s.phase = 'over';
    ctx.events.push({ type: 'game/draw', audience: 'all', turns: s.turns, cause: 'turn-cap' });
    return;
  }
  s.current = (s.current + 1) % s.challengers.length;
  beginTurn(ctx);
}

/** The start of the Challenger Move: respawn the dead, skip the stunned. */
function startMove(ctx: Ctx): void {
  const { s } = ctx;
  const seat = s.current;
  let c = s.challengers[seat]!;
  if (c.at === null) {
    c = freshChallenger({ x: START_X, y: s.startRows[seat]! });
    s.challengers[seat] = c;
    ctx.events.push({ type: 'challenger/respawned', audience: 'all', seat, at: c.at! });
  }
  if (c.stunned) {
    c.stunned = false;
    c.owed = 0;
    ctx.events.push({ type: 'turn/skipped', audience: 'all', seat, cause: 'stunned' });
    endTurn(ctx);
    return;
  }
  s.stage = { kind: 'move', mainLeft: Math.max(0, MAIN_ACTIONS - c.owed) };
  c.owed = 0;
}

function startReaction(ctx: Ctx, r: Reaction): void {
  ctx.s.reaction = r;
  ctx.events.push({ type: 'challenger/threatened', audience: 'all', seat: r.seat, threat: r.threat });
}

/** Runs the rule-driven parts until a seat must decide or the game is over. */
export function advance(ctx: Ctx): void {
  const { s } = ctx;
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.phase === 'over' || s.reaction) return;
    if (s.attack) {
      const seat = s.attack.queue.shift();
      if (seat === undefined) finishAttack(ctx);
      else if (threatenedBy(s, seat, s.attack.defender))
        startReaction(ctx, { seat, threat: { kind: 'defender', defender: s.attack.defender }, used: 0 });
      continue;
    }
    const st = s.stage;
    if (st.kind === 'defenders') {
      if (st.current === null) {
        const d = s.defenders.find((x) => x.id >= st.next);
        if (!d) {
          const event = rollEvent(ctx);
          ctx.events.push({ type: 'maze/event', audience: 'all', event });
          s.stage = { kind: 'event', event, queue: doomedSeats(s, event), done: false };
          continue;
        }
        st.next = d.id + 1;
        if (d.stunned) {
          d.stunned = false;
          ctx.events.push({ type: 'defender/skipped', audience: 'all', defender: d.id });
          continue;
        }
        st.current = d.id;
        st.actionsLeft = DEFENDER_ACTIONS;
        continue;
      }
      const d = s.defenders.find((x) => x.id === st.current);
      if (!d || d.stunned || st.actionsLeft <= 0) {
        // A Defender stunned during its own move (a reaction) is out of action for this move only.
        if (d?.stunned) d.stunned = false;
        st.current = null;
        continue;
      }
      st.actionsLeft--;
      if (defenderStep(ctx, d) === 'boxed-in') st.actionsLeft = 0;
      continue;
    }
    if (st.kind === 'event') {
      if (st.done) {
        startMove(ctx);
        continue;
      }
      const seat = st.queue.shift();
      if (seat !== undefined) {
        const at = doomedPosition(st.event);
        const c = s.challengers[seat];
        if (at && c?.at && samePoint(c.at, at))
          startReaction(ctx, {
            seat,
            threat: { kind: 'doom', at, cause: st.event.kind === 'z' ? 'z' : 'slide' },
            used: 0,
          });
        continue;
      }
      st.done = true;
      executeEvent(ctx, st.event);
      continue;
    }
    const pending = st.destroying;
    if (pending) {
      // A Challenger destroys a cube with Challengers inside: each may react (a threat of death), then it goes.
      const seat = pending.queue.shift();
      if (seat !== undefined) {
        const c = s.challengers[seat];
        if (c?.at && samePoint(c.at, pending.at))
          startReaction(ctx, { seat, threat: { kind: 'doom', at: pending.at, cause: 'destroy' }, used: 0 });
        continue;
      }
      delete st.destroying;
      destroyCube(ctx, pending.at, pending.by);
      continue;
    }
    return;
  }
  throw new Error('shifting-maze: the turn sequence did not settle');
}
