/** Shared helpers of the rule tests: positions from the scenario form, actions applied or refused, typed commands. */
import { type Direction, dirIndex, hashJson, unwrap } from '@daedalus/core';
import { expect } from 'vitest';
import { spaceMaze } from './game.ts';
import { alienCell, boardSize, cellName } from './rules/board.ts';
import { hasDatapad, rotateSides, TILES } from './rules/tiles.ts';
import { buildScenario, type ScenarioSpec } from './scenario.ts';
import type { Alien, SmAction, SmEvent, SmState } from './types.ts';

export const scenario = (spec: ScenarioSpec): SmState => unwrap(buildScenario(spec));

export function play(s: SmState, seat: number, a: SmAction): { state: SmState; events: SmEvent[] } {
  const r = unwrap(spaceMaze.apply(s, seat, a));
  return { state: r.state, events: [...r.events] };
}

/** Plays a list of actions (or typed commands) for their seats; returns the last state and every event. */
export function playAll(
  s: SmState,
  moves: readonly (readonly [number, SmAction | string])[],
): { state: SmState; events: SmEvent[] } {
  let state = s;
  const events: SmEvent[] = [];
  for (const [seat, a] of moves) {
    const action = typeof a === 'string' ? command(state, seat, a) : a;
    const r = play(state, seat, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** A typed command read from the seat's view. */
export function command(s: SmState, seat: number, text: string): SmAction {
  return unwrap(spaceMaze.text!.parseAction!(text, spaceMaze.view(s, seat), 'en'));
}

/** The refusal's code; the state must be exactly as it was. */
export function rejects(s: SmState, seat: number, a: SmAction): string {
  const before = hashJson(s);
  const r = spaceMaze.apply(s, seat, a);
  expect(hashJson(s)).toBe(before);
  if (r.ok) throw new Error(`expected ${JSON.stringify(a)} to be refused`);
  expect(r.error.message.length).toBeGreaterThan(10);
  return r.error.code;
}

export const types = (events: readonly SmEvent[]): string[] => events.map((e) => e.type);

/** Where an alien stands ("b3"), or "ufo". */
export function where(s: SmState, seat: number, alien: Alien): string {
  const c = alienCell(s, { seat, alien });
  return c === null ? 'ufo' : cellName(boardSize(s), c);
}

/** The legal actions in words. */
export const legalWords = (s: SmState, seat: number): string[] =>
  spaceMaze.legalActions(s, seat).map((a) => spaceMaze.text!.formatAction(a, 'en'));

/** A board of `?` tiles (drawn from the seed) with the named cells given: `{ b2: 'RYBB' }`. */
export function boardWith(tiles: Readonly<Record<string, string>>, size = 5): string[] {
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => '?'));
  for (const [name, t] of Object.entries(tiles)) rows[Number(name[1]) - 1]![name.charCodeAt(0) - 97] = t;
  return rows.map((r) => r.join(' '));
}

/**
 * Tiles for hand-made boards: each call gives the sides of a tile not given before (the game has
 * one of each) whose named sides have the named colours; `pad` asks for a datapad tile (by default
 * a tile without one), written with its `*`.
 */
export function tileMaker(): (want: Partial<Record<Direction, 'R' | 'Y' | 'B'>>, pad?: boolean) => string {
  const used = new Set<number>();
  return (want, pad = false) => {
    for (let tile = 0; tile < TILES.length; tile++) {
      if (used.has(tile) || hasDatapad(tile) !== pad) continue;
      for (let q = 0; q < 4; q++) {
        const sides = rotateSides(TILES[tile]!, q);
        if (Object.entries(want).every(([d, c]) => sides[dirIndex(d as Direction)] === c)) {
          used.add(tile);
          return pad ? `${sides}*` : sides;
        }
      }
    }
    throw new Error(`no tile left with ${JSON.stringify(want)}${pad ? ' and a datapad' : ''}`);
  };
}
