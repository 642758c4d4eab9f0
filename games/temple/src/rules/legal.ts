/**
 * Who decides and what they may do. Everything is enumerable: a slide is listed once per
 * distance, a turn once per corner, way and number of 60° steps (a half turn both ways when
 * both are free), a move once per place the figure may stop on (by its cheapest walk).
 */
import type { Actor, Seat } from '@daedalus/core';
import { indexTable, type TableIndex } from '../table.ts';
import {
  type ActionType,
  type Phase,
  TARGET_LETTERS,
  type TempleAction,
  type TempleState,
} from '../types.ts';
import { motionsOf } from './motion.ts';
import { reachableFrom } from './movement.ts';
import { passageTargets } from './passages.ts';
import { freeStartFields, layPoses } from './placement.ts';
import { statueToTake } from './statues.ts';
import { stonePlaces } from './stones.ts';
import { symbolError } from './symbols.ts';

const PROMPTS: Record<Phase, string> = {
  start: 'temple/choose-start',
  lay: 'temple/lay-rhombus',
  rhombi: 'temple/move-rhombi',
  figure: 'temple/move-figure',
  stone: 'temple/place-stone',
  over: '',
};

export function actors(s: TempleState): Actor[] {
  if (s.phase === 'over') return [];
  const decision = s.phase === 'start' || s.phase === 'lay' ? undefined : `turn-${s.turns}`;
  return [{ seat: s.current, kind: 'turn', prompt: PROMPTS[s.phase], ...(decision ? { decision } : {}) }];
}

/** The actions each phase accepts. */
export const PHASE_ACTIONS: Record<Phase, readonly ActionType[]> = {
  start: ['start'],
  lay: ['lay'],
  rhombi: ['slide', 'rotate', 'move', 'take', 'passage', 'symbol', 'end'],
  figure: ['move', 'take', 'passage', 'symbol', 'end'],
  stone: ['place', 'end'],
  over: [],
};

/** Phase 3 actions for the seat on turn. */
function figureActions(s: TempleState, seat: Seat, ix: TableIndex): TempleAction[] {
  const out: TempleAction[] = [];
  const at = s.table.figures[seat];
  if (at === null || at === undefined) return out;
  if (s.mayMove) for (const r of reachableFrom(ix, at, s.ap, false)) out.push({ type: 'move', to: r.field });
  if (!('code' in statueToTake(s, seat, ix))) out.push({ type: 'take' });
  const passages = passageTargets(s, seat, ix);
  if (Array.isArray(passages)) for (const to of passages) out.push({ type: 'passage', to });
  if (!symbolError(s, seat, undefined, ix))
    for (const letter of TARGET_LETTERS)
      for (const motion of motionsOf(ix, letter)) out.push({ type: 'symbol', motion });
  return out;
}

export function legalActions(s: TempleState, seat: Seat): TempleAction[] {
  if (s.phase === 'over' || seat !== s.current) return [];
  switch (s.phase) {
    case 'start':
      return freeStartFields(s.table).map((at) => ({ type: 'start', at }));
    case 'lay':
      return s.drawn ? layPoses(s.table, s.drawn).map((pose) => ({ type: 'lay', pose })) : [];
    case 'rhombi': {
      const ix = indexTable(s.table);
      const out: TempleAction[] = [];
      if (s.ap >= 1) for (const r of s.table.rhombi) out.push(...motionsOf(ix, r.letter));
      return [...out, ...figureActions(s, seat, ix), { type: 'end' }];
    }
    case 'figure':
      return [...figureActions(s, seat, indexTable(s.table)), { type: 'end' }];
    case 'stone':
      return [...stonePlaces(s.table).map((at): TempleAction => ({ type: 'place', at })), { type: 'end' }];
  }
}
