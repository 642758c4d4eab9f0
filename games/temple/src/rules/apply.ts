/**
 * Applying an action: the checks (each with a coded refusal and a sentence, nothing changed),
 * then the change on a private copy of the state, with its events.
 */
import { err, ok, parseWith, type Result, type RuleError, type Seat, type Transition } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { indexTable } from '../table.ts';
import {
  actionSchema,
  type Motion,
  type TempleAction,
  type TempleEvent,
  type TempleState,
} from '../types.ts';
import { type Ctx, copyState } from './context.ts';
import { checkWin } from './end.ts';
import { PHASE_ACTIONS } from './legal.ts';
import { checkMotion, performMotion } from './motion.ts';
import { checkMove } from './movement.ts';
import { checkPassage } from './passages.ts';
import { endPhase, endTurn, spend } from './phases.ts';
import { checkStart, layError } from './placement.ts';
import { drawNext, startPlay } from './setup-flow.ts';
import { statueToTake } from './statues.ts';
import { stoneError } from './stones.ts';
import { symbolError } from './symbols.ts';

type Out = Result<Transition<TempleState, TempleEvent>, RuleError>;
const refuse = (e: RuleError): Out => ({ ok: false, error: e });

/** Leaving phase 2 by an action of phase 3. */
function enterFigurePhase(ctx: Ctx): void {
  if (ctx.s.phase === 'rhombi') {
    ctx.events.push({ type: 'phase/ended', audience: 'all', seat: ctx.s.current, phase: 'rhombi' });
    ctx.s.phase = 'figure';
  }
}

/** Checks a motion (its AP and its way) and carries it out; `via` says whether a symbol pays. */
function motion(state: TempleState, m: Motion, via: 'phase' | 'symbol'): Out {
  const seat = state.current;
  if (state.ap < 1) return err(wordedError('ap/none-left#motion'));
  const ix = indexTable(state.table);
  const checked = checkMotion(ix, m);
  if (!checked.ok) return checked;
  const s = copyState(state);
  const ctx: Ctx = { s, events: [] };
  if (via === 'symbol') {
    enterFigurePhase(ctx);
    ctx.events.push({
      type: 'symbol/used',
      audience: 'all',
      seat,
      rhombus: m.rhombus,
      at: s.table.figures[seat]!,
    });
    s.mayMove = true;
  }
  spend(ctx, 1);
  const riders = performMotion(s.table, ix, checked.value.index, checked.value.pose);
  ctx.events.push(
    m.type === 'slide'
      ? {
          type: 'rhombus/slid',
          audience: 'all',
          seat,
          rhombus: m.rhombus,
          dir: m.dir,
          steps: m.steps,
          ap: s.ap,
        }
      : {
          type: 'rhombus/rotated',
          audience: 'all',
          seat,
          rhombus: m.rhombus,
          corner: m.corner,
          turn: m.turn,
          steps: m.steps,
          ap: s.ap,
        },
  );
  for (const r of riders)
    ctx.events.push({
      type: 'figure/carried',
      audience: 'all',
      seat: r.seat,
      rhombus: m.rhombus,
      from: r.from,
      to: r.to,
    });
  checkWin(ctx);
  return ok({ state: s, events: ctx.events });
}

export function applyAction(state: TempleState, seat: Seat, raw: TempleAction): Out {
  const parsed = parseWith(actionSchema, raw, 'action/malformed', 'Temple Labyrinth action');
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  if (state.phase === 'over') return err(wordedError('game/over'));
  if (seat !== state.current)
    return err(wordedError('turn/not-your-turn#players', state.current + 1, seat + 1));
  const allowed = PHASE_ACTIONS[state.phase];
  if (!allowed.includes(action.type))
    return err(wordedError('phase/wrong-action', state.phase, [...allowed], action.type));
  const at = state.table.figures[seat] ?? null;
  switch (action.type) {
    case 'start': {
      const checked = checkStart(state.table, action.at);
      if (!checked.ok) return checked;
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      s.table.figures[seat] = action.at;
      ctx.events.push({ type: 'setup/start-chosen', audience: 'all', seat, at: action.at });
      if (s.table.figures.every((f) => f !== null)) {
        s.phase = 'lay';
        s.current = 0;
        drawNext(ctx);
      } else s.current = seat + 1;
      return ok({ state: s, events: ctx.events });
    }
    case 'lay': {
      const letter = state.drawn;
      if (!letter) return err(wordedError('lay/nothing-drawn'));
      const why = layError(state.table, letter, action.pose);
      if (why) return refuse(why);
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      s.table.rhombi.push({ letter, pose: { ...action.pose } });
      s.drawn = null;
      const fields = indexTable(s.table).rhombusFields[s.table.rhombi.length - 1]!;
      ctx.events.push({
        type: 'setup/laid',
        audience: 'all',
        seat,
        rhombus: letter,
        at: fields[0],
        to: fields[1],
      });
      s.current = (seat + 1) % s.table.figures.length;
      if (s.stack.length > 0) drawNext(ctx);
      if (!s.drawn) startPlay(ctx);
      return ok({ state: s, events: ctx.events });
    }
    case 'slide':
    case 'rotate':
      return motion(state, action, 'phase');
    case 'symbol': {
      const why = symbolError(state, seat, action.motion);
      if (why) return refuse(why);
      return motion(state, action.motion, 'symbol');
    }
    case 'move': {
      if (at === null) return err(wordedError('move/no-figure'));
      if (!state.mayMove) return err(wordedError('move/again'));
      const checked = checkMove(indexTable(state.table), at, action.to, state.ap, action.path);
      if (!checked.ok) return checked;
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      enterFigurePhase(ctx);
      s.table.figures[seat] = action.to;
      s.mayMove = false;
      spend(ctx, checked.value.cost);
      ctx.events.push({
        type: 'figure/moved',
        audience: 'all',
        seat,
        from: at,
        to: action.to,
        path: checked.value.path,
        cost: checked.value.cost,
        ap: s.ap,
      });
      checkWin(ctx);
      return ok({ state: s, events: ctx.events });
    }
    case 'take': {
      const found = statueToTake(state, seat);
      if ('code' in found) return refuse(found);
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      enterFigurePhase(ctx);
      s.table.statues[found.target]![seat] = false;
      s.mayMove = true;
      spend(ctx, 1);
      const collected = s.table.statues.filter((t) => t[seat] === false).length;
      ctx.events.push({
        type: 'statue/taken',
        audience: 'all',
        seat,
        rhombus: s.table.rhombi[found.target]!.letter,
        collected,
        ap: s.ap,
      });
      checkWin(ctx);
      return ok({ state: s, events: ctx.events });
    }
    case 'passage': {
      const why = checkPassage(state, seat, action.to);
      if (why) return refuse(why);
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      enterFigurePhase(ctx);
      s.table.figures[seat] = action.to;
      s.mayMove = true;
      spend(ctx, 1);
      ctx.events.push({ type: 'passage/used', audience: 'all', seat, from: at!, to: action.to, ap: s.ap });
      checkWin(ctx);
      return ok({ state: s, events: ctx.events });
    }
    case 'place': {
      const why = stoneError(indexTable(state.table), action.at);
      if (why) return refuse(why);
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      s.table.stones[seat] = action.at;
      ctx.events.push({ type: 'stone/placed', audience: 'all', seat, at: action.at });
      endTurn(ctx);
      return ok({ state: s, events: ctx.events });
    }
    case 'end': {
      const s = copyState(state);
      const ctx: Ctx = { s, events: [] };
      endPhase(ctx);
      return ok({ state: s, events: ctx.events });
    }
  }
}
