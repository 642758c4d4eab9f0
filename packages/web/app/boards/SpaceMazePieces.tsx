/**
 * The Space Maze pieces in SVG, drawn from the view only: a maze tile with its four coloured
 * doorways (the relic tile silver) and its datapad, the marks between two tiles showing which
 * alien colours the passage lets through (the game's own `passes`), an alien (its body in its
 * colour, ringed in its player's colour, the relic on its head), the relic lying on a tile, and
 * a UFO docked outside the board with the aliens aboard.
 *
 * One tile is `T` user units; positions are board positions (tile x, y).
 */
import type { Point } from '@daedalus/core';
import { ALIENS, type Alien, passes, type TileView } from '@daedalus/space-maze';
import { seatColor } from '../play/types.ts';

export const T = 100;
/** Room around the maze for the UFOs, in user units. */
export const MARGIN = 76;

export const DOOR: Readonly<Record<string, string>> = {
  R: '#d2453a',
  Y: '#e8c13a',
  B: '#3a6fd2',
  S: '#c9ccd3',
};
export const ALIEN_COLOUR: Readonly<Record<Alien, string>> = {
  green: '#3fa34d',
  purple: '#8e4fc4',
  orange: '#ef8a2f',
};

/** Where the k-th alien stands on a tile (slot 0 is the datapad's corner), from the tile's centre. */
export const SLOTS: readonly Point[] = [
  { x: -21, y: -21 },
  { x: 21, y: -21 },
  { x: 21, y: 21 },
  { x: -21, y: 21 },
];
export const PAD_SPOT = SLOTS[0]!;
/** The relic lying on a tile. */
export const RELIC_SPOT: Point = { x: 0, y: 0 };

/** The centre of a board position in user units. */
export const centre = (p: Point): Point => ({ x: p.x * T + T / 2, y: p.y * T + T / 2 });

/** A UFO's saucer: on the board's edge, half a tile out (its docking point is a whole tile out). */
export function ufoCentre(at: Point, size: number): Point {
  const c = centre(at);
  const pull = T / 2 - MARGIN / 2;
  if (at.x < 0) return { x: c.x + pull, y: c.y };
  if (at.x >= size) return { x: c.x - pull, y: c.y };
  if (at.y < 0) return { x: c.x, y: c.y + pull };
  return { x: c.x, y: c.y - pull };
}

/** A doorway on side `k` (0 up … 3 left) of a tile centred at 0, 0. */
function doorway(k: number): string {
  const h = T / 2;
  const outer = 30;
  const inner = 19;
  const depth = 15;
  // Drawn for the top side, then turned.
  const pts = [
    [-outer, -h],
    [outer, -h],
    [inner, -h + depth],
    [-inner, -h + depth],
  ];
  const turn = (k * Math.PI) / 2;
  return pts
    .map(([x, y]) => {
      const rx = x! * Math.cos(turn) - y! * Math.sin(turn);
      const ry = x! * Math.sin(turn) + y! * Math.cos(turn);
      return `${rx.toFixed(1)},${ry.toFixed(1)}`;
    })
    .join(' ');
}

/** A maze tile centred at 0, 0 (the board places and turns it). */
export function Tile({ tile, name }: { tile: TileView; name: string }) {
  const relic = tile.tile === 24;
  const h = T / 2 - 2;
  return (
    <g className={relic ? 'smz-tile relic' : 'smz-tile'}>
      <title>{name}</title>
      <rect x={-h} y={-h} width={2 * h} height={2 * h} rx={7} className="smz-floor" />
      {relic && <circle r={30} className="smz-relic-ring" />}
      {[...tile.sides].map((c, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tile has four sides, known by their place
        <polygon key={k} points={doorway(k)} fill={DOOR[c] ?? '#888'} className="smz-door" />
      ))}
      {tile.datapad && (
        <g className="smz-pad" transform={`translate(${PAD_SPOT.x} ${PAD_SPOT.y})`}>
          <rect x={-13} y={-11} width={26} height={22} rx={4} />
          <path d="M-8 -4H8M-8 1H5M-8 6H2" />
        </g>
      )}
    </g>
  );
}

/**
 * The marks where two tiles meet: a dot for each alien colour the passage lets through (none
 * where two doorways of one colour face each other). The passage rule is the game's.
 */
export function PassageMarks({ board, size }: { board: readonly TileView[]; size: number }) {
  const marks: { key: string; x: number; y: number; colours: Alien[] }[] = [];
  const at = (x: number, y: number) => board[y * size + x];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const a = at(x, y);
      if (!a) continue;
      for (const [dx, dy, side] of [
        [1, 0, 1],
        [0, 1, 2],
      ] as const) {
        const b = at(x + dx, y + dy);
        if (!b || x + dx >= size || y + dy >= size) continue;
        const ca = a.sides[side] as 'R' | 'Y' | 'B' | 'S';
        const cb = b.sides[(side + 2) % 4] as 'R' | 'Y' | 'B' | 'S';
        const colours = ALIENS.filter((c) => passes(c, ca, cb));
        marks.push({
          key: `${x},${y},${side}`,
          x: x * T + T / 2 + (dx * T) / 2,
          y: y * T + T / 2 + (dy * T) / 2,
          colours,
        });
      }
    }
  return (
    <g className="smz-passages">
      {marks.map((m) =>
        m.colours.map((c, i) => {
          const off = (i - (m.colours.length - 1) / 2) * 11;
          const vertical = m.key.endsWith(',1');
          return (
            <circle
              key={`${m.key}${c}`}
              cx={m.x + (vertical ? 0 : off)}
              cy={m.y + (vertical ? off : 0)}
              r={4.6}
              fill={ALIEN_COLOUR[c]}
              className="smz-pass"
            />
          );
        }),
      )}
    </g>
  );
}

/** The Ancient Relic: a golden gem (on a head, smaller). */
export function Relic({ x, y, small, glued }: { x: number; y: number; small?: boolean; glued?: boolean }) {
  const r = small ? 8 : 12;
  return (
    <g className="smz-relic" transform={`translate(${x} ${y})`}>
      {glued && <circle r={r + 4} className="smz-glue" />}
      <polygon points={`0,${-r} ${r * 0.8},0 0,${r} ${-r * 0.8},0`} />
    </g>
  );
}

/** An alien: its colour, ringed in its player's colour (a white line between) with its number, the relic on its head when it wears it. */
export function AlienMark({
  colour,
  seat,
  relic,
  glued,
  selected,
}: {
  colour: Alien;
  seat: number;
  relic: boolean;
  glued: boolean;
  selected: boolean;
}) {
  return (
    <g className={selected ? 'smz-alien selected' : 'smz-alien'}>
      {selected && <circle r={20.5} className="smz-alien-halo" />}
      <circle r={16.5} fill={seatColor(seat)} />
      <circle r={12.5} fill={ALIEN_COLOUR[colour]} className="smz-body" />
      <circle cx={-4.5} cy={-3} r={2.6} className="smz-eye" />
      <circle cx={4.5} cy={-3} r={2.6} className="smz-eye" />
      <text y={9} textAnchor="middle" className="smz-alien-seat">
        {seat + 1}
      </text>
      {relic && <Relic x={0} y={-17} small glued={glued} />}
    </g>
  );
}

/** A UFO in its player's colour, its exit tube towards the docking tile, the aliens aboard. */
export function Ufo({
  seat,
  side,
  aboard,
  selected,
  name,
}: {
  seat: number;
  side: string;
  aboard: readonly Alien[];
  /** The alien aboard picked to move. */
  selected: Alien | null;
  name: string;
}) {
  const horizontal = side === 'up' || side === 'down';
  // The tube points back at the maze.
  const tube = { up: [0, 1], down: [0, -1], left: [1, 0], right: [-1, 0] }[side] ?? [0, 0];
  return (
    <g className="smz-ufo">
      <title>{name}</title>
      <line x1={0} y1={0} x2={tube[0]! * 26} y2={tube[1]! * 26} className="smz-tube" />
      <ellipse
        rx={horizontal ? 30 : 24}
        ry={horizontal ? 17 : 22}
        fill={seatColor(seat)}
        className="smz-saucer"
      />
      <ellipse cy={-4} rx={14} ry={9} className="smz-dome" />
      {aboard.map((c, i) => (
        <g key={c} transform={`translate(${(i - (aboard.length - 1) / 2) * 11} -4)`}>
          {selected === c && <circle r={7.5} className="smz-aboard-halo" />}
          <circle r={4.8} fill={ALIEN_COLOUR[c]} />
        </g>
      ))}
    </g>
  );
}
