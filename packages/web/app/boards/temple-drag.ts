/**
 * Moving a rhombus on the Temple Labyrinth board by hand (phase 2): drag it along its edges to
 * slide it, or drag one of its corner handles round the opposite corner to turn it. While a
 * drag lasts, the legal ends are outlined, the one it points at is snapped to, and the lifted
 * rhombus follows the pointer (`preview`); letting go on an end plays it, letting go without
 * a move selects the rhombus (its ends and handles are then shown: `ends`, `pivotMark`).
 *
 * The hook knows no rules: the ends are the legal motions the board was handed
 * (`temple-aims.ts`); snapping and previews are `temple-motion.ts`'s.
 */
import type { Letter, RhombusView, TempleAction } from '@daedalus/temple';
import { type PointerEvent, type RefObject, useReducer, useRef } from 'react';
import { S } from './TemplePieces.tsx';
import {
  type End,
  type Pt,
  slidePreview,
  snapSlide,
  snapTurn,
  turnPreview,
  wrapDegrees,
} from './temple-motion.ts';

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

/** What the board tells the hook. */
export interface DragInput {
  readonly svg: RefObject<SVGSVGElement | null>;
  readonly byLetter: ReadonlyMap<Letter, RhombusView>;
  /** The legal motions of each rhombus, with their ends. */
  readonly motions: ReadonlyMap<Letter, readonly End<TempleAction>[]>;
  /** The rhombus selected by a click or a key, and the corner it turns about, if one was chosen. */
  readonly selected: Letter | null;
  readonly pivot: number | undefined;
  /** Select a rhombus (and a pivot), or nothing. */
  readonly choose: (next: { rhombus?: Letter; pivot?: number }) => void;
  readonly play: (a: TempleAction) => void;
}

export interface RhombusDrag {
  /** The rhombus being dragged, if any. */
  readonly dragging: RhombusView | undefined;
  readonly startSlide: (e: PointerEvent<SVGElement>, letter: Letter) => void;
  readonly startTurn: (e: PointerEvent<SVGElement>, letter: Letter, pivot: number, centre: Pt) => void;
  /** For the board's `<svg>`. */
  readonly onPointerMove: (e: PointerEvent<SVGSVGElement>) => void;
  readonly onPointerUp: (e: PointerEvent<SVGSVGElement>) => void;
  readonly cancel: () => void;
  /** A rhombus's turns about its corner `pivot` (an index into its corners). */
  readonly turnEnds: (letter: Letter, pivot: number) => End<TempleAction>[];
  /** The ends to outline: the dragged or selected rhombus's slides, and its turns about the pivot. */
  readonly ends: readonly End<TempleAction>[];
  /** The end the drag points at. */
  readonly snapped: End<TempleAction> | null;
  /** The lifted rhombus's SVG transform while dragging. */
  readonly preview: string | undefined;
  /** The corner a turn is about, while turning or once a handle was chosen. */
  readonly pivotMark: Pt | null;
}

const angleOf = (p: Pt, c: Pt): number => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

export function useRhombusDrag({
  svg,
  byLetter,
  motions,
  selected,
  pivot,
  choose,
  play,
}: DragInput): RhombusDrag {
  const drag = useRef<Drag | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const toPt = (e: { clientX: number; clientY: number }): Pt => {
    const m = svg.current?.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x / S, y: p.y / S };
  };
  const turnEnds = (letter: Letter, at: number): End<TempleAction>[] => {
    const hour = byLetter.get(letter)?.corners[at]?.hour;
    return (motions.get(letter) ?? []).filter((e) => e.motion.type === 'rotate' && e.motion.corner === hour);
  };
  const slideEnds = (letter: Letter) => (motions.get(letter) ?? []).filter((e) => e.motion.type === 'slide');

  const start = (e: PointerEvent<SVGElement>, d: Drag) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    svg.current?.setPointerCapture?.(e.pointerId);
    drag.current = d;
    redraw();
  };
  const startSlide = (e: PointerEvent<SVGElement>, letter: Letter) => {
    const at = toPt(e);
    start(e, { kind: 'slide', letter, start: at, now: at, moved: false });
  };
  const startTurn = (e: PointerEvent<SVGElement>, letter: Letter, at: number, centre: Pt) => {
    const p = toPt(e);
    start(e, {
      kind: 'turn',
      letter,
      pivot: at,
      centre,
      start: p,
      last: angleOf(p, centre),
      angle: 0,
      moved: false,
    });
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const now = toPt(e);
    if (d.kind === 'slide') {
      const moved = d.moved || Math.hypot(now.x - d.start.x, now.y - d.start.y) > 0.2;
      drag.current = { ...d, now, moved };
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
        const drawn = { x: d.now.x - d.start.x, y: d.now.y - d.start.y };
        const end = snapSlide(slideEnds(d.letter), r.pose, drawn);
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
  const cancel = () => {
    drag.current = null;
    redraw();
  };

  // The ends to outline: the dragged or selected rhombus's slides, and the turns about the
  // pivot being turned (or chosen with a handle).
  const d = drag.current;
  const dragging = d ? byLetter.get(d.letter) : undefined;
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
    ends = [...slideEnds(selected), ...(pivot !== undefined ? turnEnds(selected, pivot) : [])];
    const r = byLetter.get(selected);
    if (r && pivot !== undefined) pivotMark = r.corners[pivot] ?? null;
  }

  return {
    dragging,
    startSlide,
    startTurn,
    onPointerMove,
    onPointerUp,
    cancel,
    turnEnds,
    ends,
    snapped,
    preview,
    pivotMark,
  };
}
