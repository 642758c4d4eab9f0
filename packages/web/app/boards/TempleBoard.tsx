/**
 * The Temple Labyrinth board: the hexagonal hall of triangles (floor, red abyss, entrances
 * with their white dots, secret passages, rhombus symbols), the rhombi with their walls and
 * snakes, the target rhombi with the statues still on them, figures and blockade stones,
 * and a legend. It knows no rules: what it offers are the legal actions it was handed.
 *
 * - Setup: the free entrances are highlighted (click one); to lay the drawn rhombus, click
 *   a field, then one of the outlined places around it (or pick from the menu); "Turn it
 *   round" shows the other orientation of a tile whose walls differ.
 * - Phase 2: drag a rhombus along its edges to slide it; click it to show a round handle at
 *   each corner and drag one around to turn the rhombus about the opposite corner. While
 *   dragging, the legal ends are outlined and the one the drag points at is filled; letting
 *   go there plays it. Without a pointer: Tab to a rhombus, Enter selects it, its ends and
 *   handles are focusable (Enter on a handle shows that corner's turns).
 * - Phase 3: the fields (or rhombi) the figure can walk to are highlighted, with their cost
 *   in AP when they cost any; a free passage shows the others; the statue of your colour
 *   under your figure is clicked to take it. Phase 4: click a place for the stone.
 * - The phase and the action points left are shown above the board at all times.
 * - The latest step is animated from its events (`temple-motion.ts`): a slid rhombus glides,
 *   a turned one swings about its pivot (a rider with it), a walking figure follows its path;
 *   nothing moves when the reader asked for reduced motion.
 */
import { posesCovering, type RhombusPose, type Seat, triangleHall } from '@daedalus/core';
import {
  AP_PER_TURN,
  type FieldView,
  type Letter,
  type Motion,
  type Phase,
  type RhombusView,
  reachable,
  type TempleAction,
  type TempleState,
  type TempleView,
  temple,
  tileOf,
} from '@daedalus/temple';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { Translate } from '../i18n/i18n.tsx';
import { nameSeats, seatWithName } from '../play/seat-names.ts';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { FoldingLegend, type LegendItem } from './FoldingLegend.tsx';
import { useStepMotion } from './step-progress.ts';
import {
  along,
  type End,
  endPose,
  motionOf,
  motionTransform,
  NO_MOTION,
  type Pt,
  poseCorners,
  poseKey,
  samePose,
  slidePreview,
  snapSlide,
  snapTurn,
  stepMotion,
  turnPreview,
  wrapDegrees,
} from './temple-motion.ts';

/** A seat's colour as the rules name it (seat 0 is red). */
const colourOf = (seat: Seat): string => seatColor(seat, temple);

/** User units per edge. */
const S = 60;
const H = Math.sqrt(3) / 2;
/** Room around the hall for handles, in edges. */
const PAD = 0.7;

const pts = (ps: readonly Pt[]): string => ps.map((p) => `${p.x * S},${p.y * S}`).join(' ');
const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function fieldCorners(f: FieldView): Pt[] {
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

/**
 * The hall's side and the phase last drawn: `formatAction` gets no view, and names fields
 * (which depend on the hall) and the phase's `end` (phase 4's ends the turn).
 */
const seen: { side: number; phase: Phase } = { side: 5, phase: 'rhombi' };

// ---------------------------------------------------------------------------------
// Words

function motionWords(m: Motion, t: Translate): string {
  return m.type === 'slide'
    ? t('temple.act.slide', { r: m.rhombus, dir: t(`temple.dir.${m.dir}` as 'temple.dir.e'), n: m.steps })
    : t('temple.act.rotate', {
        r: m.rhombus,
        way: t(m.turn === 'cw' ? 'temple.cw' : 'temple.ccw'),
        deg: m.steps * 60,
        hour: m.corner,
      });
}

function actionWords(a: TempleAction, t: Translate, side = seen.side, phase = seen.phase): string {
  const hall = triangleHall(side);
  const name = (f: number) => hall.fields[f]?.name ?? `#${f}`;
  switch (a.type) {
    case 'start':
      return t('temple.act.start', { field: name(a.at) });
    case 'lay': {
      const fields = hall.rhombusFields(a.pose);
      if (!fields) return t('temple.act.lay', { a: '?', b: '?' });
      const first = posesCovering(hall, fields[0], fields[1])[0];
      const turned = first !== undefined && !samePose(first, a.pose);
      return t(turned ? 'temple.act.layTurned' : 'temple.act.lay', {
        a: name(fields[0]),
        b: name(fields[1]),
      });
    }
    case 'slide':
    case 'rotate':
      return motionWords(a, t);
    case 'symbol':
      return t('temple.act.symbol', { motion: motionWords(a.motion, t) });
    case 'move':
      return t('temple.act.move', { field: name(a.to) });
    case 'take':
      return t('temple.act.take');
    case 'passage':
      return t('temple.act.passage', { field: name(a.to) });
    case 'place':
      return t('temple.act.place', { field: name(a.at) });
    case 'end':
      return t(phase === 'stone' ? 'temple.act.endTurn' : 'temple.act.end');
  }
}

// ---------------------------------------------------------------------------------
// Drawing

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
function Tile({
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

/** An Inca statue (a small idol) in a player's colour. */
function Statue({ at, seat }: { at: Pt; seat: Seat }) {
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
function statueSpots(corners: readonly Pt[], n: number): Pt[] {
  return Array.from({ length: n }, (_, i) => inside(corners, (i - (n - 1) / 2) * 0.23, 0.2));
}

function FieldGlyph({ f }: { f: FieldView }) {
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

function Figure({ at, seat, mine, opacity }: { at: Pt; seat: Seat; mine: boolean; opacity?: number }) {
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

interface Place {
  readonly key: string;
  readonly actions: TempleAction[];
  /** A field, or a rhombus (then its centre). */
  readonly field: number | null;
  readonly rhombus: Letter | null;
  /** Where its spot is drawn on a rhombus: the field the action names. */
  readonly spot: number;
}

type Drag =
  | { kind: 'slide'; letter: Letter; start: Pt; now: Pt; moved: boolean }
  | {
      kind: 'turn';
      letter: Letter;
      pivot: number;
      centre: Pt;
      start: Pt;
      last: number;
      angle: number;
      moved: boolean;
    };

/** A pick that holds only while the state it was made in is shown. */
interface Pick {
  readonly state: string;
  readonly rhombus?: Letter;
  readonly pivot?: number;
  readonly field?: number;
  readonly menu?: string;
}

const angleOf = (p: Pt, c: Pt): number => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

function Board({
  view,
  legal,
  onAction,
  viewer,
  t,
  last,
  names,
}: BoardProps<TempleView, TempleAction, TempleState>) {
  seen.side = view.board.side;
  seen.phase = view.phase;
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [zoom, setZoom] = useState(false);
  const [turned, setTurned] = useState(false);
  const state = useMemo(
    () => JSON.stringify([view.phase, view.current, view.ap, view.mayMove, view.drawn, view.table]),
    [view],
  );
  const [pick, setPick] = useState<Pick | null>(null);
  const picked: Pick = pick?.state === state ? pick : { state };
  const choose = (next: Omit<Pick, 'state'>) => setPick({ state, ...next });

  const hall = triangleHall(view.board.side);
  const me = typeof viewer === 'number' ? viewer : null;
  const playing = onAction !== undefined && legal.length > 0 ? onAction : undefined;
  const byLetter = new Map(view.rhombi.map((r) => [r.letter, r]));
  const rhombusAt = (f: number): RhombusView | undefined => {
    const l = view.fields[f]?.rhombus;
    return l ? byLetter.get(l) : undefined;
  };
  const centreOf = (f: number): Pt => {
    const field = view.fields[f];
    return field ? { x: field.x, y: field.y } : { x: 0, y: 0 };
  };
  const nameOf = (f: number) => view.fields[f]?.name ?? '';
  const rhombusCentre = (r: RhombusView): Pt => mid(r.corners[0]!, r.corners[2]!);

  const play = (a: TempleAction) => {
    setPick(null);
    playing?.(a);
  };

  // Motions of each rhombus (phase 2, or a target rhombus from a symbol), with their ends.
  const motions = new Map<Letter, End<TempleAction>[]>();
  if (playing)
    for (const a of legal) {
      const m = motionOf(a);
      const r = m ? byLetter.get(m.rhombus) : undefined;
      const pose = m && r ? endPose(r.pose, m) : null;
      if (!m || !r || !pose) continue;
      const list = motions.get(m.rhombus) ?? [];
      list.push({ action: a, motion: m, pose });
      motions.set(m.rhombus, list);
    }

  // Places the other actions aim at.
  const places = new Map<string, Place>();
  const layByField = new Map<number, TempleAction[]>();
  let take: TempleAction | null = null;
  if (playing)
    for (const a of legal) {
      let field: number | null = null;
      if (a.type === 'start') field = a.at;
      else if (a.type === 'move' || a.type === 'passage') field = a.to;
      else if (a.type === 'place') field = a.at;
      else if (a.type === 'take') take = a;
      else if (a.type === 'lay') {
        for (const f of hall.rhombusFields(a.pose) ?? [])
          layByField.set(f, [...(layByField.get(f) ?? []), a]);
      }
      if (field === null) continue;
      const r = rhombusAt(field);
      const key = r ? `r${r.letter}` : `f${field}`;
      const place = places.get(key) ?? {
        key,
        actions: [],
        field: r ? null : field,
        rhombus: r?.letter ?? null,
        spot: field,
      };
      place.actions.push(a);
      places.set(key, place);
    }

  // What the walks cost: the same helper the rules use for walking, on the view's table.
  const costs = useMemo(() => {
    const out = new Map<number, number>();
    if (me === null || (view.phase !== 'rhombi' && view.phase !== 'figure') || !view.mayMove) return out;
    for (const r of reachable(view.table, me, view.ap)) out.set(r.field, r.cost);
    return out;
  }, [view, me]);
  const costOf = (p: Place): number | null => {
    const move = p.actions.find((a) => a.type === 'move');
    if (move?.type === 'move') return costs.get(move.to) ?? null;
    return p.actions.some((a) => a.type === 'passage') ? 1 : null;
  };

  // The animation of the latest step.
  const held = useStepMotion(last, (events) => stepMotion(events, view));
  const motion = held.motion ?? NO_MOTION;
  const progress = held.t;

  // Pointer and keys.
  const toPt = (e: { clientX: number; clientY: number }): Pt => {
    const m = svg.current?.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x / S, y: p.y / S };
  };
  const selected = picked.rhombus && motions.has(picked.rhombus) ? picked.rhombus : null;
  const turnEnds = (letter: Letter, pivot: number): End<TempleAction>[] => {
    const r = byLetter.get(letter);
    const hour = r?.corners[pivot]?.hour;
    return (motions.get(letter) ?? []).filter((e) => e.motion.type === 'rotate' && e.motion.corner === hour);
  };
  const slideEnds = (letter: Letter) => (motions.get(letter) ?? []).filter((e) => e.motion.type === 'slide');

  const startDrag = (e: PointerEvent<SVGElement>, d: Drag) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    svg.current?.setPointerCapture?.(e.pointerId);
    drag.current = d;
    redraw();
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const now = toPt(e);
    if (d.kind === 'slide') {
      drag.current = {
        ...d,
        now,
        moved: d.moved || Math.hypot(now.x - d.start.x, now.y - d.start.y) > 0.2,
      };
    } else {
      const raw = angleOf(now, d.centre);
      const angle = d.angle + wrapDegrees(raw - d.last);
      drag.current = { ...d, last: raw, angle, moved: d.moved || Math.abs(angle) > 8 };
    }
    redraw();
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    if (svg.current?.hasPointerCapture?.(e.pointerId)) svg.current.releasePointerCapture(e.pointerId);
    const r = byLetter.get(d.letter);
    if (d.kind === 'slide' && r) {
      if (!d.moved) {
        choose(selected === d.letter ? {} : { rhombus: d.letter });
      } else {
        const end = snapSlide(slideEnds(d.letter), r.pose, {
          x: d.now.x - d.start.x,
          y: d.now.y - d.start.y,
        });
        if (end) play(end.action);
        else choose({ rhombus: d.letter });
      }
    } else if (d.kind === 'turn') {
      const end = d.moved ? snapTurn(turnEnds(d.letter, d.pivot), d.angle) : null;
      if (end) play(end.action);
      else choose({ rhombus: d.letter, pivot: d.pivot });
    }
    redraw();
  };
  const onPointerCancel = () => {
    drag.current = null;
    redraw();
  };
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    if (e.key === 'Escape') {
      drag.current = null;
      setPick(null);
    }
  };
  const pressed = (e: KeyboardEvent<SVGElement>, run: () => void) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    run();
  };
  const offer = (key: string, actions: readonly TempleAction[]) => {
    if (actions.length === 1) play(actions[0]!);
    else if (actions.length > 1) choose({ ...picked, menu: key });
  };

  const d = drag.current;
  const dragging = d ? byLetter.get(d.letter) : undefined;

  // The ends to outline: the dragged or selected rhombus's slides, and the turns about the
  // pivot being turned (or chosen with a handle), grouped by where they end.
  let ends: End<TempleAction>[] = [];
  let snapped: End<TempleAction> | null = null;
  let preview: string | undefined;
  let pivotMark: Pt | null = null;
  if (d && dragging) {
    if (d.kind === 'slide') {
      ends = slideEnds(d.letter);
      const drawn = { x: d.now.x - d.start.x, y: d.now.y - d.start.y };
      snapped = d.moved ? snapSlide(ends, dragging.pose, drawn) : null;
      const shift = slidePreview(ends, snapped, drawn);
      preview = `translate(${shift.x * S} ${shift.y * S})`;
    } else {
      ends = turnEnds(d.letter, d.pivot);
      snapped = d.moved ? snapTurn(ends, d.angle) : null;
      preview = `rotate(${turnPreview(ends, d.angle)} ${d.centre.x * S} ${d.centre.y * S})`;
      pivotMark = d.centre;
    }
  } else if (selected) {
    ends = [...slideEnds(selected), ...(picked.pivot !== undefined ? turnEnds(selected, picked.pivot) : [])];
    const r = byLetter.get(selected);
    if (r && picked.pivot !== undefined) pivotMark = r.corners[picked.pivot] ?? null;
  }
  const endGroups = new Map<string, End<TempleAction>[]>();
  for (const e of ends) endGroups.set(poseKey(e.pose), [...(endGroups.get(poseKey(e.pose)) ?? []), e]);

  // Setup: the drawn rhombus's places around the picked field.
  const drawnTile = view.drawn ? tileOf(view.drawn) : null;
  const asymmetric = drawnTile ? !drawnTile.walls.every((w) => drawnTile.walls.includes((w + 2) % 4)) : false;
  const layField = picked.field !== undefined && layByField.has(picked.field) ? picked.field : null;
  const layChoices = layField === null ? [] : (layByField.get(layField) ?? []);
  const layGhosts: { pose: RhombusPose; action: TempleAction }[] = [];
  {
    const byPlace = new Map<string, TempleAction[]>();
    for (const a of layChoices) {
      if (a.type !== 'lay') continue;
      const fields = hall.rhombusFields(a.pose);
      if (!fields) continue;
      const key = [...fields].sort((x, y) => x - y).join('-');
      byPlace.set(key, [...(byPlace.get(key) ?? []), a]);
    }
    for (const actions of byPlace.values()) {
      const straight = actions.find((a) => {
        if (a.type !== 'lay') return false;
        const fields = hall.rhombusFields(a.pose)!;
        const first = posesCovering(hall, fields[0], fields[1])[0];
        return first !== undefined && samePose(first, a.pose);
      });
      const other = actions.find((a) => a !== straight);
      const shown = (turned ? (other ?? straight) : (straight ?? other)) as TempleAction;
      if (shown.type === 'lay') layGhosts.push({ pose: shown.pose, action: shown });
    }
  }

  const menuKey = picked.menu ?? (layField !== null ? `lay${layField}` : undefined);
  const menuActions: readonly TempleAction[] =
    menuKey === undefined
      ? []
      : menuKey.startsWith('lay')
        ? layChoices
        : (places.get(menuKey)?.actions ?? endGroups.get(menuKey)?.map((e) => e.action) ?? []);

  // Geometry of the hall.
  const n = view.board.side;
  const half = { x: n + PAD, y: n * H + PAD };
  const outline = [
    { x: -n / 2, y: -n * H },
    { x: n / 2, y: -n * H },
    { x: n, y: 0 },
    { x: n / 2, y: n * H },
    { x: -n / 2, y: n * H },
    { x: -n, y: 0 },
  ];

  const who = (seat: Seat) => seatWithName(t('play.seat', { n: seat + 1 }), seat, names);
  const playPhase = view.phase === 'rhombi' || view.phase === 'figure' || view.phase === 'stone';

  let hint: string | null = null;
  if (playing)
    switch (view.phase) {
      case 'start':
        hint = t('temple.hint.start');
        break;
      case 'lay':
        hint = t(layField === null ? 'temple.hint.lay' : 'temple.hint.layPick', { r: view.drawn ?? '' });
        break;
      case 'rhombi':
        hint = selected ? t('temple.hint.selected', { r: selected }) : t('temple.hint.rhombi');
        break;
      case 'figure':
        hint = selected ? t('temple.hint.selected', { r: selected }) : t('temple.hint.figure');
        break;
      case 'stone':
        hint = t('temple.hint.stone');
        break;
    }

  const hit = (label: string, action: string, extra: Record<string, string> = {}) => ({
    'aria-label': label,
    'data-action': action,
    ...extra,
  });

  // Layers, bottom to top.
  const fieldLayer = view.fields.map((f) => (
    <polygon
      key={`f${f.id}`}
      points={pts(fieldCorners(f))}
      className={f.kind === '~' ? 'tb-field tb-abyss' : 'tb-field tb-floor'}
    />
  ));
  const glyphLayer = view.fields.map((f) => <FieldGlyph key={`g${f.id}`} f={f} />);

  const rhombusLayer = view.rhombi.map((r) => {
    const m = motion.rhombi.get(r.letter);
    const moving = d?.letter === r.letter;
    const movable = motions.has(r.letter);
    const statues = r.kind === 'target' ? r.statues : [];
    const spots = statueSpots(r.corners, statues.length);
    const label = `${t('temple.rhombus', { r: r.letter })}${r.statues.length ? ` · ${r.statues.map((s) => t('temple.statueOf', { who: who(s) })).join(', ')}` : ''}`;
    return (
      <g
        key={`r${r.letter}`}
        className={`tb-rhombus${movable ? ' movable' : ''}${selected === r.letter ? ' selected' : ''}${moving ? ' lifted' : ''}`}
        transform={motionTransform(m, progress, S)}
        opacity={m?.appear ? progress : undefined}
        data-rhombus={r.letter}
        data-fields={r.fields.map(nameOf).join(' ')}
        data-pose={poseKey(r.pose)}
        data-statues={statues.join(' ')}
      >
        <g
          onPointerDown={
            movable && playing
              ? (e) =>
                  startDrag(e, {
                    kind: 'slide',
                    letter: r.letter,
                    start: toPt(e),
                    now: toPt(e),
                    moved: false,
                  })
              : undefined
          }
          style={movable && playing ? { touchAction: 'none', cursor: 'grab' } : undefined}
          {...(movable && playing
            ? {
                role: 'button',
                tabIndex: 0,
                'aria-label': label,
                'aria-pressed': selected === r.letter,
                onKeyDown: (e: KeyboardEvent<SVGGElement>) =>
                  pressed(e, () => choose(selected === r.letter ? {} : { rhombus: r.letter })),
              }
            : {})}
          className="tb-grip"
        >
          <title>{label}</title>
          <Tile
            corners={r.corners}
            letter={r.letter}
            walls={r.walls}
            snakes={r.snakes}
            target={r.kind === 'target'}
          />
        </g>
        {statues.map((s, i) => (
          <Statue key={`st${s}`} at={spots[i]!} seat={s} />
        ))}
      </g>
    );
  });

  const stoneLayer = view.players.flatMap((p) => {
    if (p.stone === null) return [];
    const r = rhombusAt(p.stone);
    const at = r ? rhombusCentre(r) : centreOf(p.stone);
    const m = r ? motion.rhombi.get(r.letter) : undefined;
    return [
      <g
        key={`stone${p.seat}`}
        className="tb-stone"
        transform={motionTransform(m, progress, S)}
        data-stone={p.seat}
        data-field={nameOf(p.stone)}
      >
        <title>{t('temple.stoneOf', { who: who(p.seat) })}</title>
        <rect
          x={at.x * S - 0.16 * S}
          y={at.y * S - 0.16 * S}
          width={0.32 * S}
          height={0.32 * S}
          rx={4}
          style={{ stroke: colourOf(p.seat) }}
        />
      </g>,
    ];
  });

  // Your statue on the target rhombus under your figure, above the figure: click to take it.
  let takeLayer: ReactNode = null;
  const myField = me === null ? null : (view.players[me]?.figure ?? null);
  const under = myField === null ? undefined : rhombusAt(myField);
  if (take && me !== null && under?.statues.includes(me)) {
    const spot = statueSpots(under.corners, under.statues.length)[under.statues.indexOf(me)]!;
    const action = take;
    takeLayer = (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <g
        className="tb-take"
        role="button"
        tabIndex={0}
        {...hit(t('temple.act.take'), 'take', { 'data-rhombus': under.letter })}
        onClick={() => play(action)}
        onKeyDown={(e) => pressed(e, () => play(action))}
      >
        <title>{t('temple.act.take')}</title>
        <circle cx={spot.x * S} cy={spot.y * S} r={0.2 * S} className="tb-take-ring" />
        <Statue at={spot} seat={me} />
      </g>
    );
  }

  const figureLayer = view.players.flatMap((p) => {
    if (p.figure === null) return [];
    const fm = motion.figures.get(p.seat);
    let at = centreOf(p.figure);
    let transform: string | undefined;
    let opacity: number | undefined;
    if (fm?.path && progress < 1) at = along(fm.path, progress);
    if (fm?.rode) transform = motionTransform(motion.rhombi.get(fm.rode), progress, S);
    if (fm?.from && progress < 1) opacity = progress;
    return [
      <g key={`fig${p.seat}`} transform={transform} data-figure={p.seat} data-field={nameOf(p.figure)}>
        <title>{t('temple.figureOf', { who: who(p.seat) })}</title>
        {fm?.from && progress < 1 && (
          <Figure at={fm.from} seat={p.seat} mine={false} opacity={1 - progress} />
        )}
        <Figure at={at} seat={p.seat} mine={p.seat === me} opacity={opacity} />
      </g>,
    ];
  });

  // Highlighted places: fields (their triangle) or rhombi (a spot at their centre).
  // While a rhombus is picked or dragged, its ends are what matters: the walks step aside.
  const placeLayer = (selected || d ? [] : [...places.values()]).map((p) => {
    const cost = costOf(p);
    const label = p.actions
      .map((a) => {
        const ap = a.type === 'move' ? costs.get(a.to) : a.type === 'passage' ? 1 : undefined;
        return `${actionWords(a, t)}${ap === undefined ? '' : ` (${t('temple.cost', { n: ap })})`}`;
      })
      .join(', ');
    const kinds = [...new Set(p.actions.map((a) => a.type))];
    const open = menuKey === p.key;
    const run = () => offer(p.key, p.actions);
    const common = {
      role: 'button',
      tabIndex: 0,
      ...hit(label, kinds[0] ?? '', { 'data-kinds': kinds.join(' ') }),
      onClick: run,
      onKeyDown: (e: KeyboardEvent<SVGElement>) => pressed(e, run),
    };
    if (p.field !== null) {
      const f = view.fields[p.field]!;
      return (
        <g key={p.key} className={`tb-place${open ? ' open' : ''}`} data-field={f.name}>
          <polygon points={pts(fieldCorners(f))} className="tb-place-field" {...common}>
            <title>{label}</title>
          </polygon>
          {cost !== null && cost > 0 && (
            <text x={f.x * S} y={f.y * S} dy="0.35em" textAnchor="middle" className="tb-cost">
              {cost}
            </text>
          )}
        </g>
      );
    }
    const r = byLetter.get(p.rhombus as Letter)!;
    const c = centreOf(p.spot);
    return (
      <g key={p.key} className={`tb-place${open ? ' open' : ''}`} data-field={r.fields.map(nameOf).join(' ')}>
        <polygon points={pts(r.corners)} className="tb-place-rhombus" />
        <circle cx={c.x * S} cy={c.y * S} r={0.17 * S} className="tb-place-spot" {...common}>
          <title>{label}</title>
        </circle>
        {cost !== null && cost > 0 && (
          <text x={c.x * S} y={c.y * S} dy="0.35em" textAnchor="middle" className="tb-cost">
            {cost}
          </text>
        )}
      </g>
    );
  });

  const layLayer =
    view.phase === 'lay' && playing
      ? [...layByField.entries()].map(([f, actions]) => {
          const field = view.fields[f]!;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
            <polygon
              key={`lay${f}`}
              points={pts(fieldCorners(field))}
              className={`tb-place-field tb-lay${layField === f ? ' open' : ''}`}
              role="button"
              tabIndex={0}
              {...hit(actions.map((a) => actionWords(a, t)).join(', '), 'lay', { 'data-field': field.name })}
              onClick={() => choose({ field: f })}
              onKeyDown={(e) => pressed(e, () => choose({ field: f }))}
            >
              <title>{field.name}</title>
            </polygon>
          );
        })
      : [];

  const ghostLayer = layGhosts.map(({ pose, action }) => {
    const corners = poseCorners(pose);
    const fields = hall.rhombusFields(pose) ?? [];
    const label = actionWords(action, t);
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <g
        key={`ghost${poseKey(pose)}`}
        className="tb-ghost"
        role="button"
        tabIndex={0}
        {...hit(label, 'lay', { 'data-fields': fields.map(nameOf).join(' ') })}
        onClick={() => play(action)}
        onKeyDown={(e) => pressed(e, () => play(action))}
      >
        <title>{label}</title>
        {drawnTile && (
          <Tile
            corners={corners}
            letter={drawnTile.letter}
            walls={drawnTile.walls}
            snakes={drawnTile.snakes}
            target={false}
            lettered={false}
          />
        )}
      </g>
    );
  });

  const endLayer = [...endGroups.entries()].map(([key, group]) => {
    const pose = group[0]!.pose;
    const fields = hall.rhombusFields(pose) ?? [];
    const label = group.map((e) => actionWords(e.action, t)).join(', ');
    const isSnapped = snapped !== null && poseKey(snapped.pose) === key;
    const run = () =>
      offer(
        key,
        group.map((e) => e.action),
      );
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <polygon
        key={`end${key}`}
        points={pts(poseCorners(pose))}
        className={`tb-end${isSnapped ? ' snap' : ''}${menuKey === key ? ' open' : ''}`}
        role="button"
        tabIndex={0}
        {...hit(label, group[0]!.action.type, {
          'data-fields': fields.map(nameOf).join(' '),
          'data-pose': key,
        })}
        onClick={d ? undefined : run}
        onKeyDown={(e) => pressed(e, run)}
      >
        <title>{label}</title>
      </polygon>
    );
  });

  // The selected rhombus: a handle at each corner that turns it about the opposite one.
  const handleLayer: ReactNode[] = [];
  const sel = !d && selected ? byLetter.get(selected) : undefined;
  if (sel && playing) {
    const c = rhombusCentre(sel);
    handleLayer.push(<polygon key="sel" points={pts(sel.corners)} className="tb-selected" />);
    sel.corners.forEach((corner, k) => {
      const pivot = (k + 2) % 4;
      const turns = turnEnds(sel.letter, pivot);
      if (turns.length === 0) return;
      const len = Math.hypot(corner.x - c.x, corner.y - c.y);
      const at = {
        x: corner.x + ((corner.x - c.x) / len) * 0.36,
        y: corner.y + ((corner.y - c.y) / len) * 0.36,
      };
      const pivotAt = sel.corners[pivot]!;
      const label = t('temple.handle', { r: sel.letter, hour: pivotAt.hour });
      handleLayer.push(
        // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
        <g
          key={`h${corner.hour}`}
          className={`tb-handle${picked.pivot === pivot ? ' open' : ''}`}
          role="button"
          tabIndex={0}
          aria-label={label}
          data-handle={k}
          data-pivot={pivot}
          data-pivot-x={pivotAt.x}
          data-pivot-y={pivotAt.y}
          data-cw={Math.max(
            0,
            ...turns.map((e) => (e.motion.type === 'rotate' && e.motion.turn === 'cw' ? e.motion.steps : 0)),
          )}
          data-ccw={Math.max(
            0,
            ...turns.map((e) => (e.motion.type === 'rotate' && e.motion.turn === 'ccw' ? e.motion.steps : 0)),
          )}
          style={{ touchAction: 'none' }}
          onPointerDown={(e) => {
            const p = toPt(e);
            startDrag(e, {
              kind: 'turn',
              letter: sel.letter,
              pivot,
              centre: pivotAt,
              start: p,
              last: angleOf(p, pivotAt),
              angle: 0,
              moved: false,
            });
          }}
          onKeyDown={(e) =>
            pressed(e, () => choose({ rhombus: sel.letter, ...(picked.pivot === pivot ? {} : { pivot }) }))
          }
        >
          <title>{label}</title>
          <circle cx={at.x * S} cy={at.y * S} r={0.38 * S} className="tb-handle-hit" />
          <circle cx={at.x * S} cy={at.y * S} r={0.2 * S} className="tb-handle-knob" />
          <path
            className="tb-handle-arrow"
            d={`M${at.x * S - 6} ${at.y * S + 2.5}A6.5 6.5 0 1 1 ${at.x * S + 2.5} ${at.y * S + 6}`}
          />
          <path
            className="tb-handle-head"
            d={`M${at.x * S - 9.5} ${at.y * S - 0.5}L${at.x * S - 6} ${at.y * S + 4.5}L${at.x * S - 1.5} ${at.y * S + 0.5}Z`}
          />
        </g>,
      );
    });
  }

  const liftLayer =
    d && dragging ? (
      <g className="tb-lift" transform={preview} pointerEvents="none">
        <Tile
          corners={dragging.corners}
          letter={dragging.letter}
          walls={dragging.walls}
          snakes={dragging.snakes}
          target={dragging.kind === 'target'}
        />
      </g>
    ) : null;

  const ap = view.ap;
  return (
    <div className="tb-wrap" data-testid="temple-board">
      <style href="daedalus-temple-board" precedence="default">
        {CSS}
      </style>
      <div className="board-bar tb-bar" data-testid="temple-bar">
        <span className="tb-phase" data-testid="temple-phase" data-phase={view.phase}>
          {view.phase !== 'over' && view.current !== me && <strong>{who(view.current)}: </strong>}
          {t(`temple.phase.${view.phase}` as 'temple.phase.start')}
        </span>
        {playPhase && (
          <span
            className="tb-ap"
            data-testid="temple-ap"
            data-ap={ap}
            role="img"
            aria-label={`${t('temple.ap')}: ${t('temple.apLeft', { n: ap, max: AP_PER_TURN })}`}
          >
            <span className="tb-ap-label">{t('temple.ap')}</span>
            {Array.from({ length: AP_PER_TURN }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pips are known by their place
              <span key={i} className={i < ap ? 'tb-pip on' : 'tb-pip'} aria-hidden="true" />
            ))}
            <span className="tb-ap-left">{t('temple.apLeft', { n: ap, max: AP_PER_TURN })}</span>
          </span>
        )}
        {view.phase === 'lay' && view.drawn && (
          <span className="tb-drawn" data-testid="temple-drawn" data-drawn={view.drawn}>
            <DrawnTile letter={view.drawn} turned={turned && asymmetric} />
            {t('temple.drawn', { r: view.drawn })} · {t('temple.faceDown', { n: view.faceDown })}
          </span>
        )}
        {playPhase && (
          <span className="tb-turn">{t('temple.turn', { n: view.turns + 1, max: view.turnCap })}</span>
        )}
      </div>
      {hint && (
        <p className="tb-hint muted small" data-testid="temple-hint">
          {hint}
        </p>
      )}
      <div className="tb-controls">
        {playing && view.phase === 'lay' && asymmetric && (
          <button type="button" onClick={() => setTurned(!turned)} aria-pressed={turned}>
            {t('temple.turnTile')}
          </button>
        )}
        {playing && selected && (
          <button type="button" className="subtle" onClick={() => setPick(null)}>
            {t('temple.letGo')}
          </button>
        )}
        <button type="button" className="subtle tb-zoom" onClick={() => setZoom(!zoom)} aria-pressed={zoom}>
          {t(zoom ? 'temple.zoomOut' : 'temple.zoomIn')}
        </button>
      </div>
      <div className={zoom ? 'tb-scroll zoomed' : 'tb-scroll'}>
        <svg
          ref={svg}
          className="board tb-board"
          viewBox={`${-half.x * S} ${-half.y * S} ${2 * half.x * S} ${2 * half.y * S}`}
          role="application"
          aria-label={t('play.boardHint')}
          tabIndex={-1}
          data-testid="board"
          data-phase={view.phase}
          data-ap={ap}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKey}
        >
          <g className="tb-fields">{fieldLayer}</g>
          <polygon points={pts(outline)} className="tb-outline" />
          <g className="tb-glyphs">{glyphLayer}</g>
          <g className="tb-lays">{layLayer}</g>
          {rhombusLayer}
          {stoneLayer}
          <g className="tb-ghosts">{ghostLayer}</g>
          <g className="tb-ends">{endLayer}</g>
          {figureLayer}
          {placeLayer}
          {takeLayer}
          {handleLayer}
          {pivotMark && (
            <circle
              cx={pivotMark.x * S}
              cy={pivotMark.y * S}
              r={0.16 * S}
              className="tb-pivot"
              data-testid="pivot"
            />
          )}
          {liftLayer}
          {snapped && <polygon points={pts(poseCorners(snapped.pose))} className="tb-snap-outline" />}
        </svg>
      </div>
      {menuActions.length > 0 && playing && (
        <div className="board-menu" role="menu" data-testid="board-menu">
          {menuActions.map((a) => (
            <button type="button" role="menuitem" key={JSON.stringify(a)} onClick={() => play(a)}>
              {actionWords(a, t)}
            </button>
          ))}
          <button type="button" className="subtle" onClick={() => setPick(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
      <Legend t={t} acting={onAction !== undefined} />
    </div>
  );
}

/** The drawn rhombus beside the phase (setup), its walls and snakes as it would be laid. */
function DrawnTile({ letter, turned }: { letter: Letter; turned: boolean }) {
  const tile = tileOf(letter);
  const pose: RhombusPose = turned ? { q: 1, r: 1, d: 3 } : { q: 0, r: 0, d: 0 };
  const corners = poseCorners(pose).map((p) => ({ x: p.x - 0.75, y: p.y - H / 2 }));
  return (
    <svg className="tb-mini" viewBox={`${-1.05 * S} ${-0.6 * S} ${2.1 * S} ${1.2 * S}`} aria-hidden="true">
      <Tile corners={corners} letter={letter} walls={tile.walls} snakes={tile.snakes} target={false} />
    </svg>
  );
}

/** What the marks on the board mean (the places to play only while the viewer may play). */
function Legend({ t, acting }: { t: Translate; acting: boolean }) {
  const tri = (fill: string) => (
    <polygon
      points={`${S * 0.5},${S * 0.05} ${S * 0.95},${S * 0.82} ${S * 0.05},${S * 0.82}`}
      className={fill}
    />
  );
  const tile = (target: boolean, walls: number[], snakes: number) => {
    const corners = poseCorners({ q: 0, r: 0, d: 0 }).map((p) => ({
      x: p.x * 0.62 + 0.04,
      y: p.y * 0.62 + 0.03,
    }));
    return (
      <Tile
        corners={corners}
        letter={target ? 'X' : 'A'}
        walls={walls}
        snakes={snakes}
        target={target}
        lettered={false}
      />
    );
  };
  const items: LegendItem[] = [
    { key: 'floor', label: t('temple.floor'), icon: tri('tb-field tb-floor') },
    { key: 'abyss', label: t('temple.abyss'), icon: tri('tb-field tb-abyss') },
    {
      key: 'entrance',
      label: t('temple.entrance'),
      icon: (
        <>
          {tri('tb-field tb-floor')}
          <FieldGlyph f={{ kind: '+', x: 0.5, y: 0.55 } as FieldView} />
        </>
      ),
    },
    {
      key: 'passage',
      label: t('temple.passage'),
      icon: (
        <>
          {tri('tb-field tb-floor')}
          <FieldGlyph f={{ kind: 'o', x: 0.5, y: 0.55 } as FieldView} />
        </>
      ),
    },
    {
      key: 'symbol',
      label: t('temple.symbol'),
      icon: (
        <>
          {tri('tb-field tb-floor')}
          <FieldGlyph f={{ kind: '*', x: 0.5, y: 0.55 } as FieldView} />
        </>
      ),
    },
    { key: 'path', label: t('temple.pathRhombus'), icon: tile(false, [], 0) },
    { key: 'wall', label: t('temple.wall'), icon: tile(false, [0], 0) },
    { key: 'snake', label: t('temple.snake'), icon: tile(false, [], 1) },
    { key: 'target', label: t('temple.targetRhombus'), icon: tile(true, [], 0) },
    {
      key: 'statue',
      label: t('temple.statue'),
      icon: (
        <g transform={`translate(${S * 0.5} ${S * 0.45}) scale(1.9) translate(${-S * 0.5} ${-S * 0.5})`}>
          <Statue at={{ x: 0.5, y: 0.5 }} seat={0} />
        </g>
      ),
    },
    {
      key: 'figure',
      label: t('temple.figure'),
      icon: <Figure at={{ x: 0.5, y: 0.45 }} seat={0} mine={false} />,
    },
    {
      key: 'stone',
      label: t('temple.stone'),
      icon: (
        <g className="tb-stone">
          <rect
            x={S * 0.34}
            y={S * 0.3}
            width={S * 0.32}
            height={S * 0.32}
            rx={4}
            style={{ stroke: colourOf(0) }}
          />
        </g>
      ),
    },
    {
      key: 'reach',
      label: t('temple.reach'),
      icon: (
        <>
          <polygon
            points={`${S * 0.5},${S * 0.05} ${S * 0.95},${S * 0.82} ${S * 0.05},${S * 0.82}`}
            className="tb-place-field"
          />
          <text x={S * 0.5} y={S * 0.56} dy="0.35em" textAnchor="middle" className="tb-cost">
            1
          </text>
        </>
      ),
    },
    {
      key: 'end',
      label: t('temple.end'),
      icon: (
        <polygon
          points={pts(
            poseCorners({ q: 0, r: 0, d: 0 }).map((p) => ({ x: p.x * 0.62 + 0.04, y: p.y * 0.62 + 0.03 })),
          )}
          className="tb-end"
        />
      ),
    },
  ];
  return (
    <FoldingLegend
      title={t('temple.legend')}
      items={acting ? items : items.filter((i) => i.key !== 'reach' && i.key !== 'end')}
      viewBox={`0 0 ${S} ${S * 0.9}`}
      className="tb-legend"
      testId="temple-legend"
    />
  );
}

const CSS = `
.tb-wrap { position: relative; }
.tb-phase { font-weight: 600; }
.tb-ap { display: inline-flex; align-items: center; gap: 0.3rem; }
.tb-ap-label { color: var(--muted); }
.tb-pip { width: 0.85rem; height: 0.85rem; border-radius: 50%; border: 2px solid #b8860b; background: transparent; }
.tb-pip.on { background: #e0a800; }
.tb-ap-left { font-weight: 600; }
.tb-turn { color: var(--muted); margin-left: auto; }
.tb-drawn { display: inline-flex; align-items: center; gap: 0.4rem; }
.tb-mini { width: 3.2rem; height: 1.9rem; flex: none; }
.tb-hint { margin: 0 0 0.4rem; }
.tb-controls { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-bottom: 0.4rem; }
.tb-scroll { max-width: 100%; }
.tb-scroll.zoomed { overflow: auto; max-height: 80vh; border-radius: 10px; }
.tb-scroll.zoomed .tb-board { width: 200%; max-width: none; }
.tb-board { user-select: none; -webkit-user-select: none; }
/* Focus shows as a blue edge on the shape itself (below), not as a box around it. */
.tb-board *:focus { outline: none; }
.tb-field { stroke-width: 1; }
.tb-floor { fill: #ecdcb5; stroke: #cdb68a; }
.tb-abyss { fill: #b5412f; stroke: #93301f; }
.tb-outline { fill: none; stroke: #5a4630; stroke-width: 4; stroke-linejoin: round; }
.tb-entrance { fill: #fff; stroke: #6b5b3e; stroke-width: 2; }
.tb-passage { fill: #3a2c1e; }
.tb-symbol { fill: #f3d27a; stroke: #7a5a14; stroke-width: 2; }
.tb-tile { fill: #93a48f; stroke: #44523f; stroke-width: 2; stroke-linejoin: round; }
.tb-target-tile { fill: #e6b94a; stroke: #8a6510; }
.tb-wall { stroke: #2d2016; stroke-width: 7; stroke-linecap: round; }
.tb-snake path { fill: none; stroke: #1f6b2a; stroke-width: 3.5; stroke-linecap: round; }
.tb-snake circle { fill: #1f6b2a; }
.tb-letter { font-size: 15px; font-weight: 700; fill: #1e261d; paint-order: stroke; stroke: rgba(255,255,255,0.75); stroke-width: 3px; pointer-events: none; }
.tb-statue { stroke: #1b1b1b; stroke-width: 1.4; }
.tb-rhombus.movable .tb-tile { stroke: #1f2b1c; stroke-width: 2.5; }
.tb-rhombus.movable .tb-grip:hover .tb-tile { fill: #a6b8a2; }
.tb-rhombus.movable .tb-grip:hover .tb-target-tile { fill: #f0c75c; }
.tb-rhombus.selected .tb-tile { stroke: var(--accent); stroke-width: 4; }
.tb-rhombus.lifted { opacity: 0.35; }
.tb-grip:focus-visible { outline: none; }
.tb-grip:focus-visible .tb-tile { stroke: var(--focus); stroke-width: 5; }
.tb-figure circle { stroke: #fff; stroke-width: 3; }
.tb-figure text { fill: #fff; font-weight: 700; font-size: 15px; }
.tb-figure .tb-figure-ring { fill: none; stroke: #1b1b1b; stroke-width: 3; }
.tb-figure, .tb-stone, .tb-statue, .tb-glyphs, .tb-fields, .tb-outline, .tb-cost, .tb-place-rhombus, .tb-pivot, .tb-selected { pointer-events: none; }
.tb-take .tb-statue { pointer-events: none; }
.tb-stone rect { fill: #4b4b4b; stroke-width: 4; }
.tb-place-field { fill: rgba(255, 214, 102, 0.42); stroke: #e0a800; stroke-width: 1.5; cursor: pointer; }
.tb-place-field:hover, .tb-place.open .tb-place-field, .tb-place-field.open { fill: rgba(255, 193, 7, 0.8); }
.tb-lay { fill: transparent; stroke: none; }
.tb-lay:hover { fill: rgba(255, 214, 102, 0.55); }
.tb-lay.open { fill: rgba(47, 109, 181, 0.45); stroke: #1b4f8f; stroke-width: 3; }
.tb-place-rhombus { fill: rgba(255, 214, 102, 0.3); stroke: #e0a800; stroke-width: 2; stroke-dasharray: 6 4; }
.tb-place-spot { fill: #fff3c4; stroke: #d99a00; stroke-width: 2.5; cursor: pointer; }
.tb-place-spot:hover, .tb-place.open .tb-place-spot { fill: #ffd452; }
.tb-cost { font-size: 15px; font-weight: 700; fill: #5a3b00; }
.tb-place-field:focus-visible, .tb-place-spot:focus-visible, .tb-end:focus-visible { outline: none; stroke: var(--focus); stroke-width: 5; }
.tb-ghost { cursor: pointer; }
.tb-ghost .tb-tile { fill: rgba(147, 164, 143, 0.45); stroke: var(--accent); stroke-width: 3; stroke-dasharray: 6 4; }
.tb-ghost:hover .tb-tile, .tb-ghost:focus-visible .tb-tile { fill: #93a48f; stroke-dasharray: none; }
.tb-ghost:focus-visible { outline: none; }
.tb-ghost:focus-visible .tb-tile { stroke: var(--focus); stroke-width: 5; }
.tb-end { fill: rgba(47, 109, 181, 0.14); stroke: #2f6db5; stroke-width: 2.5; stroke-dasharray: 7 5; cursor: pointer; }
.tb-end:hover, .tb-end.open { fill: rgba(47, 109, 181, 0.3); }
.tb-end.snap { fill: rgba(47, 109, 181, 0.45); stroke-width: 4; stroke-dasharray: none; }
.tb-selected { fill: none; stroke: var(--accent); stroke-width: 4; }
.tb-handle { cursor: grab; }
.tb-handle-hit { fill: transparent; }
.tb-handle-knob { fill: #2f6db5; stroke: #fff; stroke-width: 3; filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4)); }
.tb-handle-arrow { fill: none; stroke: #fff; stroke-width: 2.5; pointer-events: none; }
.tb-handle-head { fill: #fff; pointer-events: none; }
.tb-handle:hover .tb-handle-knob, .tb-handle.open .tb-handle-knob { fill: #1b4f8f; }
.tb-handle:focus-visible { outline: none; }
.tb-handle:focus-visible .tb-handle-knob { stroke: var(--focus); stroke-width: 4; fill: #1b4f8f; }
.tb-pivot { fill: #fff; stroke: #1b4f8f; stroke-width: 6; }
.tb-lift { opacity: 0.9; filter: drop-shadow(0 3px 4px rgba(0, 0, 0, 0.35)); }
.tb-snap-outline { fill: none; stroke: #1b4f8f; stroke-width: 4; pointer-events: none; }
.tb-take { cursor: pointer; }
.tb-take-ring { fill: rgba(255, 214, 102, 0.8); stroke: #d99a00; stroke-width: 3; }
.tb-take:focus-visible { outline: none; }
.tb-take:focus-visible .tb-take-ring { stroke: var(--focus); stroke-width: 5; }
.tb-legend { margin-top: 0.6rem; }
.tb-legend summary { font-weight: 600; cursor: pointer; margin-bottom: 0.3rem; }
.tb-legend ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0.2rem 0.8rem; }
.tb-legend li { display: flex; align-items: center; gap: 0.4rem; font-size: 0.9rem; }
.tb-legend svg { width: 2.2rem; height: 2rem; flex: none; }
@media (max-width: 760px) {
  .tb-legend ul { grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); }
  .tb-turn { margin-left: 0; }
  .tb-legend summary { padding: 0.6rem 0; }
}
`;

/** Actions played on the board (everything but ending a phase); all of them stay in the frame's list. */
const aims = (a: TempleAction): boolean => a.type !== 'end';
const common = (a: TempleAction): boolean => a.type === 'end' || a.type === 'take';

export const templeBoard: BoardModule<TempleView, TempleAction, TempleState> = {
  Board,
  nameSeats,
  current: (v) => (v.phase === 'over' ? [] : [v.current]),
  status: (v, seat, t) => {
    const p = v.players[seat];
    return p ? t('temple.statues', { n: p.collected, total: v.statuesToCollect }) : undefined;
  },
  aims,
  common,
  formatAction: (a, t) => actionWords(a, t),
};
