/**
 * The Slug Labyrinth board: the map (floor, walls of the level and of each player, killing
 * machines, bases, doors), the slugs with their planned paths (unless the table hides them),
 * sleeping slugs with the turn they wake, walls on their way with the turn they arrive, the
 * stock and the walls coming back, and in the escort the hero with his stress bar, what he
 * is about to do and where he last saw a slug. It draws exactly the view and knows no
 * rules: what it offers are the legal actions it was handed.
 *
 * - A click (or tap) on a highlighted empty cell places a wall there (escort: orders one);
 *   in the escort, "order several walls at once" collects cells and orders them together.
 *   Waiting and untying are the frame's buttons (and the keys W and U).
 * - Keyboard: the map takes focus; the arrow keys move a cursor, Enter or Space places the
 *   wall under it.
 * - The latest step is animated from its events (`slugs-motion.ts`): slugs crawl and the
 *   hero walks from cell to cell, new walls rise, evaporated walls fade, a slug dying on a
 *   machine fades away; nothing moves when the reader asked for reduced motion.
 * - On a phone the map starts with cells big enough for a finger, scrolling in its frame;
 *   "Whole map" shows all of it.
 *
 * Beside it: the pictures (`slugs-pieces.tsx`), the legend (`SlugsLegend.tsx`), the stress bar
 * and the list of slugs (`SlugsPanels.tsx`) and the styles (`slugs-style.ts`).
 */
import type { Point, Seat } from '@daedalus/core';
import {
  cellName,
  columnName,
  heroLine,
  levelNote,
  type SlugsAction,
  type SlugsState,
  type SlugsView,
  type SlugView,
  slugLine,
  stockLine,
  transitLine,
  wordsFor,
} from '@daedalus/slugs';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { pointed } from '../i18n/touch.ts';
import { useCoarsePointer } from '../play/pointer.ts';
import { nameSeats } from '../play/seat-names.ts';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { cursorAfter } from './grid-cursor.ts';
import { Legend } from './SlugsLegend.tsx';
import { SlugList, StressBar } from './SlugsPanels.tsx';
import { along, cellKey, stepMotion } from './slugs-motion.ts';
import {
  Base,
  Door,
  forTheEye,
  HeroShape,
  Machine,
  PathLine,
  picture,
  S,
  SLUGS_PIECES_CSS,
  SlugShape,
  Wall,
} from './slugs-pieces.tsx';
import { SLUGS_BOARD_CSS } from './slugs-style.ts';
import { ease, useProgress } from './step-progress.ts';
import { asButton } from './targets.tsx';

/** Room for the column letters and row numbers, in user units. */
const M = 22;
/** A cell's side on screen when the map is shown at finger size (px). */
const TAP = 46;

type Cell = { x: number; y: number };

const wallAt = (a: SlugsAction): Point | null => (a.type === 'wall' ? a.at : null);

function narrow(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;
}

/**
 * Where the viewer's eyes belong on the map: the hero in the escort, else the middle of the
 * viewer's base (a spectator's: the first player's); null when the map has none.
 */
function homeOf(view: SlugsView): { x: number; y: number } | null {
  if (view.hero) return view.hero.at;
  const mark = view.you === 1 ? 'B' : 'A';
  const cells: Cell[] = [];
  view.terrain.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === mark) cells.push({ x, y });
  });
  if (cells.length === 0) return null;
  const mean = (f: (c: Cell) => number) => cells.reduce((sum, c) => sum + f(c), 0) / cells.length;
  return { x: mean((c) => c.x), y: mean((c) => c.y) };
}

function Board({
  view,
  legal,
  onAction,
  viewer,
  t,
  last,
  shared,
}: BoardProps<SlugsView, SlugsAction, SlugsState>) {
  const { locale } = useI18n();
  // "Tap" on a touch screen, "Click" with a mouse, as the frame's own hint says.
  const touch = useCoarsePointer();
  const words = wordsFor(locale).board;
  const note = view.level.note ? levelNote(view.level.note, locale) : null;
  const [zoom, setZoom] = useState(narrow);
  const scroller = useRef<HTMLDivElement>(null);
  const [batch, setBatch] = useState(false);
  const [chosen, setChosen] = useState<Cell[]>([]);
  const [cursor, setCursor] = useState<Cell | null>(null);
  const playing = onAction !== undefined && legal.length > 0 ? onAction : undefined;
  const me = typeof viewer === 'number' ? viewer : null;
  const escort = view.mode === 'escort';
  // In a duel, which side is the viewer's (the game's words number the players only); not at
  // a screen two people share, where the viewer is whoever plays now.
  const yours = (s: number) => view.mode === 'duel' && s === me && !shared;

  const targets = new Map<string, SlugsAction>();
  if (playing)
    for (const a of legal) {
      const p = wallAt(a);
      if (p) targets.set(cellKey(p), a);
    }
  const waitAction = legal.find((a) => a.type === 'wait');
  const untieAction = legal.find((a) => a.type === 'untie');
  const stock = me !== null ? (view.stock[me] ?? 0) : 0;
  // A choice holds only while its cells are still free and the turn is the same.
  const picked = chosen.filter((c) => targets.has(cellKey(c)));
  const batching = escort && batch && playing !== undefined;

  // On a phone the map scrolls in its frame: it shows the viewer's base (the hero in the
  // escort) when it opens, when the hero moves or a new room begins, and at the end.
  const home = homeOf(view);
  const homeX = home?.x;
  const homeY = home?.y;
  const over = view.result !== null;
  const room = view.level.room;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new room or the end scroll again
  useEffect(() => {
    const box = scroller.current;
    if (!zoom || !box || homeX === undefined || homeY === undefined) return;
    const px = TAP / S;
    box.scrollTo({
      left: Math.max(0, ((homeX + 0.5) * S + M) * px - box.clientWidth / 2),
      top: Math.max(0, ((homeY + 0.5) * S + M) * px - box.clientHeight / 2),
    });
  }, [zoom, homeX, homeY, over, room]);

  const motion = useMemo(() => stepMotion(last?.events ?? []), [last]);
  const progress = ease(useProgress(last?.step, motion.duration));
  const animate = last ? `s${last.step}` : 's';

  const play = (a: SlugsAction) => {
    setChosen([]);
    playing?.(a);
  };
  const choose = (c: Cell) => {
    const a = targets.get(cellKey(c));
    if (!a) return;
    if (!batching) {
      play(a);
      return;
    }
    const has = picked.some((p) => p.x === c.x && p.y === c.y);
    if (has) setChosen(picked.filter((p) => p.x !== c.x || p.y !== c.y));
    else if (picked.length < stock) setChosen([...picked, c]);
  };
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const next = cursorAfter(e.key, cursor, view.width, view.height);
    if (next) {
      e.preventDefault();
      setCursor(next);
    } else if ((e.key === 'Enter' || e.key === ' ') && cursor) {
      e.preventDefault();
      choose(cursor);
    } else if ((e.key === 'w' || e.key === 'W') && waitAction && playing) {
      e.preventDefault();
      play(waitAction);
    } else if ((e.key === 'u' || e.key === 'U') && untieAction && playing) {
      e.preventDefault();
      play(untieAction);
    } else if (e.key === 'Escape') setChosen([]);
  };

  const W = view.width;
  const H = view.height;
  const terrain = (x: number, y: number) => view.terrain[y]?.[x] ?? '.';
  const wallOf = (x: number, y: number) => view.walls[y]?.[x] ?? '.';

  // Layers, bottom to top.
  const floor: ReactNode[] = [];
  const things: ReactNode[] = [];
  const walls: ReactNode[] = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      floor.push(
        <rect
          key={`f${x},${y}`}
          x={x * S}
          y={y * S}
          width={S}
          height={S}
          className={(x + y) % 2 ? 'sb-floor odd' : 'sb-floor'}
        />,
      );
      const ch = terrain(x, y);
      if (ch === 'X') things.push(<Machine key={`t${x},${y}`} x={x} y={y} />);
      else if (ch === 'A' || ch === 'B')
        things.push(
          <Base
            key={`t${x},${y}`}
            x={x}
            y={y}
            seat={ch === 'A' ? 0 : 1}
            label={asButton(
              t('slugs.baseAt', {
                base: t(view.mode !== 'duel' ? 'slugs.base' : ch === 'A' ? 'slugs.baseA' : 'slugs.baseB'),
                cell: cellName({ x, y }),
              }),
              locale,
            )}
          />,
        );
      else if (ch === 'E' || ch === 'D')
        things.push(<Door key={`t${x},${y}`} x={x} y={y} exit={ch === 'E'} />);
      const w = wallOf(x, y);
      if (w !== '.') {
        const fresh = motion.appeared.has(`${x},${y}`);
        walls.push(
          <g
            key={fresh ? `w${x},${y}${animate}` : `w${x},${y}`}
            data-wall={cellName({ x, y })}
            data-owner={w}
          >
            <Wall x={x} y={y} owner={w} className={fresh ? 'sb-rise' : undefined} />
          </g>,
        );
      }
    }
  const vanishing = motion.evaporated.map((p) => (
    <g key={`v${p.x},${p.y}${animate}`} className="sb-vanish" data-evaporated={cellName(p)}>
      <Wall x={p.x} y={p.y} owner="#" />
    </g>
  ));
  const transit = view.transit.flatMap((tr) =>
    tr.at.map((p) => (
      <g
        key={`tr${p.x},${p.y}`}
        className="sb-transit"
        data-transit={cellName(p)}
        data-turn={tr.turn}
        {...picture(transitLine(words, { at: [p], turn: tr.turn }))}
      >
        <title>{transitLine(words, { at: [p], turn: tr.turn })}</title>
        <rect x={p.x * S + 3} y={p.y * S + 3} width={S - 6} height={S - 6} rx={4} />
        <text x={(p.x + 0.5) * S} y={(p.y + 0.5) * S} dy="0.35em" textAnchor="middle" {...forTheEye}>
          {tr.turn}
        </text>
      </g>
    )),
  );

  // A slug killed in this step crawls onto its machine and fades; then what is left of it lies there.
  const dyingNow = (g: SlugView) => g.status === 'dead' && motion.killed.has(g.id) && progress < 1;
  const living = view.slugs.filter((g) => g.status !== 'dead' || dyingNow(g));
  const where = (g: SlugView) => along(motion.slugs.get(g.id), g.at, progress);
  const paths = view.hidePaths
    ? []
    : living
        .filter((g) => g.status === 'following')
        .map((g) => {
          const end = g.path?.at(-1);
          const goal = end !== undefined && 'AB'.includes(terrain(end.x, end.y));
          return (
            <PathLine
              key={`p${g.id}`}
              g={g}
              from={g.at}
              goal={goal}
              walled={(p) => wallOf(p.x, p.y) !== '.'}
            />
          );
        });
  const slugLayer = living.map((g) => {
    const p = where(g);
    const dying = g.status === 'dead';
    const label = slugLine(words, g, view.mode);
    return (
      <g
        key={`g${g.id}`}
        className="sb-slug"
        data-slug={g.id}
        data-cell={cellName(g.at)}
        data-status={g.status}
        opacity={dying ? 1 - 0.6 * progress : undefined}
        {...picture(label)}
      >
        <title>{label}</title>
        <SlugShape cx={p.x + 0.5} cy={p.y + 0.5} hunts={g.hunts} asleep={g.status === 'asleep'} />
        {g.status === 'asleep' && (
          <g className="sb-badge asleep">
            <circle cx={(p.x + 0.82) * S} cy={(p.y + 0.2) * S} r={8} />
            <text x={(p.x + 0.82) * S} y={(p.y + 0.2) * S} dy="0.35em" textAnchor="middle" {...forTheEye}>
              {g.wakes}
            </text>
          </g>
        )}
        {g.status === 'deciding' && (
          <g className="sb-badge deciding">
            <circle cx={(p.x + 0.82) * S} cy={(p.y + 0.2) * S} r={8} />
            <text x={(p.x + 0.82) * S} y={(p.y + 0.2) * S} dy="0.35em" textAnchor="middle" {...forTheEye}>
              ?
            </text>
          </g>
        )}
      </g>
    );
  });

  // What is left of the slugs the machines killed: a faint shape on the machine.
  const remains = view.slugs
    .filter((g) => g.status === 'dead' && !dyingNow(g))
    .map((g) => (
      <g
        key={`r${g.id}`}
        className="sb-remains"
        data-dead={g.id}
        data-cell={cellName(g.at)}
        {...picture(slugLine(words, g, view.mode))}
      >
        <title>{slugLine(words, g, view.mode)}</title>
        <SlugShape cx={g.at.x + 0.5} cy={g.at.y + 0.62} hunts={g.hunts} asleep />
      </g>
    ));

  const hero = view.hero;
  let heroLayer: ReactNode = null;
  if (hero) {
    const p = along(motion.hero, hero.at, progress);
    heroLayer = (
      <g
        className="sb-hero"
        data-hero={cellName(hero.at)}
        data-mood={hero.mood}
        data-tied={hero.tied}
        {...picture(heroLine(words, hero))}
      >
        <title>{heroLine(words, hero)}</title>
        <HeroShape cx={p.x + 0.5} cy={p.y + 0.5} tied={hero.tied} lying={hero.mood === 'lying'} />
      </g>
    );
  }
  const seen = hero?.lastSeen;
  const seenLayer = seen ? (
    <g className="sb-seen" data-last-seen={cellName(seen)} {...picture(words.hero.lastSaw(cellName(seen)))}>
      <title>{words.hero.lastSaw(cellName(seen))}</title>
      <circle cx={(seen.x + 0.5) * S} cy={(seen.y + 0.5) * S} r={S * 0.42} />
      <text x={(seen.x + 0.15) * S} y={(seen.y + 0.22) * S} dy="0.35em" textAnchor="middle" {...forTheEye}>
        ?
      </text>
    </g>
  ) : null;

  const hits = [...targets.entries()].map(([key, a]) => {
    const p = wallAt(a)!;
    const on = picked.some((c) => c.x === p.x && c.y === p.y);
    const label = t(escort ? 'slugs.orderAt' : 'slugs.wallAt', { cell: cellName(p) });
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <rect
        key={`h${key}`}
        x={p.x * S + 1}
        y={p.y * S + 1}
        width={S - 2}
        height={S - 2}
        rx={4}
        className={on ? 'sb-hit on' : 'sb-hit'}
        role="button"
        tabIndex={-1}
        aria-label={label}
        data-action="wall"
        data-cell={cellName(p)}
        onClick={() => choose(p)}
      >
        <title>{label}</title>
      </rect>
    );
  });

  const cursorLayer = cursor ? (
    <rect
      x={cursor.x * S + 2}
      y={cursor.y * S + 2}
      width={S - 4}
      height={S - 4}
      rx={5}
      className={targets.has(cellKey(cursor)) ? 'sb-cursor legal' : 'sb-cursor'}
      data-testid="slugs-cursor"
      data-cell={cellName(cursor)}
    />
  ) : null;

  const labels: ReactNode[] = [];
  for (let x = 0; x < W; x++)
    labels.push(
      <text key={`cx${x}`} x={(x + 0.5) * S} y={-M / 2} dy="0.35em" textAnchor="middle" className="sb-coord">
        {columnName(x)}
      </text>,
    );
  for (let y = 0; y < H; y++)
    labels.push(
      <text key={`cy${y}`} x={-M / 2} y={(y + 0.5) * S} dy="0.35em" textAnchor="middle" className="sb-coord">
        {y + 1}
      </text>,
    );

  // The status above the map.
  const seats = Array.from({ length: view.seats }, (_, s) => s as Seat);
  const turnLine = words.heading(
    view.turn,
    view.turnLimit,
    view.level.name,
    view.level.room,
    view.level.rooms,
  );
  const cursorName = cursor ? cellName(cursor) : null;
  let hint: string | null = null;
  if (playing)
    hint = batching
      ? t(pointed('slugs.hint.batch', touch))
      : stock === 0
        ? t(escort ? 'slugs.hint.noStockEscort' : 'slugs.hint.noStock')
        : t(
            pointed(
              escort ? (untieAction ? 'slugs.hint.escort' : 'slugs.hint.escortFree') : 'slugs.hint.defence',
              touch,
            ),
          );
  const orderTurn = view.turn + Math.max(0, picked.length - 1);

  return (
    <div className="sb-wrap" data-testid="slugs-board" data-mode={view.mode}>
      <style href="daedalus-slugs-board" precedence="default">
        {SLUGS_PIECES_CSS + SLUGS_BOARD_CSS}
      </style>
      <div className="board-bar sb-bar" data-testid="slugs-bar">
        <span className="sb-turn" data-testid="slugs-turn" data-turn={view.turn} translate="no">
          {turnLine}
        </span>
        {seats.map((s) => (
          <span
            key={`stock${s}`}
            className="sb-stock"
            data-testid={`slugs-stock-${s}`}
            data-stock={view.stock[s]}
            {...(yours(s) ? { 'data-you': '' } : {})}
          >
            <span
              className="swatch"
              style={{ background: view.mode === 'duel' ? seatColor(s) : '#5b4a36' }}
              aria-hidden="true"
            />
            {stockLine(
              words,
              s,
              view.mode,
              view.stock[s] ?? 0,
              view.returning.filter((r) => r.seat === s),
            )}
            {yours(s) && <strong className="sb-you"> · {t('play.you')}</strong>}
          </span>
        ))}
        {hero && (
          <span className="sb-hero-line" data-testid="slugs-hero">
            <StressBar hero={hero} t={t} />
            <span className="sb-mood">
              {hero.tied ? words.hero.tied : hero.seesSlug ? words.hero.sees : words.hero.seesNone}
              {' · '}
              {words.hero.moods[hero.mood]}
            </span>
          </span>
        )}
        {view.hidePaths && <span className="sb-hidden muted">{words.hiddenPaths}</span>}
      </div>
      {note && view.turn === 1 && (
        // A shipped level's note in the page's language; a custom level's as its author wrote it.
        <p className="sb-note muted small" {...(note.translated ? {} : { translate: 'no' })}>
          {note.text}
        </p>
      )}
      {hint && (
        <p className="sb-hint muted small" data-testid="slugs-hint">
          {hint}
        </p>
      )}
      <div className="sb-controls">
        {escort && playing && (
          <label className="sb-batch">
            <input
              type="checkbox"
              checked={batch}
              onChange={(e) => {
                setBatch(e.currentTarget.checked);
                setChosen([]);
              }}
              data-testid="slugs-batch"
            />{' '}
            {t('slugs.batch')}
          </label>
        )}
        {batching && picked.length > 0 && (
          <>
            <button
              type="button"
              className="primary"
              data-testid="slugs-order"
              onClick={() => play({ type: 'walls', at: picked.map((c) => ({ x: c.x, y: c.y })) })}
            >
              {t('slugs.order', { n: picked.length, turn: orderTurn })}
            </button>
            <button type="button" className="subtle" onClick={() => setChosen([])}>
              {t('slugs.clear')}
            </button>
          </>
        )}
        <button
          type="button"
          className="subtle sb-zoom"
          onClick={() => setZoom(!zoom)}
          aria-pressed={zoom}
          data-testid="slugs-zoom"
        >
          {t(zoom ? 'slugs.zoomOut' : 'slugs.zoomIn')}
        </button>
      </div>
      <div className={zoom ? 'sb-scroll zoomed' : 'sb-scroll'} ref={scroller} data-testid="slugs-scroll">
        <svg
          className="board sb-board"
          viewBox={`${-M} ${-M} ${W * S + M + 4} ${H * S + M + 4}`}
          style={zoom ? { width: `${((W * S + M + 4) / S) * TAP}px` } : undefined}
          role="application"
          aria-label={`${t('slugs.boardLabel')}${cursorName ? ` · ${t('slugs.cursorAt', { cell: cursorName })}` : ''}`}
          aria-describedby={onAction && !touch ? 'slugs-keys' : undefined}
          tabIndex={onAction ? 0 : -1}
          data-testid="board"
          data-mode={view.mode}
          data-turn={view.turn}
          onKeyDown={onKey}
          onFocus={() => setCursor((c) => c ?? { x: 0, y: 0 })}
        >
          {/* The map's column letters and row numbers are for the eye: its cells say their names. */}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus */}
          <g aria-hidden="true">{labels}</g>
          <g className="sb-floors">{floor}</g>
          <g className="sb-things">{things}</g>
          <g className="sb-seen-layer">{seenLayer}</g>
          <g className="sb-transits">{transit}</g>
          <g className="sb-walls">{walls}</g>
          <g className="sb-vanishing">{vanishing}</g>
          {/* Over the walls: a path's crosses mark the walls it will eat. */}
          <g className="sb-paths">{paths}</g>
          <g className="sb-remains-layer">{remains}</g>
          <g className="sb-slugs">{slugLayer}</g>
          {heroLayer}
          <g className="sb-hits">{hits}</g>
          {cursorLayer}
        </svg>
      </div>
      {/* The keys, for a keyboard: not on a touch screen (as the frame leaves out its own). */}
      {onAction && !touch && (
        <p id="slugs-keys" className="muted small sb-keys">
          {t(escort ? 'slugs.keysEscort' : 'slugs.keys')}
        </p>
      )}
      <SlugList view={view} t={t} />
      <Legend view={view} t={t} />
    </div>
  );
}

const aims = (a: SlugsAction): boolean => a.type === 'wall' || a.type === 'walls';

export const slugsBoard: BoardModule<SlugsView, SlugsAction, SlugsState> = {
  Board,
  nameSeats,
  current: (v) => (v.current === null ? [] : [v.current]),
  status: (v, seat, t) => {
    const n = v.stock[seat];
    return n === undefined ? undefined : t('slugs.inStock', { n });
  },
  boardOnly: aims,
  aims,
  motionMs: (events) => stepMotion(events).duration,
};
