/**
 * Rooms. A map (a defence or duel level, or a room of an escort campaign) is loaded into
 * the state by `loadRoom`. In a campaign, the hero stepping onto the exit door leaves the
 * room: the turn ends there (no walls appear, his stress does not change) and the next
 * room begins at its turn 1 — its own walls, stock and slugs; walls still on their way in
 * the old room are lost. The hero keeps his stress; the place where he last saw a slug is
 * forgotten; he stands on the next room's hero cell, untied unless that room says he
 * is tied. Through the last room's exit the campaign is won.
 */
import type { Point, RngState } from '@daedalus/core';
import {
  cellsOf,
  charAt,
  type Level,
  type LevelFile,
  type Mode,
  quarryOf,
  seatsOf,
  wakeTurn,
} from '../level/types.ts';
import { MAX_STRESS, type Slug, type SlugsOptions, type SlugsState } from '../types.ts';
import type { Ctx } from './board.ts';
import { finish } from './outcome.ts';
import { nearestVisible } from './sight.ts';

const TERRAIN: Record<string, string> = { X: 'X', A: 'A', B: 'B', E: 'E', D: 'D' };

/** The static terrain of a level: machines, bases and doors; the rest is floor. */
export function terrainOf(level: Level): string {
  return level.rows.map((r) => [...r].map((c) => TERRAIN[c] ?? '.').join('')).join('');
}

export function wallsOf(level: Level): string {
  return level.rows.map((r) => r.replace(/[^#]/g, '.')).join('');
}

export function slugsOf(level: Level): Slug[] {
  return cellsOf(level, 'abh').map((p, id) => ({
    id,
    at: p,
    hunts: quarryOf(charAt(level, p)),
    wakes: wakeTurn(level, p),
    alive: true,
    plan: null,
  }));
}

/** Puts room `index` of the state's rooms on the board; the hero keeps `stress`. */
export function loadRoom(s: SlugsState, index: number, stress: number = MAX_STRESS): void {
  const level = s.rooms[index] as Level;
  s.room = index;
  s.width = level.width;
  s.height = level.height;
  s.terrain = terrainOf(level);
  s.walls = wallsOf(level);
  s.stock = level.stock.slice();
  s.returning = [];
  s.transit = [];
  s.slugs = slugsOf(level);
  const heroAt: Point | undefined = cellsOf(level, 'H')[0];
  s.hero = heroAt ? { at: heroAt, tied: level.tied, stress, lastSeen: null } : null;
  s.turn = 1;
  s.current = 0;
  s.sawAtStart = nearestVisible(s) !== null;
}

/** A new game on the first room of `file`. */
export function freshState(options: SlugsOptions, mode: Mode, file: LevelFile, rng: RngState): SlugsState {
  const first = file.rooms[0] as Level;
  const s: SlugsState = {
    options,
    rng,
    mode,
    seats: seatsOf(mode),
    campaign: file.campaign,
    rooms: file.rooms.slice(),
    room: 0,
    width: first.width,
    height: first.height,
    terrain: '',
    walls: '',
    turn: 1,
    turnsBefore: 0,
    current: 0,
    stock: [],
    returning: [],
    transit: [],
    slugs: [],
    hero: null,
    sawAtStart: false,
    result: null,
  };
  loadRoom(s, 0);
  return s;
}

export function leaveRoom(ctx: Ctx): void {
  const { s } = ctx;
  const name = s.rooms[s.room]?.name ?? '';
  ctx.events.push({ type: 'room/left', audience: 'all', room: s.room, name });
  if (s.room + 1 >= s.rooms.length) {
    finish(ctx, { reason: 'campaign-won', winners: [0], draw: false });
    return;
  }
  s.turnsBefore += s.turn;
  loadRoom(s, s.room + 1, s.hero?.stress ?? MAX_STRESS);
  const next = s.rooms[s.room] as Level;
  ctx.events.push({ type: 'room/entered', audience: 'all', room: s.room, name: next.name });
}
