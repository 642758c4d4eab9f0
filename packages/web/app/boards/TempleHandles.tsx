/**
 * The handles of the selected rhombus on the Temple Labyrinth board (phase 2): the rhombus
 * outlined, and a round handle beyond each corner whose turn is legal, which turns the rhombus
 * about the opposite corner — dragged round (`onGrab`), or with Enter to show that corner's
 * turns (`onChoose`). Each handle says how far it may turn each way (`data-cw`, `data-ccw`).
 */
import type { Motion, RhombusView } from '@daedalus/temple';
import type { PointerEvent } from 'react';
import { onPress } from './press.ts';
import { mid, pts, S } from './TemplePieces.tsx';
import type { Pt } from './temple-motion.ts';

interface Props {
  readonly rhombus: RhombusView;
  /** The legal turns' motions about each corner (an index into the rhombus's corners). */
  readonly turnsAbout: (pivot: number) => readonly { readonly motion: Motion }[];
  /** The corner chosen to turn about, if any. */
  readonly chosen: number | undefined;
  readonly label: (pivotHour: number) => string;
  readonly onGrab: (e: PointerEvent<SVGElement>, pivot: number, centre: Pt) => void;
  readonly onChoose: (pivot: number) => void;
}

/** The farthest a turn may go each way, in steps. */
const farthest = (turns: readonly { readonly motion: Motion }[], way: 'cw' | 'ccw'): number =>
  Math.max(0, ...turns.map(({ motion: m }) => (m.type === 'rotate' && m.turn === way ? m.steps : 0)));

export function TurnHandles({ rhombus, turnsAbout, chosen, label, onGrab, onChoose }: Props) {
  const c = mid(rhombus.corners[0]!, rhombus.corners[2]!);
  return (
    <>
      <polygon points={pts(rhombus.corners)} className="tb-selected" />
      {rhombus.corners.map((corner, k) => {
        const pivot = (k + 2) % 4;
        const turns = turnsAbout(pivot);
        if (turns.length === 0) return null;
        const len = Math.hypot(corner.x - c.x, corner.y - c.y);
        const x = (corner.x + ((corner.x - c.x) / len) * 0.36) * S;
        const y = (corner.y + ((corner.y - c.y) / len) * 0.36) * S;
        const pivotAt = rhombus.corners[pivot]!;
        const name = label(pivotAt.hour);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
          <g
            key={`h${corner.hour}`}
            className={`tb-handle${chosen === pivot ? ' open' : ''}`}
            role="button"
            tabIndex={0}
            aria-label={name}
            data-handle={k}
            data-pivot={pivot}
            data-pivot-x={pivotAt.x}
            data-pivot-y={pivotAt.y}
            data-cw={farthest(turns, 'cw')}
            data-ccw={farthest(turns, 'ccw')}
            style={{ touchAction: 'none' }}
            onPointerDown={(e) => onGrab(e, pivot, pivotAt)}
            onKeyDown={onPress(() => onChoose(pivot))}
          >
            <title>{name}</title>
            <circle cx={x} cy={y} r={0.38 * S} className="tb-handle-hit" />
            <circle cx={x} cy={y} r={0.2 * S} className="tb-handle-knob" />
            <path className="tb-handle-arrow" d={`M${x - 6} ${y + 2.5}A6.5 6.5 0 1 1 ${x + 2.5} ${y + 6}`} />
            <path
              className="tb-handle-head"
              d={`M${x - 9.5} ${y - 0.5}L${x - 6} ${y + 4.5}L${x - 1.5} ${y + 0.5}Z`}
            />
          </g>
        );
      })}
    </>
  );
}
