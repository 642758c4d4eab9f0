/**
 * Geometry the Temple board needs, pure: where a legal motion (slide or turn) takes a
 * rhombus, which end a drag or a turn of a handle points at, and what the latest step
 * moved (from its events), so the board can animate it. It judges no rule: the ends are
 * those of the legal actions the board was handed.
 *
 * Points are in edge units (edge length 1, the hall's centre at 0, 0, y down), as in the
 * view (`FieldView.x`, `RhombusView.corners`).
 */
import {
  cornerHour,
  cornerOfHour,
  type GameEvent,
  type RhombusPose,
  rhombusCorners,
  rotatePose,
  slidePose,
  type TriDirection,
  triVector,
  vertexPoint,
} from '@daedalus/core';
import type { Letter, Motion, TempleAction, TempleEvent, TempleView } from '@daedalus/temple';

export interface Pt {
  readonly x: number;
  readonly y: number;
}

export const poseKey = (p: RhombusPose): string => `${p.q},${p.r},${p.d}`;
export const samePose = (a: RhombusPose, b: RhombusPose): boolean =>
  a.q === b.q && a.r === b.r && a.d === b.d;

/** Corners A, B, C, D of a pose on the screen. */
export function poseCorners(p: RhombusPose): Pt[] {
  return rhombusCorners(p).map(vertexPoint);
}

export function poseCentre(p: RhombusPose): Pt {
  const [a, , c] = poseCorners(p) as [Pt, Pt, Pt, Pt];
  return { x: (a.x + c.x) / 2, y: (a.y + c.y) / 2 };
}

/** The motion of a rhombus an action makes (phase 2, or a target rhombus from a symbol), if any. */
export function motionOf(a: TempleAction): Motion | null {
  if (a.type === 'slide' || a.type === 'rotate') return a;
  if (a.type === 'symbol') return a.motion;
  return null;
}

/** Clockwise positive, in degrees. */
export function turnDegrees(m: Motion): number {
  return m.type === 'rotate' ? (m.turn === 'cw' ? 60 : -60) * m.steps : 0;
}

/** Where a motion takes a rhombus standing on `pose` (geometry only). */
export function endPose(pose: RhombusPose, m: Motion): RhombusPose | null {
  if (m.type === 'slide') return slidePose(pose, m.dir, m.steps);
  const corner = cornerOfHour(pose, m.corner);
  return corner < 0 ? null : rotatePose(pose, corner, turnDegrees(m) / 60);
}

/** The screen vector of a slide. */
export function slideVector(dir: TriDirection, steps: number): Pt {
  return vertexPoint(triVector(dir, steps));
}

export interface End<A> {
  readonly action: A;
  readonly motion: Motion;
  readonly pose: RhombusPose;
}

/** The slide end a drag by `drag` points at: the end whose move is nearest, roughly along the drag. */
export function snapSlide<A>(
  ends: readonly End<A>[],
  from: RhombusPose,
  drag: Pt,
  least = 0.35,
): End<A> | null {
  const length = Math.hypot(drag.x, drag.y);
  if (length < least) return null;
  const c0 = poseCentre(from);
  let best: End<A> | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const e of ends) {
    if (e.motion.type !== 'slide') continue;
    const c = poseCentre(e.pose);
    const v = { x: c.x - c0.x, y: c.y - c0.y };
    const along = (v.x * drag.x + v.y * drag.y) / (Math.hypot(v.x, v.y) * length);
    if (along < 0.8) continue;
    const gap = Math.hypot(v.x - drag.x, v.y - drag.y);
    if (gap < bestGap) {
      best = e;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * How far the dragged rhombus is drawn: the drag's share along the way to the end it
 * points at, no further than the farthest legal end that way (0 when it points at none).
 */
export function slidePreview<A>(ends: readonly End<A>[], snapped: End<A> | null, drag: Pt): Pt {
  if (snapped?.motion.type !== 'slide') return { x: 0, y: 0 };
  const dir = snapped.motion.dir;
  const farthest = Math.max(
    ...ends.flatMap((e) => (e.motion.type === 'slide' && e.motion.dir === dir ? [e.motion.steps] : [])),
  );
  const unit = slideVector(dir, 1);
  const along = Math.min(Math.max(drag.x * unit.x + drag.y * unit.y, 0), farthest);
  return { x: unit.x * along, y: unit.y * along };
}

/** The turn end a handle turned by `angle` degrees (clockwise positive) points at. */
export function snapTurn<A>(ends: readonly End<A>[], angle: number, least = 25): End<A> | null {
  if (Math.abs(angle) < least) return null;
  let best: End<A> | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const e of ends) {
    const deg = turnDegrees(e.motion);
    if (deg === 0 || Math.sign(deg) !== Math.sign(angle)) continue;
    const gap = Math.abs(deg - angle);
    if (gap < bestGap) {
      best = e;
      bestGap = gap;
    }
  }
  return best;
}

/** The angle the turning rhombus is drawn at: the handle's, within the legal turns each way. */
export function turnPreview<A>(ends: readonly End<A>[], angle: number): number {
  const degrees = ends.map((e) => turnDegrees(e.motion));
  const most = Math.max(0, ...degrees);
  const least = Math.min(0, ...degrees);
  return Math.min(Math.max(angle, least), most);
}

/** An angle difference brought into (-180, 180]. */
export function wrapDegrees(d: number): number {
  const m = (((d + 180) % 360) + 360) % 360;
  return m === 0 ? 180 : m - 180;
}

/** What the latest step did to a rhombus: drawn from this offset / angle back into place. */
export interface RhombusMotion {
  readonly dx: number;
  readonly dy: number;
  /** Degrees, clockwise positive, about (px, py). */
  readonly turn: number;
  readonly px: number;
  readonly py: number;
  /** Just laid: it fades in. */
  readonly appear: boolean;
}

/** What the latest step did to a figure. */
export interface FigureMotion {
  /** It walked this way (field centres, first to last). */
  readonly path?: readonly Pt[];
  /** It rode on this rhombus. */
  readonly rode?: Letter;
  /** It went through a secret passage from here. */
  readonly from?: Pt;
}

export interface StepMotion {
  readonly rhombi: ReadonlyMap<Letter, RhombusMotion>;
  readonly figures: ReadonlyMap<number, FigureMotion>;
  /** Milliseconds the animation should take (0: nothing moved). */
  readonly duration: number;
}

/** A step that moved nothing. */
export const NO_MOTION: StepMotion = { rhombi: new Map(), figures: new Map(), duration: 0 };

const STILL: RhombusMotion = { dx: 0, dy: 0, turn: 0, px: 0, py: 0, appear: false };

/** What moved in the latest step, read from its events and the view after it. */
export function stepMotion(events: readonly GameEvent[], view: TempleView): StepMotion {
  const rhombi = new Map<Letter, RhombusMotion>();
  const figures = new Map<number, FigureMotion>();
  let duration = 0;
  const pose = (l: Letter | undefined) => view.rhombi.find((r) => r.letter === l)?.pose;
  const centre = (f: number | undefined): Pt | null => {
    const field = f === undefined ? undefined : view.fields[f];
    return field ? { x: field.x, y: field.y } : null;
  };
  for (const e of events as readonly TempleEvent[]) {
    const now = pose(e.rhombus);
    switch (e.type) {
      case 'rhombus/slid': {
        if (!now || !e.rhombus || !e.dir) break;
        const v = slideVector(e.dir as TriDirection, e.steps ?? 1);
        rhombi.set(e.rhombus, { ...STILL, dx: -v.x, dy: -v.y });
        duration = Math.max(duration, 450);
        break;
      }
      case 'rhombus/rotated': {
        if (!now || !e.rhombus || e.corner === undefined) break;
        const deg = (e.turn === 'cw' ? 60 : -60) * (e.steps ?? 1);
        // The pivot keeps its corner letter: find the corner that sat on the event's hour before.
        const corner = [0, 1, 2, 3].find((c) => cornerHour(rotatePose(now, c, -deg / 60), c) === e.corner);
        if (corner === undefined) break;
        const p = poseCorners(now)[corner] as Pt;
        rhombi.set(e.rhombus, { ...STILL, turn: -deg, px: p.x, py: p.y });
        duration = Math.max(duration, 550);
        break;
      }
      case 'setup/laid':
        if (e.rhombus) rhombi.set(e.rhombus, { ...STILL, appear: true });
        duration = Math.max(duration, 350);
        break;
      case 'figure/carried':
        if (e.seat !== undefined && e.rhombus) figures.set(e.seat, { rode: e.rhombus });
        break;
      case 'figure/moved': {
        if (e.seat === undefined) break;
        const path = (e.path ?? [e.from ?? -1, e.to ?? -1]).flatMap((f) => centre(f) ?? []);
        if (path.length < 2) break;
        figures.set(e.seat, { path });
        duration = Math.max(duration, Math.min(1400, 300 + 110 * (path.length - 1)));
        break;
      }
      case 'passage/used': {
        const from = centre(e.from);
        if (e.seat === undefined || !from) break;
        figures.set(e.seat, { from });
        duration = Math.max(duration, 500);
        break;
      }
    }
  }
  return { rhombi, figures, duration };
}

/** The point a fraction `t` (0 … 1) of the way along a path. */
export function along(path: readonly Pt[], t: number): Pt {
  const first = path[0] ?? { x: 0, y: 0 };
  if (path.length < 2 || t <= 0) return first;
  const lengths = path.slice(1).map((p, i) => Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y));
  let left = Math.min(t, 1) * lengths.reduce((a, b) => a + b, 0);
  for (const [i, l] of lengths.entries()) {
    const a = path[i]!;
    const b = path[i + 1]!;
    if (left <= l || i === lengths.length - 1) {
      const k = l === 0 ? 1 : Math.min(left / l, 1);
      return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
    }
    left -= l;
  }
  return path[path.length - 1] ?? first;
}

/** The SVG transform that draws a rhombus (or its rider) `1 − t` of the way back to where it was. */
export function motionTransform(m: RhombusMotion | undefined, t: number, scale: number): string | undefined {
  if (!m || t >= 1) return undefined;
  const back = 1 - t;
  if (m.turn) return `rotate(${m.turn * back} ${m.px * scale} ${m.py * scale})`;
  if (m.dx || m.dy) return `translate(${m.dx * back * scale} ${m.dy * back * scale})`;
  return undefined;
}
