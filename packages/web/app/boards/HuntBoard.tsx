/**
 * The Hunt board: a square maze in SVG. The viewer's piece moves with a CSS
 * transition; legal destinations are highlighted and clickable; arrow keys move
 * (or dodge), Enter or S searches the viewer's cell (or stays), and during the
 * secret start a cursor picks the start cell.
 */
import { DIRECTIONS, type Direction, type Point, type Seat } from '@daedalus/core';
import type { HuntAction, HuntState } from '@daedalus/testkit/fixtures';
import { type KeyboardEvent, useState } from 'react';
import type { Translate } from '../i18n/i18n.tsx';
import { nameSeats } from '../play/seat-names.ts';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { onPress } from './press.ts';
import { KEY_DIR } from './targets.tsx';

/** The seat view of Hunt (see the fixture's `view`). */
export interface HuntView {
  size: number;
  open: number[];
  me: Point | null;
  phase: 'start' | 'play' | 'over';
  turn: Seat;
  turns: number;
  reaction: Seat | null;
  winner: Seat | null;
  chosen: boolean[];
}

const CELL = 64;
const PAD = 8;
const DELTA: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  right: { x: 1, y: 0 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
};
const isOpen = (v: HuntView, p: Point, d: Direction) =>
  ((v.open[p.y * v.size + p.x] ?? 0) & (1 << DIRECTIONS.indexOf(d))) !== 0;
const center = (p: Point) => ({ x: PAD + p.x * CELL + CELL / 2, y: PAD + p.y * CELL + CELL / 2 });

interface Target {
  readonly action: HuntAction;
  /** A move into a wall is legal (it wastes the turn): shown, but not highlighted. */
  readonly blocked: boolean;
}

/** Where each legal action lands, by cell index. */
function targets(view: HuntView, legal: readonly HuntAction[]): Map<number, Target> {
  const out = new Map<number, Target>();
  const put = (p: Point, t: Target) => {
    if (p.x < 0 || p.y < 0 || p.x >= view.size || p.y >= view.size) return;
    const i = p.y * view.size + p.x;
    if (!out.has(i) || out.get(i)?.blocked) out.set(i, t);
  };
  for (const a of legal) {
    if (a.type === 'start') put(a.at, { action: a, blocked: false });
    else if ((a.type === 'move' || a.type === 'dodge') && view.me) {
      const d = DELTA[a.dir];
      put({ x: view.me.x + d.x, y: view.me.y + d.y }, { action: a, blocked: !isOpen(view, view.me, a.dir) });
    } else if ((a.type === 'search' || a.type === 'stay') && view.me)
      put(view.me, { action: a, blocked: false });
  }
  return out;
}

function label(a: HuntAction, t: Translate): string {
  switch (a.type) {
    case 'start':
      return `${t('hunt.chooseStart')}: ${a.at.x + 1}, ${a.at.y + 1}`;
    case 'search':
      return t('hunt.search');
    case 'stay':
      return t('hunt.stay');
    case 'move':
      return t('hunt.move', { dir: t(`dir.${a.dir}`) });
    case 'dodge':
      return t('hunt.dodge', { dir: t(`dir.${a.dir}`) });
  }
}

function Board({ view, legal, onAction, reveal, viewer, t }: BoardProps<HuntView, HuntAction, HuntState>) {
  const n = view.size;
  const span = n * CELL + PAD * 2;
  const hits = onAction ? targets(view, legal) : new Map<number, Target>();
  const starting = legal.some((a) => a.type === 'start');
  const [cursor, setCursor] = useState<Point>({ x: Math.floor(n / 2), y: Math.floor(n / 2) });

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    if (!onAction) return;
    const dir = KEY_DIR[e.key];
    if (starting) {
      if (dir) {
        const d = DELTA[dir];
        setCursor((c) => ({
          x: Math.min(n - 1, Math.max(0, c.x + d.x)),
          y: Math.min(n - 1, Math.max(0, c.y + d.y)),
        }));
        e.preventDefault();
      } else if (e.key === 'Enter' || e.key === ' ') {
        const hit = hits.get(cursor.y * n + cursor.x);
        if (hit) onAction(hit.action);
        e.preventDefault();
      }
      return;
    }
    if (dir) {
      const a = legal.find((x) => (x.type === 'move' || x.type === 'dodge') && x.dir === dir);
      if (a) onAction(a);
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === 's' || e.key === 'S' || e.key === ' ') {
      const a = legal.find((x) => x.type === 'search' || x.type === 'stay');
      if (a) onAction(a);
      e.preventDefault();
    }
  };

  const cells: Point[] = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) cells.push({ x, y });
  const walls: string[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const p = { x, y };
      const x0 = PAD + x * CELL;
      const y0 = PAD + y * CELL;
      if (!isOpen(view, p, 'right') && x < n - 1) walls.push(`M${x0 + CELL} ${y0}v${CELL}`);
      if (!isOpen(view, p, 'down') && y < n - 1) walls.push(`M${x0} ${y0 + CELL}h${CELL}`);
    }

  const pieces: { seat: Seat; at: Point; mine: boolean }[] = reveal
    ? reveal.players.flatMap((p, seat) => (p.at ? [{ seat, at: p.at, mine: seat === viewer }] : []))
    : view.me && typeof viewer === 'number'
      ? [{ seat: viewer, at: view.me, mine: true }]
      : [];

  return (
    <svg
      className="board hunt-board"
      style={{ maxWidth: `${n * 110}px` }}
      viewBox={`0 0 ${span} ${span}`}
      role="application"
      aria-label={t('play.boardHint')}
      tabIndex={onAction ? 0 : -1}
      onKeyDown={onKey}
      data-testid="board"
    >
      <rect x={PAD} y={PAD} width={n * CELL} height={n * CELL} className="hunt-floor" />
      {cells.map((p) => {
        const i = p.y * n + p.x;
        const hit = hits.get(i);
        const isCursor = starting && onAction && cursor.x === p.x && cursor.y === p.y;
        const cls = [
          'cell',
          hit ? (hit.blocked ? 'target blocked' : 'target') : '',
          isCursor ? 'cursor' : '',
        ].join(' ');
        const geometry = {
          x: PAD + p.x * CELL + 2,
          y: PAD + p.y * CELL + 2,
          width: CELL - 4,
          height: CELL - 4,
          rx: 6,
        };
        if (!hit || !onAction)
          return <rect key={`${p.x},${p.y}`} {...geometry} className={cls} data-cell={`${p.x},${p.y}`} />;
        const play = () => onAction(hit.action);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
          <rect
            key={`${p.x},${p.y}`}
            {...geometry}
            className={cls}
            data-cell={`${p.x},${p.y}`}
            data-action={hit.action.type}
            role="button"
            tabIndex={starting ? -1 : 0}
            aria-label={label(hit.action, t)}
            onClick={play}
            onKeyDown={onPress(play)}
          >
            <title>{label(hit.action, t)}</title>
          </rect>
        );
      })}
      <path d={walls.join('')} className="hunt-walls" />
      <rect x={PAD} y={PAD} width={n * CELL} height={n * CELL} className="hunt-border" />
      {pieces.map(({ seat, at, mine }) => {
        const c = center(at);
        return (
          <g
            key={seat}
            className={`piece${mine ? ' mine' : ''}`}
            style={{ transform: `translate(${c.x}px, ${c.y}px)` }}
            data-piece={seat}
            pointerEvents="none"
          >
            <circle r={CELL * 0.28} fill={seatColor(seat)} />
            <text textAnchor="middle" dy="0.35em">
              {seat + 1}
            </text>
          </g>
        );
      })}
      {reveal && (
        <g
          transform={`translate(${center(reveal.treasure).x + CELL / 4} ${center(reveal.treasure).y + CELL / 4})`}
          className="hunt-treasure"
        >
          <title>{t('hunt.treasure')}</title>
          <rect x={-11} y={-8} width={22} height={16} rx={3} />
          <path d="M-11 -2h22" />
        </g>
      )}
    </svg>
  );
}

export const huntBoard: BoardModule<HuntView, HuntAction, HuntState> = {
  Board,
  nameSeats,
  current: (v) =>
    v.phase === 'over'
      ? []
      : v.phase === 'start'
        ? v.chosen.flatMap((c, i) => (c ? [] : [i]))
        : [v.reaction ?? v.turn],
  status: (v, seat) => (v.phase === 'start' ? (v.chosen[seat] ? '✓' : '…') : undefined),
  boardOnly: (a) => a.type === 'start',
  // Every Hunt action is a place on the board (a start cell, a neighbour, the viewer's cell).
  aims: () => true,
  // The test game words its actions in English only; the board knows them in every language.
  formatAction: (a, t) => label(a, t),
};
