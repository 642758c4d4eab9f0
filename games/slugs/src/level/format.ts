/**
 * The level text format: header lines, then the map, one character a cell. A campaign
 * (escort) is several rooms separated by a line `---`.
 *
 *   ; a comment
 *   campaign: Out of the Lab        (first room of a campaign only)
 *   name: The Corridor
 *   mode: defence                   (defence | duel | escort; else implied by the map)
 *   stock: 3                        (walls at the start; a duel may give two numbers)
 *   wake: c1 3, f1 6                (slugs waking later than turn 1: cell and turn)
 *   tied: yes                       (escort: the hero starts tied to his post)
 *   note: Lure them into the machine.
 *   map:
 *   a...#...
 *   ..X.#..A
 *
 * `readLevelText` reports every syntax problem it finds, with its line and column;
 * `formatLevelFile` writes the canonical text, which reads back to the same levels.
 */
import { cellName, MAX_SIDE, parseCellName } from '../cells.ts';
import {
  impliedMode,
  type Level,
  type LevelFile,
  type LevelProblem,
  MAP_CHARS,
  MODES,
  type Mode,
  SLUG_CHARS,
  type Wake,
} from './types.ts';

/** Stock when the header does not give one. */
export const DEFAULT_STOCK = 3;
export const MAX_STOCK = 99;
export const MAX_WAKE = 999;
export const MAX_NAME = 80;
export const MAX_NOTE = 300;

export interface ReadLevel {
  /** The levels, or null when a syntax error leaves nothing sensible to build. */
  readonly file: LevelFile | null;
  /** Syntax problems (all errors), in text order. */
  readonly problems: readonly LevelProblem[];
  /** For each room, the 1-based text line of each map row: where a cell stands in the text. */
  readonly rowLines: readonly (readonly number[])[];
}

interface Section {
  firstLine: number;
  lines: { text: string; line: number }[];
}

const KEYS = ['campaign', 'name', 'mode', 'stock', 'wake', 'tied', 'note'] as const;
type Key = (typeof KEYS)[number];

function splitSections(text: string): Section[] {
  const sections: Section[] = [{ firstLine: 1, lines: [] }];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '---') sections.push({ firstLine: line + 1, lines: [] });
    else sections[sections.length - 1]!.lines.push({ text: raw.replace(/\s+$/, ''), line });
  });
  return sections;
}

const isMapRow = (t: string): boolean => t.length > 0 && [...t].every((c) => MAP_CHARS.includes(c));

export function readLevelText(text: string): ReadLevel {
  const problems: LevelProblem[] = [];
  const rowLines: number[][] = [];
  const rooms: Level[] = [];
  let campaign: string | null = null;
  const sections = splitSections(text);
  sections.forEach((section, room) => {
    const err = (code: string, message: string, line: number, column?: number): void => {
      problems.push({
        severity: 'error',
        code,
        message: `line ${line}${column !== undefined ? `, column ${column}` : ''}: ${message}`,
        line,
        ...(column !== undefined ? { column } : {}),
        ...(sections.length > 1 ? { room } : {}),
      });
    };
    const seen = new Set<Key>();
    const header: Partial<Record<Key, { value: string; line: number; column: number }>> = {};
    const rows: string[] = [];
    const lines: number[] = [];
    let stage: 'header' | 'map' | 'after' = 'header';
    for (const { text: t, line } of section.lines) {
      if (stage === 'header') {
        const trimmed = t.trim();
        if (trimmed === '' || trimmed.startsWith(';')) continue;
        if (/^map\s*:\s*$/i.test(trimmed)) {
          stage = 'map';
          continue;
        }
        const m = /^(\s*)([A-Za-z]+)\s*:\s*(.*)$/.exec(t);
        if (!m) {
          if (isMapRow(trimmed)) {
            stage = 'map';
          } else {
            err('level/syntax', 'expected a header line such as "name: …" or the line "map:"', line, 1);
            continue;
          }
        } else {
          const key = (m[2] as string).toLowerCase() as Key;
          const column = (m[1] as string).length + 1;
          if (!KEYS.includes(key)) {
            err('level/unknown-key', `"${m[2]}" is not a header key (${KEYS.join(', ')})`, line, column);
          } else if (seen.has(key)) {
            err('level/repeated-key', `"${key}" is given twice`, line, column);
          } else {
            seen.add(key);
            header[key] = { value: (m[3] as string).trim(), line, column: t.indexOf(m[3] as string) + 1 };
          }
          continue;
        }
      }
      if (stage === 'map') {
        if (t.trim() === '') {
          stage = 'after';
          continue;
        }
        const badAt = [...t].findIndex((c) => !MAP_CHARS.includes(c));
        if (badAt >= 0) {
          err(
            'level/unknown-char',
            `"${t[badAt]}" is not a map character (use ${[...MAP_CHARS].join(' ')})`,
            line,
            badAt + 1,
          );
        }
        rows.push(t);
        lines.push(line);
        continue;
      }
      if (t.trim() !== '' && !t.trim().startsWith(';'))
        err('level/after-map', 'text after the map (separate rooms with a line "---")', line, 1);
    }
    rowLines.push(lines);
    const level = buildRoom(section, room, rows, lines, header, err);
    if (header.campaign) {
      if (room > 0)
        err('level/campaign-key', '"campaign" belongs in the first room only', header.campaign.line);
      else campaign = header.campaign.value || null;
    }
    if (level) rooms.push(level);
  });
  if (campaign === null && sections.length > 1) campaign = 'Campaign';
  const ok = problems.length === 0 && rooms.length === sections.length;
  return { file: ok ? { campaign, rooms } : null, problems, rowLines };
}

type Err = (code: string, message: string, line: number, column?: number) => void;
type Header = Partial<Record<Key, { value: string; line: number; column: number }>>;

function buildRoom(
  section: Section,
  room: number,
  rows: string[],
  lines: number[],
  header: Header,
  err: Err,
): Level | null {
  const where = section.lines[0]?.line ?? section.firstLine;
  if (rows.length === 0) {
    err('level/no-map', 'this room has no map (write "map:" and then its rows)', where);
    return null;
  }
  const width = rows[0]!.length;
  let broken = false;
  rows.forEach((r, y) => {
    if (r.length !== width) {
      err('level/ragged', `this row has ${r.length} cells, the first row has ${width}`, lines[y]!);
      broken = true;
    }
  });
  if (width > MAX_SIDE || rows.length > MAX_SIDE) {
    err(
      'level/too-large',
      `the map is ${width}×${rows.length}; at most ${MAX_SIDE}×${MAX_SIDE} cells`,
      lines[0]!,
    );
    broken = true;
  }
  let mode: Mode = impliedMode(rows);
  const m = header.mode;
  if (m) {
    if ((MODES as readonly string[]).includes(m.value)) mode = m.value as Mode;
    else err('level/mode', `"${m.value}" is not a mode (defence, duel or escort)`, m.line, m.column);
  }
  const name = header.name?.value ?? 'Untitled';
  if (header.name && (name === '' || name.length > MAX_NAME))
    err('level/name', `a name has 1 to ${MAX_NAME} characters`, header.name.line, header.name.column);
  const note = header.note?.value ?? '';
  if (note.length > MAX_NOTE)
    err('level/note', `a note has at most ${MAX_NOTE} characters`, header.note!.line, header.note!.column);
  const stock = readStock(header, mode, err);
  const tied = readTied(header, mode, room, err);
  const wakes = broken ? [] : readWakes(header, rows, err);
  if (broken || !stock) return null;
  return { name, mode, width, height: rows.length, rows, stock, wakes, tied, note };
}

function readStock(header: Header, mode: Mode, err: Err): number[] | null {
  const seats = mode === 'duel' ? 2 : 1;
  const s = header.stock;
  if (!s) return Array.from({ length: seats }, () => DEFAULT_STOCK);
  const parts = s.value.split(/[\s,]+/).filter(Boolean);
  const nums = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  if (nums.length === 0 || nums.some((n) => !(n >= 0 && n <= MAX_STOCK))) {
    err('level/stock', `stock is a number of walls from 0 to ${MAX_STOCK}`, s.line, s.column);
    return null;
  }
  if (nums.length > seats) {
    err(
      'level/stock',
      seats === 1 ? `a ${mode} level gives one stock` : 'a duel gives one stock for both or one each',
      s.line,
      s.column,
    );
    return null;
  }
  return seats === 2 && nums.length === 1 ? [nums[0]!, nums[0]!] : nums;
}

function readTied(header: Header, mode: Mode, room: number, err: Err): boolean {
  const t = header.tied;
  if (!t) return mode === 'escort' && room === 0;
  const v = t.value.toLowerCase();
  if (!['yes', 'no', 'true', 'false'].includes(v)) {
    err('level/tied', '"tied" is yes or no', t.line, t.column);
    return false;
  }
  if (mode !== 'escort') {
    err('level/tied', 'only an escort room has a hero to tie', t.line, t.column);
    return false;
  }
  return v === 'yes' || v === 'true';
}

function readWakes(header: Header, rows: readonly string[], err: Err): Wake[] {
  const w = header.wake;
  if (!w || w.value === '') return [];
  const out: Wake[] = [];
  let column = w.column;
  for (const part of w.value.split(',')) {
    const entry = part.trim();
    const col = column + part.indexOf(entry);
    column += part.length + 1;
    const m = /^([A-Za-z]{1,2}\d{1,3})\s*[\s=:]\s*(\d{1,4})$/.exec(entry);
    const p = m ? parseCellName(m[1] as string) : null;
    if (!m || !p) {
      err('level/wake', `"${entry}" is not "cell turn", e.g. "c4 3"`, w.line, col);
      continue;
    }
    const turn = Number(m[2]);
    const ch = rows[p.y]?.[p.x];
    if (ch === undefined) err('level/wake', `${cellName(p)} is outside the map`, w.line, col);
    else if (!SLUG_CHARS.includes(ch)) err('level/wake', `there is no slug at ${cellName(p)}`, w.line, col);
    else if (turn < 1 || turn > MAX_WAKE)
      err('level/wake', `a slug wakes on a turn from 1 to ${MAX_WAKE}`, w.line, col);
    else if (out.some((o) => o.x === p.x && o.y === p.y))
      err('level/wake', `${cellName(p)} is given twice`, w.line, col);
    else if (turn > 1) out.push({ x: p.x, y: p.y, turn });
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The canonical text of one level (no campaign line). */
export function formatLevel(level: Level): string {
  const lines = [`name: ${level.name}`, `mode: ${level.mode}`, `stock: ${level.stock.join(' ')}`];
  if (level.wakes.length > 0)
    lines.push(`wake: ${level.wakes.map((w) => `${cellName(w)} ${w.turn}`).join(', ')}`);
  if (level.mode === 'escort') lines.push(`tied: ${level.tied ? 'yes' : 'no'}`);
  if (level.note) lines.push(`note: ${level.note}`);
  lines.push('map:', ...level.rows);
  return lines.join('\n');
}

/** The canonical text of a level file; `readLevelText` reads it back to the same file. */
export function formatLevelFile(file: LevelFile): string {
  const rooms = file.rooms.map(formatLevel);
  const head = file.campaign !== null ? `campaign: ${file.campaign}\n` : '';
  return `${head}${rooms.join('\n---\n')}\n`;
}
