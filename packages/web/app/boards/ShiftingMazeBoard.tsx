/**
 * The Shifting Maze board: the 10 × 10 maze between the start areas (left) and
 * the far side with the Keys (right). Revealed cubes show their doorways,
 * objects and bodies; Defenders are steel shields lettered A, B, C, Challengers coloured discs that
 * glide between cubes. The viewer's legal actions that aim at a place (move,
 * investigate, rotate, destroy, stun, kill) are played by clicking that place
 * (or Tab + Enter); when a place offers several, a small menu asks which.
 * Arrow keys move, or investigate an unrevealed neighbour. What the latest step
 * changed is animated (see sm-motion.ts): slides, rotations, reveals, cubes leaving.
 */
import { DIRECTIONS, type Direction, type Point, type Seat } from '@daedalus/core';
import { type Cell, defenderLetter, type SmAction, type SmState, type SmView } from '@daedalus/shifting-maze';
import { type CSSProperties, type KeyboardEvent, useMemo } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { type Ghost, mazeMotion, type TileMotion } from './sm-motion.ts';
import { ActionMenu, KEY_DIR, TargetRect, useTargets } from './targets.tsx';

const CELL = 48;
const PAD = 6;
const SIZE = 10;
/** Columns drawn: the start areas (x = -1), the maze, the far side (x = 10). */
const COLS = SIZE + 2;
const ROWS = Array.from({ length: SIZE }, (_, y) => y);
const DELTA: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
};

const left = (x: number) => PAD + (x + 1) * CELL;
const top = (y: number) => PAD + y * CELL;
const centre = (p: Point) => ({ x: left(p.x) + CELL / 2, y: top(p.y) + CELL / 2 });
const key = (p: Point) => `${p.x},${p.y}`;
const door = (doors: number, d: Direction) => (doors & (1 << DIRECTIONS.indexOf(d))) !== 0;

/** The place an action aims at, if it aims at one. */
function placeOf(a: SmAction, view: SmView): Point | null {
  const me = view.you === null ? null : view.challengers[view.you]?.at;
  const near = (d: Direction) => (me ? { x: me.x + DELTA[d].x, y: me.y + DELTA[d].y } : null);
  switch (a.type) {
    case 'move':
    case 'investigate':
    case 'destroyCube':
      return near(a.dir);
    case 'rotate':
      return a.target === 'here' ? (me ?? null) : near(a.target);
    case 'stunDefender':
    case 'destroyDefender':
      return view.defenders.find((d) => d.id === a.defender)?.at ?? null;
    case 'stunChallenger':
    case 'killChallenger':
      return view.challengers[a.seat]?.at ?? null;
    default:
      return null;
  }
}

function Tile({ cell, at }: { cell: Cell; at: Point }) {
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
function motionStyle(m: TileMotion): CSSProperties {
  return {
    '--dx': `${m.dx * CELL}px`,
    '--dy': `${m.dy * CELL}px`,
    '--turn': `${m.turn}deg`,
    '--from-opacity': m.appear ? 0 : 1,
  } as CSSProperties;
}

/** A cube leaving the level: it glides off (or sinks, in Z) and fades. */
function GhostTile({ ghost }: { ghost: Ghost }) {
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

function KeyGlyph({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={4} className="sm-key-shape" />
      <path d="M4 0h9M10 0v4M13 0v3" className="sm-key-shape" />
    </g>
  );
}

function Board({ game, view, legal, onAction, viewer, t, last }: BoardProps<SmView, SmAction, SmState>) {
  const { locale } = useI18n();
  const motion = useMemo(() => mazeMotion(last?.events ?? []), [last]);
  const width = COLS * CELL + PAD * 2;
  const height = SIZE * CELL + PAD * 2;
  const me = view.you === null ? null : (view.challengers[view.you]?.at ?? null);

  const { byPlace, menu, setMenu, choose, open } = useTargets(legal, (a) => placeOf(a, view), onAction);
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const dir = KEY_DIR[e.key];
    if (!onAction || !dir) {
      if (e.key === 'Escape') setMenu(null);
      return;
    }
    const a =
      legal.find((x) => x.type === 'move' && x.dir === dir) ??
      legal.find((x) => x.type === 'investigate' && x.dir === dir);
    if (a) onAction(a);
    e.preventDefault();
  };

  const cells: { at: Point; cell: Cell }[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) cells.push({ at: { x, y }, cell: view.cells[y * SIZE + x] ?? null });

  return (
    <div className="sm-wrap">
      <svg
        className="board sm-board"
        viewBox={`0 0 ${width} ${height}`}
        role="application"
        aria-label={t('play.boardHint')}
        tabIndex={onAction ? 0 : -1}
        onKeyDown={onKey}
        data-testid="board"
      >
        <rect x={left(-1)} y={top(0)} width={CELL} height={SIZE * CELL} className="sm-start" />
        <rect x={left(SIZE)} y={top(0)} width={CELL} height={SIZE * CELL} className="sm-far" />
        {ROWS.map((y) => (
          <KeyGlyph key={`k${y}`} x={left(SIZE) + 14} y={top(y) + CELL / 2} />
        ))}
        {view.challengers.map((c) => (
          <rect
            key={`row${c.seat}`}
            x={left(-1) + 3}
            y={top(c.startRow) + 3}
            width={CELL - 6}
            height={CELL - 6}
            rx={6}
            className="sm-home"
            style={{ stroke: seatColor(c.seat) }}
          />
        ))}
        {cells.map(({ at, cell }) => {
          const m = motion.tiles.get(key(at));
          // A moved cube is drawn anew for its step, so its animation runs once.
          return m ? (
            <g key={`${key(at)}@${last?.step}`} className="sm-move" style={motionStyle(m)}>
              <Tile at={at} cell={cell} />
            </g>
          ) : (
            <Tile key={key(at)} at={at} cell={cell} />
          );
        })}
        {motion.ghosts.map((g) => (
          <GhostTile key={`g${key(g.at)}@${last?.step}`} ghost={g} />
        ))}
        {view.defenders.map((d) => {
          const c = centre(d.at);
          return (
            <g
              key={`d${d.id}`}
              className={`sm-defender${d.stunned ? ' stunned' : ''}`}
              style={{ transform: `translate(${c.x}px, ${c.y}px)` }}
            >
              <path d="M0 -15L13 -8V3Q13 12 0 16Q-13 12 -13 3V-8Z" className="sm-shield" />
              <text textAnchor="middle" dy="0.35em" className="sm-label" data-defender={defenderLetter(d.id)}>
                {defenderLetter(d.id)}
              </text>
            </g>
          );
        })}
        {view.challengers.map((c) => {
          if (!c.at) return null;
          const p = centre(c.at);
          const offset =
            (c.seat % 2 ? 6 : -6) *
            (view.challengers.filter((o) => o.at && key(o.at) === key(c.at as Point)).length > 1 ? 1 : 0);
          return (
            <g
              key={`c${c.seat}`}
              className={`piece${c.seat === viewer ? ' mine' : ''}${c.stunned ? ' stunned' : ''}`}
              style={{ transform: `translate(${p.x + offset}px, ${p.y + offset}px)` }}
              data-piece={c.seat}
              pointerEvents="none"
            >
              <circle r={CELL * 0.26} fill={seatColor(c.seat)} />
              <text textAnchor="middle" dy="0.35em" className="sm-label">
                {c.seat + 1}
              </text>
              {c.items.some((i) => i.kind === 'key') && <KeyGlyph x={6} y={-12} />}
            </g>
          );
        })}
        {[...byPlace.entries()].map(([place, target]) => (
          <TargetRect
            key={`t${place}`}
            game={game}
            locale={locale}
            place={place}
            target={target}
            x={left(target.at.x)}
            y={top(target.at.y)}
            size={CELL}
            className={`sm-target${me !== null && key(me) === place ? ' here' : ''}${menu === place ? ' open' : ''}`}
            onChoose={choose}
          />
        ))}
      </svg>
      {open && onAction && (
        <ActionMenu
          game={game}
          locale={locale}
          actions={open.actions}
          onAction={onAction}
          onClose={() => setMenu(null)}
          closeText={t('common.close')}
        />
      )}
    </div>
  );
}

const AIMED = new Set<SmAction['type']>([
  'move',
  'investigate',
  'rotate',
  'destroyCube',
  'stunDefender',
  'destroyDefender',
  'stunChallenger',
  'killChallenger',
]);

export const shiftingMazeBoard: BoardModule<SmView, SmAction, SmState> = {
  Board,
  current: (v) => (v.phase === 'over' ? [] : [v.reaction?.seat ?? v.current]),
  status: (v, seat: Seat, t) => {
    const c = v.challengers[seat];
    if (!c) return undefined;
    const notes = [
      `${c.pp} PP`,
      ...(c.items.some((i) => i.kind === 'key') ? [t('sm.key')] : []),
      ...(c.at ? [] : [t('sm.dead')]),
      ...(c.stunned ? [t('sm.stunned')] : []),
    ];
    return notes.join(' · ');
  },
  boardOnly: (a) => AIMED.has(a.type),
};
