/**
 * The Labyrinth board. A player never sees the plan: the board shows the outline,
 * what the game master told this seat (its start cell, cells it ordered, cells it
 * asked about) and, in Sketch mode, the player's private sketch over the outline —
 * cell marks, walls, "I am here", river arrows, pit-loop numbers, treasures and exits
 * they deduced, stored in this browser only. Start choices, peeks and cell orders are
 * played by clicking a cell; the plain moves with the arrow pad beside the board (or the
 * arrow keys), whole moves in words (the text box). Beside the board stays the game
 * master's latest answer to this player and his status as last told; with the table's
 * `notebook` option, the notebook of everyone's moves. After the game (and in replays)
 * the real plan and everyone's place are revealed.
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
  languageOf,
  type Plan,
  statusLine,
} from '@daedalus/labyrinth';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { pointed } from '../i18n/touch.ts';
import { useCoarsePointer } from '../play/pointer.ts';
import { nameSeats } from '../play/seat-names.ts';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { LabyrinthNotebook } from './LabyrinthNotebook.tsx';
import { LabyrinthPad, plainMove } from './LabyrinthPad.tsx';
import { CELL_FILL, SketchMarks } from './LabyrinthSketchMarks.tsx';
import { arrowPath, CELL, DELTA, edgeAt, PAD, piecePlaces, same, x0, y0 } from './lab-geometry.ts';
import { aboutSeat } from './lab-heard.ts';
import { LabPlanMarks } from './lab-plan-marks.tsx';
import { sideKey, useSketch } from './sketch.ts';
import { ActionMenu, KEY_DIR, TargetRect, useTargets } from './targets.tsx';

const MARKS = [...CELL_TYPES.map((c) => CELL_CODES[c]), '?'];
/** What a click on the sketch draws. */
const TOOLS = ['cell', 'here', 'flow', 'pit', 'treasure', 'exit'] as const;
type Tool = (typeof TOOLS)[number];
const FLOW_CYCLE: readonly (Direction | null)[] = [...DIRECTIONS, null];
/** The next value of a cycle after `now` (from the start when `now` is not in it). */
const after = <T,>(cycle: readonly T[], now: T | undefined): T =>
  cycle[(cycle.indexOf(now as T) + 1) % cycle.length] as T;

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
      if (flow) parts.push(<path key={`f${x},${y}`} className="lab-flow" d={arrowPath(p, flow)} />);
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

/** How far beyond its exit's wall a player who ended outside is drawn (and the board's extra margin). */
const OUTSIDE = 16;

function Board({
  game,
  view,
  legal,
  onAction,
  reveal,
  viewer,
  t,
  storageKey,
  heard,
  names,
}: BoardProps<LabyrinthView, LabyrinthAction, LabyrinthState>) {
  const { locale } = useI18n();
  // "Tap" on a touch screen, "Click" with a mouse, as the frame's own hint says.
  const touch = useCoarsePointer();
  const { width, height, mask } = view.outline;
  const inside = (p: Point) =>
    p.x >= 0 &&
    p.y >= 0 &&
    p.x < width &&
    p.y < height &&
    (mask === null || mask[p.y * width + p.x] !== false);
  const plan = reveal?.plan ?? view.revealed?.plan ?? null;
  const positions = reveal ? reveal.players.map((p) => p.at) : (view.revealed?.positions ?? null);
  // After the game, who ended outside (an escaped winner) is drawn beyond the exit they left by.
  const outside = reveal ? reveal.players.map((p) => p.outside) : (view.revealed?.outside ?? []);
  const canSketch = Boolean(storageKey) && typeof viewer === 'number' && !plan;
  const { sketch, mark, put, toggleSide, toggleIn, setHere, clear } = useSketch(
    canSketch ? storageKey : undefined,
  );
  const [mode, setMode] = useState<'play' | 'sketch'>('play');
  const [tool, setTool] = useState<Tool>('cell');
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
  const key = (p: Point) => `${p.x},${p.y}`;
  const turnFlow = (p: Point) => put('flows', key(p), after(FLOW_CYCLE, sketch.flows[key(p)] ?? null));
  const countPit = (p: Point) => {
    const n = (sketch.pits[key(p)] ?? 0) + 1;
    put('pits', key(p), n > 9 ? null : n);
  };
  /** An exit mark on side `d` of `p`, where the outline runs. */
  const toggleExit = (p: Point, d: Direction) => {
    if (!inside({ x: p.x + DELTA[d].x, y: p.y + DELTA[d].y }))
      toggleIn('exits', sideKey(p, d, width, height));
  };
  const onSketchClick = (p: Point, e: MouseEvent<SVGRectElement>) => {
    setCursor(p);
    const box = e.currentTarget.getBoundingClientRect();
    const rx = (e.clientX - box.left) / box.width;
    const ry = (e.clientY - box.top) / box.height;
    if (tool === 'here') setHere(p);
    else if (tool === 'flow') turnFlow(p);
    else if (tool === 'pit') countPit(p);
    else if (tool === 'treasure') toggleIn('treasures', key(p));
    else if (tool === 'exit') {
      // The nearest side of the cell.
      const near: [number, Direction][] = [
        [ry, 'up'],
        [1 - ry, 'down'],
        [rx, 'left'],
        [1 - rx, 'right'],
      ];
      near.sort((a, b) => a[0] - b[0]);
      toggleExit(p, (near[0] as [number, Direction])[1]);
    } else {
      const edge = edgeAt(rx, ry);
      if (edge) toggleSide(sideKey(p, edge, width, height));
      else cycle(p);
    }
  };
  /** Playing: the arrow keys walk the focus over the highlighted cells (Enter chooses one). */
  const onTargetKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const dir = KEY_DIR[e.key];
    if (!dir || byCell.size === 0) return;
    const svg = e.currentTarget;
    const focus = (k: string) =>
      (svg.querySelector(`.lab-target[data-cell="${k}"]`) as SVGElement | null)?.focus();
    const at = (document.activeElement as Element | null)?.getAttribute('data-cell');
    const from = at ? byCell.get(at)?.at : undefined;
    // The keys are the board's here: they play no move.
    e.preventDefault();
    e.stopPropagation();
    if (!from) return focus([...byCell.keys()][0] as string);
    for (let q = { x: from.x + DELTA[dir].x, y: from.y + DELTA[dir].y }; ; ) {
      if (q.x < 0 || q.y < 0 || q.x >= width || q.y >= height) return;
      if (byCell.has(key(q))) return focus(key(q));
      q = { x: q.x + DELTA[dir].x, y: q.y + DELTA[dir].y };
    }
  };
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    if (!sketching) return onTargetKey(e);
    const dir = KEY_DIR[e.key];
    if (dir && e.altKey) toggleExit(cursor, dir);
    else if (dir && e.shiftKey) toggleSide(sideKey(cursor, dir, width, height));
    else if (dir) {
      const q = { x: cursor.x + DELTA[dir].x, y: cursor.y + DELTA[dir].y };
      if (inside(q)) setCursor(q);
    } else if (e.key === 'Delete' || e.key === 'Backspace') mark(cursor, null);
    else if (e.key === 'i' || e.key === 'I') setHere(cursor);
    else if (e.key === 'f' || e.key === 'F') turnFlow(cursor);
    else if (e.key === 't' || e.key === 'T') toggleIn('treasures', key(cursor));
    else if (/^[0-9]$/.test(e.key)) put('pits', key(cursor), e.key === '0' ? null : Number(e.key));
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
  const me = view.me;
  const startAt = me ? (me.startCell ?? me.startChoice) : null;
  const start = me && startAt ? { seat: me.seat, at: startAt } : null;
  const pieces = (positions ?? []).flatMap((at, seat) => (at && inside(at) ? [{ seat, at }] : []));
  const escaped = outside.flatMap((exit, seat) => {
    if (!exit || positions?.[seat]) return [];
    const d = DELTA[exit.side];
    const beyond = CELL / 2 + OUTSIDE;
    const x = x0(exit.at.x) + CELL / 2 + d.x * beyond + (d.x === 0 ? (seat % 3) * 8 - 8 : 0);
    const y = y0(exit.at.y) + CELL / 2 + d.y * beyond + (d.y === 0 ? (seat % 3) * 8 - 8 : 0);
    return [{ seat, x, y }];
  });
  const margin = escaped.length > 0 ? OUTSIDE : 0;

  const seat = typeof viewer === 'number' ? viewer : null;
  const playing = view.phase === 'play' && seat !== null && !plan;

  return (
    <div className="lab-wrap" data-testid="board">
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
      {sketching && (
        <div className="lab-tools" role="radiogroup" aria-label={t('lab.tool')}>
          {TOOLS.map((k) => (
            <label key={k} className={tool === k ? 'on' : undefined} data-testid={`tool-${k}`}>
              <input type="radio" name="lab-tool" checked={tool === k} onChange={() => setTool(k)} />
              {t(`lab.tool.${k}` as 'lab.tool.cell')}
            </label>
          ))}
        </div>
      )}
      {sketching && (
        <p className="muted small lab-tool-hint">
          {t(pointed(tool === 'cell' ? 'lab.sketchHint' : (`lab.hint.${tool}` as 'lab.hint.here'), touch))}
          {/* The keys, for a mouse's screen: the frame's touch hint leaves the keyboard out too. */}
          {!touch && ` ${t('lab.sketchKeys')}`}
        </p>
      )}
      <div className="lab-play">
        <svg
          className={`board lab-board${sketching ? ' sketching' : ''}`}
          viewBox={`${-margin} ${-margin} ${width * CELL + (PAD + margin) * 2} ${height * CELL + (PAD + margin) * 2}`}
          role="application"
          aria-label={
            sketching
              ? `${t(pointed('lab.sketchHint', touch))} ${t('lab.sketchKeys')}`
              : byCell.size > 0
                ? t(touch ? 'play.boardHintTouch' : 'play.boardHint')
                : t('lab.keys')
          }
          tabIndex={byCell.size > 0 || sketching ? 0 : -1}
          onKeyDown={onKey}
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
          {canSketch && <SketchMarks sketch={sketch} t={t} />}
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
          {start && (
            <g style={{ color: seatColor(start.seat) }}>
              <circle className="lab-start-dot" cx={x0(start.at.x) + 14} cy={y0(start.at.y) + 30} r={10} />
              <text x={x0(start.at.x) + 14} y={y0(start.at.y) + 34} textAnchor="middle" className="lab-label">
                S
              </text>
              <title>{t('lab.start')}</title>
            </g>
          )}
          {piecePlaces(pieces).map(({ seat: s, x, y, r }) => (
            <g
              key={`pos${s}`}
              className="piece"
              data-ended={s}
              style={{ transform: `translate(${x}px, ${y}px)` }}
            >
              <circle r={r} fill={seatColor(s)} />
              <text textAnchor="middle" dy="0.35em" className="lab-label">
                {s + 1}
              </text>
            </g>
          ))}
          {escaped.map(({ seat: s, x, y }) => (
            <g
              key={`out${s}`}
              className="piece"
              style={{ transform: `translate(${x}px, ${y}px)` }}
              data-outside={s}
            >
              <circle r={11} fill={seatColor(s)} />
              <text textAnchor="middle" dy="0.35em" className="lab-label">
                {s + 1}
              </text>
              <title>{t('lab.markOutside')}</title>
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
        {(playing || me) && (
          <div className="lab-beside">
            {playing && seat !== null && (
              <LabyrinthPad
                game={game}
                locale={locale}
                seat={seat}
                legal={legal}
                heard={heard ?? []}
                onAction={sketching ? undefined : onAction}
                t={t}
              />
            )}
            {me && (
              <p className="lab-status" data-testid="lab-status">
                {me.status.condition === 'playing'
                  ? t('lab.told', { status: statusLine(me.status, languageOf(locale).board) })
                  : languageOf(locale).status[me.status.condition]}
              </p>
            )}
          </div>
        )}
      </div>
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
      {view.options.notebook && heard && view.phase !== 'start' && (
        <LabyrinthNotebook
          game={game}
          heard={heard}
          order={view.order}
          names={names ?? []}
          me={seat}
          locale={locale}
          t={t}
        />
      )}
      {(sketching || plan) && (
        <div className="lab-legend" data-testid="lab-legend">
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
            {plan && <LabPlanMarks t={t} seat={me ? me.seat : null} outside={escaped.length > 0} />}
            {sketching && (
              <li>
                <span className="lab-swatch">?</span>
                {t('lab.unknown')}
              </li>
            )}
          </ul>
        </div>
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
  if (a.type === 'move') return plainMove(a);
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
    const number = t('play.seat', { n: seat + 1 });
    if (s.condition === 'dead') return `${number} · ${t('sm.dead')}`;
    if (s.condition === 'lost') return `${number} · ${t('lab.seatOut')}`;
    // The start cell type everyone was told is news only until everyone has moved once.
    if (s.startType && v.round <= 1)
      return `${number} · ${t('lab.seatStart', { type: typeName(s.startType, t) })}`;
    return number;
  },
  boardOnly: (a) => cellOf(a) !== null || plainMove(a),
  aims: (a) => cellOf(a) !== null,
  common,
  speaker: (e) => {
    const ev = e as LabyrinthEvent;
    return ev.type === 'labyrinth/move' || ev.type === 'labyrinth/skip' ? ev.seat : null;
  },
  about: aboutSeat,
  nameSeats,
  prompt: (v, t) => {
    const me = v.me;
    if (!me) return undefined;
    if (v.phase === 'start') {
      if (me.previousChoice) return t('lab.chooseAgain');
      if (me.peeksLeft > 0) return t('lab.chooseStartPeek', { n: me.peeksLeft });
      return t('lab.chooseStart');
    }
    if (v.phase === 'play') {
      if (me.mayReorder) return t('lab.reorderNow');
      // B.3.4: a player outside must come back in on this very move, or is out of the game;
      // "Your move" alone let a newcomer walk off elsewhere and lose at once.
      return me.status.outside ? t('lab.yourMoveOutside') : t('lab.yourMove');
    }
    return undefined;
  },
};
