/**
 * The pictures of the Temple Labyrinth board, shared by the board and its legend: the hall's
 * geometry (user units per edge, a field's corners), rhombus tiles with their walls, snakes and
 * letter, statues, field glyphs (entrances, secret passages, rhombus symbols), figures and the
 * drawn rhombus shown beside the phase.
 */
import type { RhombusPose, Seat } from '@daedalus/core';
import { type FieldView, type Letter, type RhombusView, temple, tileOf } from '@daedalus/temple';
import { seatColor } from '../play/types.ts';
import { type Pt, poseCorners } from './temple-motion.ts';

/** A seat's colour as the rules name it (seat 0 is red). */
export const colourOf = (seat: Seat): string => seatColor(seat, temple);

/** User units per edge. */
export const S = 60;
export const H = Math.sqrt(3) / 2;
/** Room around the hall for handles, in edges. */
export const PAD = 0.7;

export const pts = (ps: readonly Pt[]): string => ps.map((p) => `${p.x * S},${p.y * S}`).join(' ');
export const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function fieldCorners(f: FieldView): Pt[] {
  return f.up
    ? [
        { x: f.x, y: f.y - (2 * H) / 3 },
        { x: f.x + 0.5, y: f.y + H / 3 },
        { x: f.x - 0.5, y: f.y + H / 3 },
      ]
    : [
        { x: f.x, y: f.y + (2 * H) / 3 },
        { x: f.x - 0.5, y: f.y - H / 3 },
        { x: f.x + 0.5, y: f.y - H / 3 },
      ];
}

/** A rhombus's frame: its centre, the unit vector from A to C (long) and from B to D (short). */
function frame(corners: readonly Pt[]): { c: Pt; u: Pt; v: Pt } {
  const [a, b, c, d] = corners as [Pt, Pt, Pt, Pt];
  const lu = Math.hypot(c.x - a.x, c.y - a.y);
  const lv = Math.hypot(d.x - b.x, d.y - b.y);
  return {
    c: mid(a, c),
    u: { x: (c.x - a.x) / lu, y: (c.y - a.y) / lu },
    v: { x: (d.x - b.x) / lv, y: (d.y - b.y) / lv },
  };
}

/** A point of a rhombus: `s` along its long diagonal, `w` along its short one, from its centre. */
function inside(corners: readonly Pt[], s: number, w: number): Pt {
  const { c, u, v } = frame(corners);
  return { x: c.x + u.x * s + v.x * w, y: c.y + u.y * s + v.y * w };
}

/** A snake along the long diagonal of a rhombus, `offset` across it. */
function snakePath(corners: readonly Pt[], offset: number): string {
  const at = (s: number, w: number) => {
    const p = inside(corners, s, w + offset);
    return `${p.x * S} ${p.y * S}`;
  };
  return `M${at(-0.4, 0)}Q${at(-0.28, 0.11)} ${at(-0.14, 0)}Q${at(0, -0.11)} ${at(0.14, 0)}Q${at(0.28, 0.11)} ${at(0.36, 0)}`;
}

/** A rhombus tile: its face, walls, snakes and letter (statues are drawn apart). */
export function Tile({
  corners,
  letter,
  walls,
  snakes,
  target,
  className,
  lettered = true,
}: {
  corners: readonly Pt[];
  letter: Letter;
  walls: readonly number[];
  snakes: number;
  target: boolean;
  className?: string;
  /** Show the tile's letter (not on ghosts and in the legend). */
  lettered?: boolean;
}) {
  const label = inside(corners, 0, -0.29);
  const offsets = snakes === 2 ? [-0.1, 0.14] : snakes === 1 ? [0.04] : [];
  return (
    <g className={className}>
      <polygon points={pts(corners)} className={target ? 'tb-tile tb-target-tile' : 'tb-tile'} />
      {offsets.map((o) => {
        const head = inside(corners, 0.38, o);
        return (
          <g key={`s${o}`} className="tb-snake">
            <path d={snakePath(corners, o)} />
            <circle cx={head.x * S} cy={head.y * S} r={0.045 * S} />
          </g>
        );
      })}
      {walls.map((w) => {
        const a = corners[w % 4]!;
        const b = corners[(w + 1) % 4]!;
        return <line key={`w${w}`} x1={a.x * S} y1={a.y * S} x2={b.x * S} y2={b.y * S} className="tb-wall" />;
      })}
      {lettered && (
        <text x={label.x * S} y={label.y * S} dy="0.35em" textAnchor="middle" className="tb-letter">
          {letter}
        </text>
      )}
    </g>
  );
}

/** A rhombus of the table as it lies. */
export function RhombusTile({ rhombus: r }: { rhombus: RhombusView }) {
  return (
    <Tile
      corners={r.corners}
      letter={r.letter}
      walls={r.walls}
      snakes={r.snakes}
      target={r.kind === 'target'}
    />
  );
}

/** An Inca statue (a small idol) in a player's colour. */
export function Statue({ at, seat }: { at: Pt; seat: Seat }) {
  const x = at.x * S;
  const y = at.y * S;
  return (
    <g className="tb-statue" style={{ fill: colourOf(seat) }}>
      <circle cx={x} cy={y - 7} r={4.2} />
      <path d={`M${x - 5.5} ${y + 8}L${x - 3.5} ${y - 3}H${x + 3.5}L${x + 5.5} ${y + 8}Z`} />
    </g>
  );
}

/** Where the statues stand on a target rhombus: in a row beside its long diagonal. */
export function statueSpots(corners: readonly Pt[], n: number): Pt[] {
  return Array.from({ length: n }, (_, i) => inside(corners, (i - (n - 1) / 2) * 0.23, 0.2));
}

export function FieldGlyph({ f }: { f: FieldView }) {
  const x = f.x * S;
  const y = f.y * S;
  switch (f.kind) {
    case '+':
      return <circle cx={x} cy={y} r={0.13 * S} className="tb-entrance" />;
    case 'o':
      return (
        <path
          className="tb-passage"
          d={`M${x - 7} ${y + 8}V${y - 1}A7 7 0 0 1 ${x + 7} ${y - 1}V${y + 8}Z`}
        />
      );
    case '*':
      return <path className="tb-symbol" d={`M${x} ${y - 10}L${x + 6} ${y}L${x} ${y + 10}L${x - 6} ${y}Z`} />;
    default:
      return null;
  }
}

export function Figure({ at, seat, mine, opacity }: { at: Pt; seat: Seat; mine: boolean; opacity?: number }) {
  return (
    <g
      className={mine ? 'tb-figure mine' : 'tb-figure'}
      transform={`translate(${at.x * S} ${at.y * S})`}
      opacity={opacity}
    >
      {mine && <circle r={0.27 * S} className="tb-figure-ring" />}
      <circle r={0.21 * S} fill={colourOf(seat)} />
      <text dy="0.35em" textAnchor="middle">
        {seat + 1}
      </text>
    </g>
  );
}

// ---------------------------------------------------------------------------------
// The board

/** The drawn rhombus beside the phase (setup), its walls and snakes as it would be laid. */
export function DrawnTile({ letter, turned }: { letter: Letter; turned: boolean }) {
  const tile = tileOf(letter);
  const pose: RhombusPose = turned ? { q: 1, r: 1, d: 3 } : { q: 0, r: 0, d: 0 };
  const corners = poseCorners(pose).map((p) => ({ x: p.x - 0.75, y: p.y - H / 2 }));
  return (
    <svg className="tb-mini" viewBox={`${-1.05 * S} ${-0.6 * S} ${2.1 * S} ${1.2 * S}`} aria-hidden="true">
      <Tile corners={corners} letter={letter} walls={tile.walls} snakes={tile.snakes} target={false} />
    </svg>
  );
}

/**
 * The hall's coordinates, as the fields are named ("a5", "j15"): each row's letter outside the
 * hall at both ends of the row, each column's number in a line above the hall (as the terminal
 * draws it: the columns are straight, the hall's slanted edges are not).
 */
export function HallLabels({ fields, side: n }: { fields: readonly FieldView[]; side: number }) {
  const rows = new Map<string, number[]>();
  const columns = new Map<string, number>();
  for (const f of fields) {
    const [, row = '', column = ''] = /^(\D+)(\d+)$/.exec(f.name) ?? [];
    rows.set(row, [...(rows.get(row) ?? []), f.y]);
    columns.set(column, f.x);
  }
  // The hall's left and right edges at height y.
  const across = (y: number) => n - Math.abs(y) / (2 * H);
  return (
    // For the eye: the places say their fields' names themselves.
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus
    <g className="tb-labels" aria-hidden="true">
      {[...rows].flatMap(([row, ys]) => {
        const y = (Math.min(...ys) + Math.max(...ys)) / 2;
        const x = across(y) + 0.3;
        return [-x, x].map((at) => (
          <text key={`${row}${at}`} x={at * S} y={y * S} dy="0.35em" textAnchor="middle">
            {row}
          </text>
        ));
      })}
      {[...columns].map(([column, x]) => (
        <text key={`c${column}`} x={x * S} y={(-n * H - 0.22) * S} textAnchor="middle">
          {column}
        </text>
      ))}
    </g>
  );
}
