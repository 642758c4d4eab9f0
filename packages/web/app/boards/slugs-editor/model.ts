/**
 * The level editor's document: the level text is the truth (it is what is saved, shared
 * and played), and painting works on the levels read from it, written back in the
 * canonical form (`formatLevelFile`). Pure functions, no React: paint a cell, change a
 * room's header, resize its map, add or remove a room, start from a blank map.
 */
import type { Point } from '@daedalus/core';
import {
  DEFAULT_STOCK,
  formatLevelFile,
  type Level,
  type LevelFile,
  MAX_SIDE,
  type Mode,
  SLUG_CHARS,
  type Wake,
} from '@daedalus/slugs';

/** What a brush paints: a map character. */
export const TOOLS = ['.', '#', 'X', 'A', 'a', 'B', 'b', 'H', 'h', 'E', 'D'] as const;
export type Tool = (typeof TOOLS)[number];

/** The tools a mode uses (the others would only make the validator complain). */
export const TOOLS_OF: Readonly<Record<Mode, readonly Tool[]>> = {
  defence: ['.', '#', 'X', 'A', 'a'],
  duel: ['.', '#', 'X', 'A', 'a', 'B', 'b'],
  escort: ['.', '#', 'X', 'H', 'h', 'E', 'D'],
};

/** Characters a room holds at most once: painting one elsewhere moves it. */
const SINGLE = 'ABHED';

const replaceAt = (row: string, x: number, ch: string): string => row.slice(0, x) + ch + row.slice(x + 1);

function withRoom(file: LevelFile, room: number, level: Level): LevelFile {
  return { ...file, rooms: file.rooms.map((r, i) => (i === room ? level : r)) };
}

/** Paints a cell; a slug painted with `wake` above 1 wakes on that turn. */
export function paint(file: LevelFile, room: number, at: Point, tool: Tool, wake = 1): LevelFile {
  const level = file.rooms[room];
  if (!level || at.y < 0 || at.y >= level.height || at.x < 0 || at.x >= level.width) return file;
  let rows = level.rows.slice();
  if (SINGLE.includes(tool)) rows = rows.map((row) => (row.includes(tool) ? row.replaceAll(tool, '.') : row));
  rows[at.y] = replaceAt(rows[at.y] as string, at.x, tool);
  let wakes: Wake[] = level.wakes.filter((w) => w.x !== at.x || w.y !== at.y);
  if (SLUG_CHARS.includes(tool) && wake > 1) wakes = [...wakes, { x: at.x, y: at.y, turn: wake }];
  wakes.sort((a, b) => a.y - b.y || a.x - b.x);
  // A wake whose slug was moved away (a single character painted over it) goes too.
  wakes = wakes.filter((w) => SLUG_CHARS.includes(rows[w.y]?.[w.x] ?? ''));
  return withRoom(file, room, { ...level, rows, wakes });
}

export type Header = Partial<Pick<Level, 'name' | 'mode' | 'stock' | 'tied' | 'note'>>;

/** Changes a room's header (a mode change keeps the map: the validator says what no longer fits). */
export function setHeader(file: LevelFile, room: number, patch: Header): LevelFile {
  const level = file.rooms[room];
  if (!level) return file;
  const next: Level = { ...level, ...patch };
  if (patch.mode && patch.mode !== level.mode) {
    const n = level.stock[0] ?? DEFAULT_STOCK;
    return withRoom(file, room, {
      ...next,
      stock: patch.mode === 'duel' ? [n, n] : [n],
      tied: patch.mode === 'escort' && room === 0,
    });
  }
  return withRoom(file, room, next);
}

/** Resizes a room's map: rows and columns are cut at the right and bottom, or added as floor. */
export function resize(file: LevelFile, room: number, width: number, height: number): LevelFile {
  const level = file.rooms[room];
  const w = Math.max(1, Math.min(MAX_SIDE, Math.round(width)));
  const h = Math.max(1, Math.min(MAX_SIDE, Math.round(height)));
  if (!level || (w === level.width && h === level.height)) return file;
  const rows = Array.from({ length: h }, (_, y) => {
    const row = level.rows[y] ?? '';
    return row.length >= w ? row.slice(0, w) : row + '.'.repeat(w - row.length);
  });
  const wakes = level.wakes.filter((k) => k.x < w && k.y < h);
  return withRoom(file, room, { ...level, rows, wakes, width: w, height: h });
}

/** A blank level of a mode: a walled room with what the mode needs, for the validator to be content. */
export function blankLevel(mode: Mode, name: string): Level {
  const maps: Record<Mode, string[]> = {
    defence: [
      'a..........',
      '...........',
      '.....#.....',
      '.....X.....',
      '.....#.....',
      '...........',
      '..........A',
    ],
    duel: [
      'a.........B',
      '...........',
      '.....#.....',
      '....#X#....',
      '.....#.....',
      '...........',
      'A.........b',
    ],
    escort: ['############', '#..........#', '#.......h..#', 'DH...X.....E', '#..........#', '############'],
  };
  const rows = maps[mode];
  return {
    name,
    mode,
    width: rows[0]!.length,
    height: rows.length,
    rows,
    stock: mode === 'duel' ? [DEFAULT_STOCK, DEFAULT_STOCK] : [DEFAULT_STOCK],
    wakes: [],
    tied: mode === 'escort',
    note: '',
  };
}

export const blankFile = (mode: Mode, name: string): LevelFile => ({
  campaign: null,
  rooms: [blankLevel(mode, name)],
});

/** An escort campaign gains a room (a blank one after the others). */
export function addRoom(file: LevelFile, name: string): LevelFile {
  const room: Level = { ...blankLevel('escort', name), tied: false };
  return { campaign: file.campaign ?? file.rooms[0]?.name ?? name, rooms: [...file.rooms, room] };
}

export function removeRoom(file: LevelFile, room: number): LevelFile {
  if (file.rooms.length <= 1) return file;
  const rooms = file.rooms.filter((_, i) => i !== room);
  return { campaign: rooms.length > 1 ? file.campaign : null, rooms };
}

export const textOf = (file: LevelFile): string => formatLevelFile(file);

/** The wake turn of the slug at a cell (1 when the level does not say). */
export const wakeAt = (level: Level, p: Point): number =>
  level.wakes.find((w) => w.x === p.x && w.y === p.y)?.turn ?? 1;
