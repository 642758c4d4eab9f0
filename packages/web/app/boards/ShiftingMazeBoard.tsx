/**
 * The Shifting Maze board: the 10 × 10 maze between the start areas (left) and
 * the far side with the Keys (right). Revealed cubes show their doorways,
 * objects and bodies; Defenders are steel shields lettered A, B, C, Challengers coloured discs that
 * glide between cubes. The viewer's legal actions that aim at a place (move,
 * investigate, rotate, destroy, stun, kill) are played by clicking that place
 * (or Tab + Enter); when a place offers several, a small menu asks which.
 * Arrow keys move, or investigate an unrevealed neighbour. What the latest step
 * changed is animated (see sm-motion.ts): slides, rotations, reveals, cubes leaving.
 * Columns are lettered a–j and rows numbered 1–10 as the game's words name places; a line
 * above the maze tells whose move it is with the main actions and Power Points left; a
 * legend (ShiftingMazeLegend.tsx) says what each mark means. On a phone the maze is shown
 * with finger-sized cells in a scrolling frame ("Whole maze" fits it to the screen).
 */
import type { Direction, Point, Seat } from '@daedalus/core';
import {
  type Cell,
  cellName,
  columnName,
  defenderLetter,
  formatActionIn,
  rowName,
  type SmAction,
  type SmEvent,
  type SmState,
  type SmView,
  shutOut,
} from '@daedalus/shifting-maze';
import { type CSSProperties, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { useCoarsePointer } from '../play/pointer.ts';
import { nameSeats, seatWithName } from '../play/seat-names.ts';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { MazeLegend } from './ShiftingMazeLegend.tsx';
import {
  CELL,
  ChallengerDisc,
  centre,
  DELTA,
  DefenderShield,
  GhostTile,
  HEIGHT,
  KeyGlyph,
  key,
  left,
  MARGIN_X,
  MARGIN_Y,
  motionStyle,
  ROWS,
  SIZE,
  Tile,
  top,
  WIDTH,
} from './ShiftingMazePieces.tsx';
import { mazeMotion } from './sm-motion.ts';
import { stepBeats, viewAfter } from './sm-steps.ts';
import { type SmWord, smWords } from './sm-words.ts';
import { ActionMenu, KEY_DIR, TargetRect, useTargets } from './targets.tsx';

function narrow(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;
}

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

/** The line above the maze: the turn, whose move it is, main actions and Power Points left. */
export function TurnLine({
  view,
  w,
  names,
}: {
  view: SmView;
  w: (k: SmWord, p?: Record<string, string | number>) => string;
  names: readonly string[] | undefined;
}) {
  if (view.phase === 'over') return null;
  const reacting = view.reaction?.seat;
  const seat = reacting ?? view.current;
  const c = view.challengers[seat];
  const mine = seat === view.you;
  const who =
    reacting !== undefined
      ? mine
        ? w('reactYou')
        : seatWithName(w('react', { n: seat + 1 }), seat, names)
      : mine
        ? w('yours')
        : seatWithName(w('whose', { n: seat + 1 }), seat, names);
  // Reacting, the main actions still free are those not owed yet (each one used comes off the next turn).
  const left = reacting !== undefined ? 3 - (c?.owed ?? 0) : view.mainLeft;
  // Your way in is a Destroyed Cube: say why "End" is all there is.
  const shut = mine && reacting === undefined && c ? shutOut(view.cells, c.at) : null;
  return (
    <p className="sm-turn" data-testid="sm-turn">
      <span className="muted">{w('turn', { n: view.turns + 1, cap: view.turnCap })}</span>
      <span className="sm-who">
        <span className="swatch" style={{ background: seatColor(seat) }} aria-hidden="true" />
        {who}
      </span>
      {left === null ? (
        <span>{w('events')}</span>
      ) : (
        <span className="sm-main" data-testid="sm-main-left" data-left={left}>
          <span className="sm-pips" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className={i < left ? 'on' : undefined} />
            ))}
          </span>
          {w(reacting !== undefined ? 'reactLeft' : 'mainLeft', { n: Math.max(0, left) })}
        </span>
      )}
      {c && <span data-testid="sm-pp">{w('pp', { n: c.pp })}</span>}
      {shut !== null && (
        <span className="sm-shut-out" data-testid="sm-shut-out">
          {w('shutOut', { cell: cellName({ x: 0, y: shut }), row: rowName(shut) })}
        </span>
      )}
    </p>
  );
}

function Board(props: BoardProps<SmView, SmAction, SmState>) {
  const { game, legal, onAction, viewer, t, last } = props;
  const { locale } = useI18n();
  // Others' steps come beat by beat (sm-steps.ts): the view after the beat shown, and what it moved.
  const beats = useMemo(() => stepBeats(last?.events ?? []), [last?.events]);
  const beat = last?.beat;
  // (The last beat too when the view given is a later step's: `exact` false.)
  const partial =
    beat !== undefined && last?.before != null && (beat < (beats.at(-1) ?? 0) || last.exact === false);
  const view = useMemo(
    () =>
      partial && last
        ? viewAfter(
            last.before as SmView,
            last.events.filter((_, i) => (beats[i] ?? 0) <= beat),
          )
        : props.view,
    [partial, last, beats, beat, props.view],
  );
  const w = smWords(locale);
  const touch = useCoarsePointer();
  const [zoom, setZoom] = useState(narrow);
  const scroller = useRef<HTMLDivElement>(null);
  const motion = useMemo(
    () =>
      mazeMotion(
        beat === undefined ? (last?.events ?? []) : (last?.events ?? []).filter((_, i) => beats[i] === beat),
      ),
    [last, beats, beat],
  );
  const moment = `${last?.step}.${beat ?? ''}`;
  const me = view.you === null ? null : (view.challengers[view.you]?.at ?? null);

  // On a phone the maze scrolls: keep the viewer's Challenger in sight when it moves.
  const meX = me?.x;
  const meY = me?.y;
  useEffect(() => {
    const box = scroller.current;
    if (!zoom || !box || meX === undefined || meY === undefined) return;
    const x = left(meX) + CELL / 2 - box.clientWidth / 2;
    const y = top(meY) + CELL / 2 - box.clientHeight / 2;
    box.scrollTo({ left: Math.max(0, x), top: Math.max(0, y) });
  }, [zoom, meX, meY]);

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

  // The menu of a place opens beside it (towards the middle of the maze), over the board.
  const menuStyle = (at: Point): CSSProperties => {
    const east = at.x >= SIZE / 2;
    const south = at.y >= SIZE / 2;
    return {
      ...(east
        ? { right: `${(100 * (WIDTH - left(at.x))) / WIDTH}%` }
        : { left: `${(100 * (left(at.x) + CELL)) / WIDTH}%` }),
      ...(south
        ? { bottom: `${(100 * (HEIGHT - top(at.y) - CELL)) / HEIGHT}%` }
        : { top: `${(100 * top(at.y)) / HEIGHT}%` }),
    };
  };

  return (
    <div className="sm-wrap">
      <style href="daedalus-sm-board" precedence="default">
        {CSS}
      </style>
      <div className="sm-bar">
        <TurnLine view={view} w={w} names={props.names} />
        <button
          type="button"
          className="subtle sm-zoom"
          onClick={() => setZoom(!zoom)}
          aria-pressed={zoom}
          data-testid="sm-zoom"
        >
          {w(zoom ? 'zoomOut' : 'zoomIn')}
        </button>
      </div>
      <div className={zoom ? 'sm-scroll zoomed' : 'sm-scroll'} ref={scroller}>
        <div className="sm-canvas" style={zoom ? { width: `${WIDTH}px` } : undefined}>
          <svg
            className="board sm-board"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="application"
            aria-label={t(touch ? 'play.boardHintTouch' : 'play.boardHint')}
            tabIndex={onAction ? 0 : -1}
            onKeyDown={onKey}
            data-testid="board"
          >
            {/* The row numbers and column letters are for the eye: each place says its name. */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus */}
            <g aria-hidden="true">
              {ROWS.map((y) => (
                <text
                  key={`r${y}`}
                  x={MARGIN_X - 2}
                  y={top(y) + CELL / 2}
                  dy="0.35em"
                  textAnchor="end"
                  className="sm-coord"
                  data-row={y + 1}
                >
                  {y + 1}
                </text>
              ))}
              {ROWS.map((x) => (
                <text
                  key={`c${x}`}
                  x={left(x) + CELL / 2}
                  y={MARGIN_Y - 2}
                  textAnchor="middle"
                  className="sm-coord"
                  data-col={columnName(x)}
                >
                  {columnName(x)}
                </text>
              ))}
            </g>
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
                <g key={`${key(at)}@${moment}`} className="sm-move" style={motionStyle(m)}>
                  <Tile at={at} cell={cell} />
                </g>
              ) : (
                <Tile key={key(at)} at={at} cell={cell} />
              );
            })}
            {motion.ghosts.map((g) => (
              <GhostTile key={`g${key(g.at)}@${moment}`} ghost={g} />
            ))}
            {view.defenders.map((d) => {
              const c = centre(d.at);
              return (
                <g
                  key={`d${d.id}`}
                  className={`sm-defender${d.stunned ? ' stunned' : ''}`}
                  style={{ transform: `translate(${c.x}px, ${c.y}px)` }}
                >
                  <DefenderShield letter={defenderLetter(d.id)} />
                </g>
              );
            })}
            {view.challengers.map((c) => {
              if (!c.at) return null;
              // The winner escaped through the start area: drawn there, beside the row it left by.
              const escaped = view.phase === 'over' && view.winner === c.seat;
              const p = centre(escaped ? { x: -1, y: c.at.y } : c.at);
              const offset =
                (c.seat % 2 ? 6 : -6) *
                (!escaped &&
                view.challengers.filter((o) => o.at && key(o.at) === key(c.at as Point)).length > 1
                  ? 1
                  : 0);
              return (
                <g
                  key={`c${c.seat}`}
                  className={`piece${c.seat === viewer ? ' mine' : ''}${c.stunned ? ' stunned' : ''}`}
                  data-escaped={escaped || undefined}
                  style={{ transform: `translate(${p.x + offset}px, ${p.y + offset}px)` }}
                  data-piece={c.seat}
                  pointerEvents="none"
                >
                  <ChallengerDisc seat={c.seat} />
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
              className="sm-menu"
              style={menuStyle(open.at)}
            />
          )}
        </div>
      </div>
      <MazeLegend
        w={w}
        viewer={viewer}
        acting={onAction !== undefined}
        winner={view.phase === 'over' ? view.winner : null}
      />
    </div>
  );
}

const CSS = `
.sm-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.3rem 0.8rem; margin-bottom: 0.4rem; }
.sm-turn { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.9rem; margin: 0; }
.sm-who { display: inline-flex; align-items: center; gap: 0.35rem; font-weight: 600; }
.sm-who .swatch { width: 0.8rem; height: 0.8rem; border-radius: 50%; display: inline-block; }
.sm-main { display: inline-flex; align-items: center; gap: 0.35rem; }
.sm-pips { display: inline-flex; gap: 3px; }
.sm-pips span { width: 0.7rem; height: 0.7rem; border-radius: 2px; border: 2px solid #5d6b55; }
.sm-pips span.on { background: #e0a800; border-color: #a77d00; }
.sm-shut-out { flex-basis: 100%; color: var(--warn); font-weight: 600; }
@media (min-width: 761px) { .sm-zoom { display: none; } }
.sm-scroll { max-width: 100%; }
.sm-scroll.zoomed { overflow: auto; max-height: 72vh; border-radius: 10px; border: 1px solid var(--line); }
.sm-canvas { position: relative; }
.sm-scroll.zoomed .sm-board { max-width: none; border: none; border-radius: 0; }
.sm-coord { font-size: 12px; fill: #6b6357; font-weight: 600; }
.board-menu.sm-menu { position: absolute; z-index: 3; margin: 0 4px; flex-direction: column; align-items: stretch; min-width: 11rem; max-width: 16rem; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25); }
.sm-legend { margin-top: 0.6rem; }
.sm-legend ul { list-style: none; padding: 0; margin: 0.4rem 0 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.3rem 0.8rem; }
.sm-legend li { display: flex; align-items: center; gap: 0.5rem; font-size: 0.9rem; }
.sm-legend svg { width: 28px; height: 28px; flex: none; }
.sm-legend summary { cursor: pointer; font-weight: 600; min-height: 32px; }
`;

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
  nameSeats,
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
  // "Pick up a Key", not "Pick up 1": the object as the view shows it.
  formatAction: (a, _t, now) => (now ? formatActionIn(a, now.view, now.locale) : undefined),
  turnStart: (e) => (e.type === 'turn/started' ? (e as SmEvent).seat : undefined),
  beats: (events) => stepBeats(events),
};
