/**
 * The pictures of the Shifting Maze board, shared by the board and its legend: the geometry
 * (cells of 48 units, the start-area column left of the maze, the far side right of it,
 * room for the row numbers and column letters), cubes, Keys, Defenders and Challengers.
 */
import { DIRECTIONS, type Direction, type Point, type Seat } from '@daedalus/core';
import type { Cell } from '@daedalus/shifting-maze';
import type { CSSProperties } from 'react';
import { seatColor } from '../play/types.ts';
import type { Ghost, TileMotion } from './sm-motion.ts';

export const CELL = 48;
export const PAD = 6;
/** Room for the row numbers (left) and column letters (above). */
export const MARGIN_X = 20;
export const MARGIN_Y = 20;
export const SIZE = 10;
/** Columns drawn: the start areas (x = -1), the maze, the far side (x = 10). */
export const COLS = SIZE + 2;
export const ROWS = Array.from({ length: SIZE }, (_, y) => y);
export const DELTA: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
};

export const left = (x: number) => MARGIN_X + PAD + (x + 1) * CELL;
export const top = (y: number) => MARGIN_Y + PAD + y * CELL;
export const WIDTH = MARGIN_X + COLS * CELL + PAD * 2;
export const HEIGHT = MARGIN_Y + SIZE * CELL + PAD * 2;

export const centre = (p: Point) => ({ x: left(p.x) + CELL / 2, y: top(p.y) + CELL / 2 });
export const key = (p: Point) => `${p.x},${p.y}`;
export const door = (doors: number, d: Direction) => (doors & (1 << DIRECTIONS.indexOf(d))) !== 0;

export function Tile({ cell, at }: { cell: Cell; at: Point }) {
  const x = left(at.x);
  const y = top(at.y);
  if (cell === null)
    return <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} className="sm-hidden" />;
  if (cell === 'destroyed')
    return (
      <g>
        <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} className="sm-rubble" />
        <path
          className="sm-cross"
          d={`M${x + 10} ${y + 10}L${x + CELL - 10} ${y + CELL - 10}M${x + CELL - 10} ${y + 10}L${x + 10} ${y + CELL - 10}`}
        />
      </g>
    );
  const c = centre(at);
  const half = CELL / 2;
  const paths = DIRECTIONS.filter((d) => door(cell.doors, d))
    .map((d) => `M${c.x} ${c.y}l${DELTA[d].x * half} ${DELTA[d].y * half}`)
    .join('');
  return (
    <g>
      <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} className="sm-tile" />
      <path d={`${paths}M${c.x} ${c.y}h0.01`} className="sm-path" />
      {cell.items.map((item, i) =>
        item.kind === 'key' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: objects in a cube are known by their place
          <KeyGlyph key={`i${i}`} x={x + 8 + i * 10} y={y + 8} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: objects in a cube are known by their place
          <g key={`i${i}`} transform={`translate(${x + 4 + i * 12} ${y + 4})`}>
            <rect width={10} height={14} rx={2} className="sm-cell-shape" />
            <text x={5} y={11} textAnchor="middle" className="sm-cell-text">
              {item.pp}
            </text>
          </g>
        ),
      )}
      {cell.bodies.map((b, i) => (
        <path
          key={`b${b.seat}`}
          className="sm-body"
          d={`M${x + CELL - 12 - i * 9} ${y + CELL - 12}l7 7m0 -7l-7 7`}
          style={{ stroke: seatColor(b.seat) }}
        />
      ))}
    </g>
  );
}

/** A cube's animation from its motion: CSS custom properties read by `.sm-move`. */
export function motionStyle(m: TileMotion): CSSProperties {
  return {
    '--dx': `${m.dx * CELL}px`,
    '--dy': `${m.dy * CELL}px`,
    '--turn': `${m.turn}deg`,
    '--from-opacity': m.appear ? 0 : 1,
  } as CSSProperties;
}

/** A cube leaving the level: it glides off (or sinks, in Z) and fades. */
export function GhostTile({ ghost }: { ghost: Ghost }) {
  const cell: Cell = ghost.doors === null ? null : { doors: ghost.doors, items: [], bodies: [] };
  return (
    <g
      className="sm-ghost"
      style={{ '--dx': `${ghost.dx * CELL}px`, '--dy': `${ghost.dy * CELL}px` } as CSSProperties}
    >
      <Tile at={ghost.at} cell={cell} />
    </g>
  );
}

export function KeyGlyph({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={4} className="sm-key-shape" />
      <path d="M4 0h9M10 0v4M13 0v3" className="sm-key-shape" />
    </g>
  );
}

/** A Defender: a steel shield with its letter. */
export function DefenderShield({ letter }: { letter: string }) {
  return (
    <>
      <path d="M0 -15L13 -8V3Q13 12 0 16Q-13 12 -13 3V-8Z" className="sm-shield" />
      <text textAnchor="middle" dy="0.35em" className="sm-label" data-defender={letter}>
        {letter}
      </text>
    </>
  );
}

/** A Challenger: a disc in its player's colour with the player's number. */
export function ChallengerDisc({ seat }: { seat: Seat }) {
  return (
    <>
      <circle r={CELL * 0.26} fill={seatColor(seat)} />
      <text textAnchor="middle" dy="0.35em" className="sm-label">
        {seat + 1}
      </text>
    </>
  );
}
