/**
 * The Labyrinth board. A player never sees the plan: the board shows the outline,
 * what the game master told this seat (its start cell, cells it ordered, cells it
 * asked about) and, in Sketch mode, the player's private sketch over the outline —
 * cell marks and walls they deduced, stored in this browser only. Start choices,
 * peeks and cell orders are played by clicking a cell; moves are told in words
 * (the text box) or with the buttons beside the board. After the game (and in
 * replays) the real plan and everyone's place are revealed.
 */
import { DIRECTIONS, type Direction, type Point, type Seat } from '@daedalus/core';
import {
  CELL_CODES,
  CELL_TYPES,
  type CellType,
  type LabyrinthAction,
  type LabyrinthEvent,
  type LabyrinthState,
  type LabyrinthView,
  type Plan,
} from '@daedalus/labyrinth';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { LabPlanMarks } from './lab-plan-marks.tsx';
import { sideKey, useSketch } from './sketch.ts';
import { ActionMenu, KEY_DIR, TargetRect, useTargets } from './targets.tsx';

const CELL = 56;
const PAD = 16;
const DELTA: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
};
const MARKS = [...CELL_TYPES.map((c) => CELL_CODES[c]), '?'];
const TYPE_OF_CODE = Object.fromEntries(CELL_TYPES.map((c) => [CELL_CODES[c], c])) as Record<
  string,
  CellType
>;
const CELL_FILL: Record<CellType, string> = {
  land: '#e9dfc6',
  hospital: '#f4c7c3',
  weaponry: '#c9c9d6',
  pit: '#6b5b4b',
  river: '#9cc7e6',
  delta: '#7fb0d8',
  encephalitis: '#c5dca0',
};
const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
const x0 = (x: number) => PAD + x * CELL;
const y0 = (y: number) => PAD + y * CELL;

const typeName = (type: CellType, t: Translate) => t(`lab.${type}` as 'lab.land');

function cellOf(a: LabyrinthAction): Point | null {
  return a.type === 'start' || a.type === 'peek' || a.type === 'reorder' ? a.cell : null;
}

/** The real plan, after the game: cell types, walls, exits, treasures, rivers. */
function PlanLayer({ plan, inside }: { plan: Plan; inside: (p: Point) => boolean }) {
  const parts: React.JSX.Element[] = [];
  for (let y = 0; y < plan.height; y++)
    for (let x = 0; x < plan.width; x++) {
      const p = { x, y };
      if (!inside(p)) continue;
      const i = y * plan.width + x;
      const type = plan.cells[i] ?? 'land';
      parts.push(
        <g key={`c${x},${y}`}>
          <rect x={x0(x)} y={y0(y)} width={CELL} height={CELL} fill={CELL_FILL[type]} />
          <text x={x0(x) + 5} y={y0(y) + 14} className={type === 'pit' ? 'lab-code on-dark' : 'lab-code'}>
            {CELL_CODES[type]}
          </text>
        </g>,
      );
      const flow = plan.flow[i];
      if (flow) {
        const c = { x: x0(x) + CELL / 2, y: y0(y) + CELL / 2 };
        const d = DELTA[flow];
        parts.push(
          <path
            key={`f${x},${y}`}
            className="lab-flow"
            d={`M${c.x - d.x * 14} ${c.y - d.y * 14}L${c.x + d.x * 14} ${c.y + d.y * 14}M${c.x + d.x * 14 - d.y * 6 - d.x * 6} ${c.y + d.y * 14 - d.x * 6 - d.y * 6}L${c.x + d.x * 14} ${c.y + d.y * 14}L${c.x + d.x * 14 + d.y * 6 - d.x * 6} ${c.y + d.y * 14 + d.x * 6 - d.y * 6}`}
          />,
        );
      }
      if (plan.wallRight[i] && x < plan.width - 1 && inside({ x: x + 1, y }))
        parts.push(<path key={`r${x},${y}`} className="lab-wall" d={`M${x0(x + 1)} ${y0(y)}v${CELL}`} />);
      if (plan.wallDown[i] && y < plan.height - 1 && inside({ x, y: y + 1 }))
        parts.push(<path key={`d${x},${y}`} className="lab-wall" d={`M${x0(x)} ${y0(y + 1)}h${CELL}`} />);
    }
  for (const [l, loop] of plan.pitLoops.entries())
    for (const [n, p] of loop.entries())
      parts.push(
        <text key={`p${l}-${n}`} x={x0(p.x) + CELL - 6} y={y0(p.y) + 14} className="lab-pit" textAnchor="end">
          {`${l + 1}.${n + 1}`}
        </text>,
      );
  for (const e of plan.exits) {
    const d = DELTA[e.side];
    const cx = x0(e.at.x) + CELL / 2 + (d.x * CELL) / 2;
    const cy = y0(e.at.y) + CELL / 2 + (d.y * CELL) / 2;
    const along = d.x === 0 ? `M${cx - 16} ${cy}h32` : `M${cx} ${cy - 16}v32`;
    parts.push(
      <path
        key={`e${e.at.x},${e.at.y},${e.side}`}
        className={e.open ? 'lab-exit open' : 'lab-exit'}
        d={along}
      />,
    );
  }
  for (const tr of plan.treasures)
    parts.push(
      <circle
        key={`t${tr.at.x},${tr.at.y},${tr.true}`}
        cx={x0(tr.at.x) + CELL / 2}
        cy={y0(tr.at.y) + CELL / 2 + 12}
        r={tr.true ? 7 : 5}
        className={tr.true ? 'lab-treasure true' : 'lab-treasure'}
      />,
    );
  return <g className="lab-plan">{parts}</g>;
}

function Board({
  game,
  view,
  legal,
  onAction,
  reveal,
  viewer,
  t,
  storageKey,
}: BoardProps<LabyrinthView, LabyrinthAction, LabyrinthState>) {
  const { locale } = useI18n();
  const { width, height, mask } = view.outline;
  const inside = (p: Point) =>
    p.x >= 0 &&
    p.y >= 0 &&
    p.x < width &&
    p.y < height &&
    (mask === null || mask[p.y * width + p.x] !== false);
  const plan = reveal?.plan ?? view.revealed?.plan ?? null;
  const positions = reveal ? reveal.players.map((p) => p.at) : (view.revealed?.positions ?? null);
  const canSketch = Boolean(storageKey) && typeof viewer === 'number' && !plan;
  const { sketch, mark, toggleSide, clear } = useSketch(canSketch ? storageKey : undefined);
  const [mode, setMode] = useState<'play' | 'sketch'>('play');
  const [cursor, setCursor] = useState<Point>({ x: 0, y: 0 });
  const sketching = canSketch && mode === 'sketch';
  const {
    byPlace: byCell,
    menu,
    setMenu,
    choose,
    open,
  } = useTargets(legal, cellOf, sketching ? undefined : onAction);

  const cycle = (p: Point) => {
    const now = sketch.cells[`${p.x},${p.y}`];
    const next = now === undefined ? MARKS[0] : MARKS[MARKS.indexOf(now) + 1];
    mark(p, next ?? null);
  };
  const onSketchClick = (p: Point, e: MouseEvent<SVGRectElement>) => {
    setCursor(p);
    const box = e.currentTarget.getBoundingClientRect();
    const rx = (e.clientX - box.left) / box.width;
    const ry = (e.clientY - box.top) / box.height;
    const edge: Direction | null =
      ry < 0.2 ? 'up' : ry > 0.8 ? 'down' : rx < 0.2 ? 'left' : rx > 0.8 ? 'right' : null;
    if (edge) toggleSide(sideKey(p, edge, width, height));
    else cycle(p);
  };
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    if (!sketching) return;
    const dir = KEY_DIR[e.key];
    if (dir && e.shiftKey) toggleSide(sideKey(cursor, dir, width, height));
    else if (dir) {
      const q = { x: cursor.x + DELTA[dir].x, y: cursor.y + DELTA[dir].y };
      if (inside(q)) setCursor(q);
    } else if (e.key === 'Delete' || e.key === 'Backspace') mark(cursor, null);
    else if (MARKS.includes(e.key.toUpperCase())) mark(cursor, e.key.toUpperCase());
    else if (e.key === 'Enter' || e.key === ' ') cycle(cursor);
    else return;
    e.preventDefault();
  };

  const cells: Point[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inside({ x, y })) cells.push({ x, y });
  const outer: string[] = [];
  const grid: string[] = [];
  for (const p of cells)
    for (const d of DIRECTIONS) {
      const q = { x: p.x + DELTA[d].x, y: p.y + DELTA[d].y };
      const line =
        d === 'up'
          ? `M${x0(p.x)} ${y0(p.y)}h${CELL}`
          : d === 'down'
            ? `M${x0(p.x)} ${y0(p.y + 1)}h${CELL}`
            : d === 'left'
              ? `M${x0(p.x)} ${y0(p.y)}v${CELL}`
              : `M${x0(p.x + 1)} ${y0(p.y)}v${CELL}`;
      if (!inside(q)) outer.push(line);
      else if (d === 'right' || d === 'down') grid.push(line);
    }
  const sideLine = (k: string) => {
    const [xs, ys, d] = k.split(',');
    const x = Number(xs);
    const y = Number(ys);
    if (d?.startsWith('right')) return `M${x0(x + 1)} ${y0(y)}v${CELL}`;
    if (d?.startsWith('down')) return `M${x0(x)} ${y0(y + 1)}h${CELL}`;
    if (d === 'left') return `M${x0(x)} ${y0(y)}v${CELL}`;
    return `M${x0(x)} ${y0(y)}h${CELL}`;
  };
  const me = view.me;
  const pieces = (positions ?? []).flatMap((at, seat) => (at && inside(at) ? [{ seat, at }] : []));

  return (
    <div className="lab-wrap">
      {canSketch && (
        <div className="lab-modes" role="radiogroup" aria-label={t('lab.sketch')}>
          {(['play', 'sketch'] as const).map((m) => (
            <label key={m} className={mode === m ? 'on' : undefined} data-testid={`mode-${m}`}>
              <input type="radio" name="lab-mode" checked={mode === m} onChange={() => setMode(m)} />
              {t(m === 'play' ? 'lab.play' : 'lab.sketch')}
            </label>
          ))}
          {sketching && (
            <button type="button" className="subtle" onClick={clear}>
              {t('lab.clear')}
            </button>
          )}
        </div>
      )}
      <svg
        className={`board lab-board${sketching ? ' sketching' : ''}`}
        viewBox={`0 0 ${width * CELL + PAD * 2} ${height * CELL + PAD * 2}`}
        role="application"
        aria-label={sketching ? t('lab.sketchHint') : t('play.boardHint')}
        tabIndex={onAction || sketching ? 0 : -1}
        onKeyDown={onKey}
        data-testid="board"
      >
        {cells.map((p) => (
          <rect
            key={`bg${p.x},${p.y}`}
            x={x0(p.x)}
            y={y0(p.y)}
            width={CELL}
            height={CELL}
            className="lab-cell"
          />
        ))}
        {plan && <PlanLayer plan={plan} inside={inside} />}
        <path d={grid.join('')} className="lab-grid" />
        <path d={outer.join('')} className="lab-outline" />
        {canSketch && (
          <g className="lab-sketch" data-testid="sketch">
            {Object.entries(sketch.cells).map(([k, v]) => {
              const [x, y] = k.split(',').map(Number) as [number, number];
              const type = TYPE_OF_CODE[v];
              return (
                <g key={`m${k}`}>
                  {type && (
                    <rect
                      x={x0(x) + 4}
                      y={y0(y) + 4}
                      width={CELL - 8}
                      height={CELL - 8}
                      rx={8}
                      fill={CELL_FILL[type]}
                      opacity={0.55}
                    />
                  )}
                  <text
                    x={x0(x) + CELL / 2}
                    y={y0(y) + CELL / 2 + 8}
                    textAnchor="middle"
                    className="lab-mark"
                  >
                    {v}
                  </text>
                </g>
              );
            })}
            {Object.keys(sketch.sides).map((k) => (
              <path key={`s${k}`} d={sideLine(k)} className="lab-pencil" />
            ))}
          </g>
        )}
        {me?.peeked.map((q) => (
          <text
            key={`pk${q.cell.x},${q.cell.y}`}
            x={x0(q.cell.x) + CELL - 5}
            y={y0(q.cell.y) + CELL - 6}
            textAnchor="end"
            className="lab-told"
          >
            {`?${CELL_CODES[q.type]}`}
            <title>{typeName(q.type, t)}</title>
          </text>
        ))}
        {me?.orderedCells.map((c) => (
          <text key={`o${c.x},${c.y}`} x={x0(c.x) + 5} y={y0(c.y) + CELL - 6} className="lab-told">
            O<title>{t('lab.ordered')}</title>
          </text>
        ))}
        {me && (me.startCell ?? me.startChoice) && (
          <g style={{ color: seatColor(me.seat) }}>
            <circle
              className="lab-start-dot"
              cx={x0((me.startCell ?? me.startChoice)!.x) + 14}
              cy={y0((me.startCell ?? me.startChoice)!.y) + 30}
              r={10}
            />
            <text
              x={x0((me.startCell ?? me.startChoice)!.x) + 14}
              y={y0((me.startCell ?? me.startChoice)!.y) + 34}
              textAnchor="middle"
              className="lab-label"
            >
              S
            </text>
            <title>{t('lab.start')}</title>
          </g>
        )}
        {pieces.map(({ seat, at }) => (
          <g
            key={`pos${seat}`}
            className="piece"
            style={{
              // Right of the start badge (left, under the cell's letter), below a pit's loop
              // number (top right), above a treasure (bottom middle).
              transform: `translate(${x0(at.x) + 35 + (seat % 3) * 5}px, ${y0(at.y) + 24}px)`,
            }}
          >
            <circle r={11} fill={seatColor(seat)} />
            <text textAnchor="middle" dy="0.35em" className="lab-label">
              {seat + 1}
            </text>
          </g>
        ))}
        {sketching &&
          cells.map((p) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's way to sketch; the keyboard's is the board's cursor (onKey)
            <rect
              key={`sk${p.x},${p.y}`}
              x={x0(p.x)}
              y={y0(p.y)}
              width={CELL}
              height={CELL}
              className={`lab-hit${same(p, cursor) ? ' cursor' : ''}`}
              onClick={(e) => onSketchClick(p, e)}
              data-cell={`${p.x},${p.y}`}
            />
          ))}
        {[...byCell.entries()].map(([k, target]) => (
          <TargetRect
            key={`t${k}`}
            game={game}
            locale={locale}
            place={k}
            target={target}
            x={x0(target.at.x)}
            y={y0(target.at.y)}
            size={CELL}
            className={`lab-target${menu === k ? ' open' : ''}`}
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
      {(sketching || plan) && (
        <div className="lab-legend" data-testid="lab-legend">
          {sketching && <p className="muted small">{t('lab.sketchHint')}</p>}
          <ul aria-label={t('lab.legend')}>
            {CELL_TYPES.map((c) => (
              <li key={c}>
                <span
                  className="lab-swatch"
                  style={{ background: CELL_FILL[c], ...(c === 'pit' ? { color: '#fff' } : {}) }}
                >
                  {CELL_CODES[c]}
                </span>
                {typeName(c, t)}
              </li>
            ))}
            {plan && <LabPlanMarks t={t} seat={me ? me.seat : null} />}
            {sketching && (
              <li>
                <span className="lab-swatch">?</span>
                {t('lab.unknown')}
              </li>
            )}
          </ul>
        </div>
      )}
      {me && (
        <p className="lab-status" data-testid="lab-status">
          {t('lab.status', {
            health: t(me.status.health === 'healthy' ? 'lab.healthy' : 'lab.wounded'),
            bullets: me.status.bullets,
            grenades: me.status.grenades,
          })}
        </p>
      )}
      <details className="as-text">
        <summary>{t('lab.asText')}</summary>
        <pre>{game.text?.render(view, locale)}</pre>
      </details>
    </div>
  );
}

/** The bare movements and the simple requests: the buttons beside the board. */
function common(a: LabyrinthAction): boolean {
  if (a.type === 'move') return !a.before && !a.after && !a.report;
  // A thinking break (B.9) is offered only while a move clock runs: a button then.
  return a.type === 'skip' || a.type === 'status' || a.type === 'break';
}

export const labyrinthBoard: BoardModule<LabyrinthView, LabyrinthAction, LabyrinthState> = {
  Board,
  current: (v) =>
    v.phase === 'over'
      ? []
      : v.turn !== null
        ? [v.turn]
        : v.seats.filter((s) => !s.chosen && s.condition === 'playing').map((s) => s.seat),
  status: (v, seat: Seat, t) => {
    const s = v.seats[seat];
    if (!s) return undefined;
    if (s.condition === 'dead') return t('sm.dead');
    if (s.condition === 'lost') return '—';
    return s.startType ? typeName(s.startType, t) : undefined;
  },
  boardOnly: (a) => cellOf(a) !== null,
  common,
  speaker: (e) => {
    const ev = e as LabyrinthEvent;
    return ev.type === 'labyrinth/move' || ev.type === 'labyrinth/skip' ? ev.seat : null;
  },
};
