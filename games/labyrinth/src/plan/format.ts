/**
 * The text plan format: ASCII art a person can read and write, that round-trips exactly
 * with the canonical JSON plan (`parsePlan(printPlan(p))` equals `normalizePlan(p)`, and
 * `printPlan(parsePlan(t))` equals `t` for every printed `t`).
 *
 * ```
 * labyrinth 4x3 cell 4
 * +----+----+----+----+
 * | L*   W  | R>   D
 * +    +----+    +    +
 * | H    Pa1  R^ | L+ |
 * +----+    +----+    +
 *      | Pa2  E    L  |
 *      +----+~~~~+----+
 * ```
 * - Header `labyrinth <width>x<height>`, followed by ` cell <n>` when the cells are wider
 *   than 3 characters (the printer widens them when a cell's text needs it).
 * - Then 2·height + 1 lines: border lines (`+` corners, a segment of `n` characters per
 *   column) alternating with cell lines (a side character, then `n` characters of content
 *   per column, then the last side).
 * - Between two cells a side is `|` / `---` (an inner wall) or blank (no wall).
 *   On the outline a side is `|` / `---` (indestructible wall), `~` / `~~~` (closed exit,
 *   can be blown up) or blank (open exit).
 * - Cell content: a blank field is a position outside the labyrinth (masked). Otherwise,
 *   after optional spaces: the type letter L H W P R D E (land, hospital, weaponry, pit,
 *   river, delta, encephalitis); for a river its flow arrow `^ > v <`; for a pit its loop
 *   label (`a`, `b`, … `z`, `aa`, …) and its 1-based number in that loop (`Pa1` falls into
 *   `Pa2`, the last pit of a loop into the first); then one `*` per true treasure and one
 *   `+` per fake treasure lying there.
 * - Lines may lose their trailing spaces; blank lines before the header and after the grid
 *   are ignored.
 */
import {
  DIRECTIONS,
  type Direction,
  fail,
  ok,
  type Point,
  type Result,
  type RuleError,
} from '@daedalus/core';
import { checkStructure, MAX_PLAN_SIDE, normalizePlan } from './json.ts';
import { exitAt, indexOfPoint, isCell } from './query.ts';
import { CELL_CODES, CELL_TYPES, type CellType, type Exit, type Plan, type Treasure } from './types.ts';

const ARROWS: Readonly<Record<Direction, string>> = { up: '^', right: '>', down: 'v', left: '<' };
const ARROW_DIRS: Readonly<Record<string, Direction>> = { '^': 'up', '>': 'right', v: 'down', '<': 'left' };
const TYPE_OF_CODE: Readonly<Record<string, CellType>> = Object.fromEntries(
  CELL_TYPES.map((t) => [CELL_CODES[t], t]),
);

/** The label of pit loop number `i` (0-based): a … z, aa … az, ba … (bijective base 26). */
export function loopLabel(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(97 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function labelIndex(label: string): number {
  let n = 0;
  for (const ch of label) n = n * 26 + (ch.charCodeAt(0) - 96);
  return n - 1;
}

/** The text of one cell: type letter, river arrow or pit label, treasure marks. */
function cellText(plan: Plan, p: Point, pitNames: Map<number, string>): string {
  const i = indexOfPoint(plan, p);
  const type = plan.cells[i] as CellType;
  let s = CELL_CODES[type];
  if (type === 'river') {
    const f = plan.flow[i];
    if (f !== null && f !== undefined) s += ARROWS[f];
  } else if (type === 'pit') s += pitNames.get(i) ?? '';
  let trues = '';
  let fakes = '';
  for (const t of plan.treasures)
    if (t.at.x === p.x && t.at.y === p.y) {
      if (t.true) trues += '*';
      else fakes += '+';
    }
  return s + trues + fakes;
}

/** Prints a structurally sound plan (see `checkStructure`) in the text format. */
export function printPlan(input: Plan): string {
  const plan = normalizePlan(input);
  const { width: w, height: h } = plan;
  const pitNames = new Map<number, string>();
  plan.pitLoops.forEach((loop, li) => {
    loop.forEach((p, k) => {
      pitNames.set(indexOfPoint(plan, p), `${loopLabel(li)}${k + 1}`);
    });
  });
  const texts: string[] = [];
  let longest = 0;
  for (let i = 0; i < w * h; i++) {
    const p = { x: i % w, y: Math.floor(i / w) };
    const t = isCell(plan, p) ? cellText(plan, p, pitNames) : '';
    texts.push(t);
    longest = Math.max(longest, t.length);
  }
  const cw = Math.max(3, longest + 1);
  const cell = (x: number, y: number): boolean => isCell(plan, { x, y });
  const outline = (p: Point, d: Direction, wall: string, closed: string): string => {
    const e = exitAt(plan, p, d);
    return e === undefined ? wall : e.open ? ' '.repeat(wall.length) : closed;
  };
  const lines = [`labyrinth ${w}x${h}${cw === 3 ? '' : ` cell ${cw}`}`];
  for (let y = 0; y <= h; y++) {
    let border = '';
    for (let x = 0; x <= w; x++) {
      const touches = cell(x - 1, y - 1) || cell(x, y - 1) || cell(x - 1, y) || cell(x, y);
      border += touches ? '+' : ' ';
      if (x === w) break;
      const a = cell(x, y - 1);
      const b = cell(x, y);
      const wall = '-'.repeat(cw);
      const closed = '~'.repeat(cw);
      if (a && b) border += plan.wallDown[indexOfPoint(plan, { x, y: y - 1 })] ? wall : ' '.repeat(cw);
      else if (a) border += outline({ x, y: y - 1 }, 'down', wall, closed);
      else if (b) border += outline({ x, y }, 'up', wall, closed);
      else border += ' '.repeat(cw);
    }
    lines.push(border.trimEnd());
    if (y === h) break;
    let row = '';
    for (let x = 0; x <= w; x++) {
      const a = cell(x - 1, y);
      const b = cell(x, y);
      if (a && b) row += plan.wallRight[indexOfPoint(plan, { x: x - 1, y })] ? '|' : ' ';
      else if (a) row += outline({ x: x - 1, y }, 'right', '|', '~');
      else if (b) row += outline({ x, y }, 'left', '|', '~');
      else row += ' ';
      if (x === w) break;
      const t = texts[y * w + x] as string;
      row += t === '' ? ' '.repeat(cw) : ` ${t}`.padEnd(cw, ' ');
    }
    lines.push(row.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

const syntax = (line: number, column: number, expected: string, found: string): Result<never, RuleError> =>
  fail('plan/text-syntax', `line ${line}, column ${column}: expected ${expected}, found ${found}`, {
    line,
    column,
    expected,
    found,
  });

const shown = (s: string | undefined): string =>
  s === undefined || s === '' ? 'the end of the line' : s.trim() === '' ? 'a blank' : `'${s}'`;

interface PitMark {
  readonly label: string;
  readonly number: number;
  readonly at: Point;
  readonly line: number;
  readonly column: number;
}

/** Parses the text format into a canonical plan, or says where the text is wrong and what was expected. */
export function parsePlan(text: string): Result<Plan, RuleError> {
  const lines = text.split(/\r?\n/);
  let ln = 0;
  while (ln < lines.length && (lines[ln] as string).trim() === '') ln++;
  if (ln === lines.length) return syntax(1, 1, "a header such as 'labyrinth 5x5'", 'an empty text');
  const header = (lines[ln] as string).trim();
  const m = /^labyrinth (\d+)x(\d+)(?: cell (\d+))?$/.exec(header);
  if (m === null)
    return syntax(ln + 1, 1, "a header such as 'labyrinth 5x5' or 'labyrinth 5x5 cell 4'", shown(header));
  const w = Number(m[1]);
  const h = Number(m[2]);
  const cw = m[3] === undefined ? 3 : Number(m[3]);
  if (w < 1 || h < 1 || w > MAX_PLAN_SIDE || h > MAX_PLAN_SIDE)
    return syntax(ln + 1, 11, `a size between 1x1 and ${MAX_PLAN_SIDE}x${MAX_PLAN_SIDE}`, `${w}x${h}`);
  if (cw < 3 || cw > 40)
    return syntax(ln + 1, header.indexOf('cell') + 6, 'a cell width from 3 to 40', `${cw}`);
  const full = w * (cw + 1) + 1;
  const first = ln + 1; // index of the top border line
  const grid: string[] = [];
  for (let k = 0; k < 2 * h + 1; k++) {
    const raw = lines[first + k];
    const lineNo = first + k + 1;
    if (raw === undefined)
      return syntax(lineNo, 1, k % 2 === 0 ? 'a border line' : 'a line of cells', 'the end of the text');
    const line = raw.replace(/\s+$/, '');
    if (line.length > full) return syntax(lineNo, full + 1, 'the end of the line', shown(line[full]));
    grid.push(line.padEnd(full, ' '));
  }
  for (let k = first + 2 * h + 1; k < lines.length; k++)
    if ((lines[k] as string).trim() !== '')
      return syntax(k + 1, 1, 'the end of the plan (the grid has ended)', shown((lines[k] as string).trim()));

  // Pass 1: cell contents, which also give the mask.
  const n = w * h;
  const mask: boolean[] = new Array(n).fill(false);
  const cells: CellType[] = new Array(n).fill('land');
  const flow: (Direction | null)[] = new Array(n).fill(null);
  const treasures: Treasure[] = [];
  const pits: PitMark[] = [];
  for (let y = 0; y < h; y++) {
    const line = grid[2 * y + 1] as string;
    const lineNo = first + 2 * y + 2;
    for (let x = 0; x < w; x++) {
      const start = x * (cw + 1) + 1;
      const field = line.slice(start, start + cw);
      if (field.trim() === '') continue;
      const i = y * w + x;
      mask[i] = true;
      const lead = field.length - field.trimStart().length;
      const token = field.trim();
      const col = (k: number): number => start + lead + k + 1;
      if (/\s/.test(token)) {
        const k = token.search(/\s/);
        return syntax(lineNo, col(k), 'no space inside a cell', 'a space');
      }
      const type = TYPE_OF_CODE[token[0] as string];
      if (type === undefined)
        return syntax(
          lineNo,
          col(0),
          'a cell type letter L, H, W, P, R, D or E (or a blank outside cell)',
          shown(token[0]),
        );
      cells[i] = type;
      let k = 1;
      if (type === 'river' && token[k] !== undefined && ARROW_DIRS[token[k] as string] !== undefined) {
        flow[i] = ARROW_DIRS[token[k] as string] as Direction;
        k++;
      } else if (type === 'pit') {
        const pm = /^([a-z]+)(\d+)/.exec(token.slice(k));
        if (pm !== null) {
          const num = Number(pm[2]);
          if (num < 1 || pm[2]!.startsWith('0'))
            return syntax(
              lineNo,
              col(k + pm[1]!.length),
              'a pit number from 1 without leading zeros',
              shown(pm[2]),
            );
          pits.push({ label: pm[1]!, number: num, at: { x, y }, line: lineNo, column: col(k) });
          k += pm[0].length;
        } else if (/^[a-z]/.test(token.slice(k)))
          return syntax(
            lineNo,
            col(k + (/^[a-z]+/.exec(token.slice(k))?.[0].length ?? 0)),
            'the pit number after the loop label',
            shown(token[k + 1]),
          );
      }
      for (; k < token.length; k++) {
        const ch = token[k] as string;
        if (ch === '*') treasures.push({ at: { x, y }, true: true });
        else if (ch === '+') treasures.push({ at: { x, y }, true: false });
        else {
          const what =
            type === 'river'
              ? "a flow arrow (^ > v <) right after R, or treasure marks '*' (true) and '+' (fake)"
              : type === 'pit'
                ? "a loop label and number (e.g. Pa1) right after P, or treasure marks '*' and '+'"
                : "treasure marks '*' (true) and '+' (fake)";
          return syntax(lineNo, col(k), what, shown(ch));
        }
      }
    }
  }
  if (!mask.includes(true)) return syntax(first + 2, 2, 'at least one cell in the grid', 'only blank fields');
  const shape = { width: w, height: h, mask };
  const isC = (x: number, y: number): boolean => isCell(shape, { x, y });

  // Pass 2: sides and corners.
  const wallRight: boolean[] = new Array(n).fill(false);
  const wallDown: boolean[] = new Array(n).fill(false);
  const exits: Exit[] = [];
  const side = (
    chars: string,
    lineNo: number,
    column: number,
    a: Point | null,
    b: Point | null,
    horizontal: boolean,
  ): Result<'wall' | 'none', RuleError> => {
    const wallCh = horizontal ? '-' : '|';
    const uniform = [...chars].every((c) => c === chars[0]);
    const kind = uniform ? chars[0] : undefined;
    const inner = a !== null && b !== null;
    const wallName = horizontal ? `'${'-'.repeat(chars.length)}'` : `'|'`;
    const closedName = horizontal ? `'${'~'.repeat(chars.length)}'` : `'~'`;
    if (a === null && b === null) {
      if (chars.trim() === '') return ok('none');
      return syntax(lineNo, column, 'blanks between positions outside the labyrinth', shown(chars.trim()[0]));
    }
    if (inner) {
      if (kind === wallCh) return ok('wall');
      if (kind === ' ') return ok('none');
      return syntax(
        lineNo,
        column,
        `${wallName} (inner wall) or blanks (no wall) between two cells`,
        shown(chars),
      );
    }
    const c = (a ?? b) as Point;
    const d: Direction = horizontal ? (a !== null ? 'down' : 'up') : a !== null ? 'right' : 'left';
    if (kind === wallCh) return ok('none');
    if (kind === '~' || kind === ' ') {
      exits.push({ at: c, side: d, open: kind === ' ' });
      return ok('none');
    }
    return syntax(
      lineNo,
      column,
      `${wallName} (wall), ${closedName} (closed exit) or blanks (open exit) on the outline`,
      shown(chars),
    );
  };
  for (let y = 0; y <= h; y++) {
    const line = grid[2 * y] as string;
    const lineNo = first + 2 * y + 1;
    for (let x = 0; x <= w; x++) {
      const col0 = x * (cw + 1);
      const corner = line[col0] as string;
      const touches = isC(x - 1, y - 1) || isC(x, y - 1) || isC(x - 1, y) || isC(x, y);
      if (corner !== '+' && (touches || corner !== ' '))
        return syntax(lineNo, col0 + 1, touches ? "a corner '+'" : "a corner '+' or a blank", shown(corner));
      if (x === w) break;
      const a = isC(x, y - 1) ? { x, y: y - 1 } : null;
      const b = isC(x, y) ? { x, y } : null;
      const r = side(line.slice(col0 + 1, col0 + 1 + cw), lineNo, col0 + 2, a, b, true);
      if (!r.ok) return r;
      if (r.value === 'wall') wallDown[(y - 1) * w + x] = true;
    }
    if (y === h) break;
    const row = grid[2 * y + 1] as string;
    for (let x = 0; x <= w; x++) {
      const col0 = x * (cw + 1);
      const a = isC(x - 1, y) ? { x: x - 1, y } : null;
      const b = isC(x, y) ? { x, y } : null;
      const r = side(row[col0] as string, lineNo + 1, col0 + 1, a, b, false);
      if (!r.ok) return r;
      if (r.value === 'wall') wallRight[y * w + x - 1] = true;
    }
  }

  // Pit loops from their labels.
  const loops = new Map<number, PitMark[]>();
  for (const p of pits) {
    const li = labelIndex(p.label);
    const list = loops.get(li) ?? [];
    list.push(p);
    loops.set(li, list);
  }
  const pitLoops: Point[][] = [];
  for (const li of [...loops.keys()].sort((a, b) => a - b)) {
    const marks = (loops.get(li) as PitMark[]).slice().sort((a, b) => a.number - b.number);
    for (let k = 0; k < marks.length; k++) {
      const mk = marks[k] as PitMark;
      if (mk.number !== k + 1) {
        const dup = mk.number === marks[k - 1]?.number;
        return syntax(
          mk.line,
          mk.column,
          dup
            ? `a different number: pit ${mk.label}${mk.number} appears twice`
            : `pit ${mk.label}${k + 1} (loop ${mk.label} must be numbered 1, 2, 3… without gaps)`,
          `${mk.label}${mk.number}`,
        );
      }
    }
    pitLoops.push(marks.map((mk) => mk.at));
  }
  exits.sort(
    (a, b) => a.at.y - b.at.y || a.at.x - b.at.x || DIRECTIONS.indexOf(a.side) - DIRECTIONS.indexOf(b.side),
  );
  const plan: Plan = normalizePlan({
    width: w,
    height: h,
    mask,
    cells,
    wallRight,
    wallDown,
    exits,
    flow,
    pitLoops,
    treasures,
  });
  const issues = checkStructure(plan);
  if (issues.length > 0)
    return fail('plan/bad-structure', `not a sound plan: ${issues.map((i) => i.message).join('; ')}`, issues);
  return ok(plan);
}
