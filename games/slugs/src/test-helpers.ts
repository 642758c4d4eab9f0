/**
 * Helpers for tests and tools: a game from a level's map in a few lines, moves typed as
 * players type them, and short looks at the state. Not used by the game itself.
 */
import { type Seat, unwrap } from '@daedalus/core';
import { cellName, parseCellName } from './cells.ts';
import { slugs } from './game.ts';
import { buildScenario, type ScenarioSpec } from './scenario.ts';
import type { SlugsAction, SlugsEvent, SlugsOptions, SlugsState } from './types.ts';

/** A game on a level given as header lines and map rows (`mode:` first if it cannot be implied). */
export function game(level: string, options: Partial<SlugsOptions> = {}, players?: number): SlugsState {
  const parsed = slugs.optionsSchema.parse({ turnLimit: 200, ...options, level });
  const tryWith = (n: number) => slugs.setup({ options: parsed, players: n, seed: 'test' });
  const first = tryWith(players ?? 1);
  const made =
    !first.ok && first.error.code === 'setup/players' && players === undefined ? tryWith(2) : first;
  return unwrap(made).state;
}

/** A game from the scenario form. */
export const scenario = (spec: ScenarioSpec): SlugsState => unwrap(buildScenario(spec));

/** An action from typed words ("wall at c4", "walls at c4 d4", "untie", "wait"). */
export function typed(words: string): SlugsAction {
  return unwrap(slugs.text!.parseAction!(words, undefined as never, 'en'));
}

export interface Played {
  readonly state: SlugsState;
  /** Every event, in order. */
  readonly events: SlugsEvent[];
}

/** Plays typed moves, each by the seat to act; throws on a refused move. */
export function play(state: SlugsState, ...moves: string[]): Played {
  let s = state;
  const events: SlugsEvent[] = [];
  for (const m of moves) {
    const r = slugs.apply(s, s.current, typed(m));
    if (!r.ok) throw new Error(`${m} on turn ${s.turn}: ${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** Plays `n` waits (each seat in turn). */
export const wait = (state: SlugsState, n: number): Played => play(state, ...Array(n).fill('wait'));

/** Where slug `id` (from 1, reading order) stands, as a cell name. */
export const slugCell = (s: SlugsState, id: number): string => cellName(s.slugs[id - 1]!.at);

/** The hero's cell name. */
export const heroCell = (s: SlugsState): string => (s.hero ? cellName(s.hero.at) : '-');

/** The cells of slug `id`'s remaining planned path. */
export const planOf = (s: SlugsState, id: number): string[] =>
  (s.slugs[id - 1]!.plan?.path ?? []).map(cellName);

export const events = (played: Played, type: SlugsEvent['type']): SlugsEvent[] =>
  played.events.filter((e) => e.type === type);

/** A point from a cell name. */
export const cell = (name: string): { x: number; y: number } => parseCellName(name)!;

/** Applies one action and returns the refusal's code (or 'ok'). */
export function refusal(state: SlugsState, action: unknown, seat: Seat = state.current): string {
  const r = slugs.apply(state, seat, action as SlugsAction);
  return r.ok ? 'ok' : r.error.code;
}
