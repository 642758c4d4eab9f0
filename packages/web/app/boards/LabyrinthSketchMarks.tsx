/**
 * The player's sketch drawn over the Labyrinth outline: cell marks, pencilled walls, the
 * "I am here" marker, river arrows, pit-loop numbers, treasures and exits (see `sketch.ts`).
 */
import { CELL_CODES, CELL_TYPES, type CellType } from '@daedalus/labyrinth';
import type { Translate } from '../i18n/i18n.tsx';
import { arrowPath, CELL, sideLine, x0, y0 } from './lab-geometry.ts';
import type { Sketch } from './sketch.ts';

export const CELL_FILL: Record<CellType, string> = {
  land: '#e9dfc6',
  hospital: '#f4c7c3',
  weaponry: '#c9c9d6',
  pit: '#6b5b4b',
  river: '#9cc7e6',
  delta: '#7fb0d8',
  encephalitis: '#c5dca0',
};
const TYPE_OF_CODE = Object.fromEntries(CELL_TYPES.map((c) => [CELL_CODES[c], c])) as Record<
  string,
  CellType
>;
const at = (k: string) => {
  const [x, y] = k.split(',').map(Number) as [number, number];
  return { x, y };
};

export function SketchMarks({ sketch, t }: { sketch: Sketch; t: Translate }) {
  return (
    <g className="lab-sketch" data-testid="sketch">
      {Object.entries(sketch.cells).map(([k, v]) => {
        const { x, y } = at(k);
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
            <text x={x0(x) + CELL / 2} y={y0(y) + CELL / 2 + 8} textAnchor="middle" className="lab-mark">
              {v}
            </text>
          </g>
        );
      })}
      {Object.keys(sketch.sides).map((k) => (
        <path key={`s${k}`} d={sideLine(k)} className="lab-pencil" />
      ))}
      {Object.entries(sketch.flows).map(([k, d]) => (
        <path key={`f${k}`} d={arrowPath(at(k), d, 18, 7)} className="lab-pencil-flow" data-flow={d} />
      ))}
      {Object.entries(sketch.pits).map(([k, n]) => {
        const { x, y } = at(k);
        return (
          <text
            key={`p${k}`}
            x={x0(x) + CELL - 6}
            y={y0(y) + 16}
            textAnchor="end"
            className="lab-pencil-pit"
            data-pit={n}
          >
            {`#${n}`}
          </text>
        );
      })}
      {Object.keys(sketch.treasures).map((k) => {
        const { x, y } = at(k);
        return (
          <path
            key={`t${k}`}
            className="lab-pencil-treasure"
            d={`M${x0(x) + 8} ${y0(y) + CELL - 8}l9 -15l9 15z`}
            data-treasure={k}
          />
        );
      })}
      {Object.keys(sketch.exits).map((k) => (
        <path key={`e${k}`} d={sideLine(k)} className="lab-pencil-exit" data-exit={k}>
          <title>{t('lab.exitMark')}</title>
        </path>
      ))}
      {sketch.here && (
        <g className="lab-here" data-testid="lab-here" data-cell={sketch.here}>
          <circle
            className="lab-here-ring"
            cx={x0(at(sketch.here).x) + CELL / 2}
            cy={y0(at(sketch.here).y) + CELL / 2}
            r={CELL / 2 - 5}
          />
          <title>{t('lab.here')}</title>
        </g>
      )}
    </g>
  );
}
