/**
 * The Slug Labyrinth's pictures, shared by the board, its legend and the level editor:
 * floor, walls (the level's and each player's), killing machines, bases, doors, slugs, the
 * hero, a slug's planned path. Each is drawn in a cell of `S` user units whose top-left corner
 * is (x, y) in cells; colours come from the stylesheet (`SLUGS_PIECES_CSS`).
 */
import type { Point, Seat } from '@daedalus/core';
import { cellName, type SlugView } from '@daedalus/slugs';
import { seatColor } from '../play/types.ts';

/** User units per cell. */
export const S = 40;

export type Hunts = 0 | 1 | 'hero';

export const slugColor = (hunts: Hunts): string => (hunts === 'hero' ? '#3f8a2c' : seatColor(hunts as Seat));

interface At {
  readonly x: number;
  readonly y: number;
}

export function Wall({ x, y, owner, className }: At & { owner: string; className?: string }) {
  const px = x * S;
  const py = y * S;
  const fill = owner === 'A' ? seatColor(0) : owner === 'B' ? seatColor(1) : undefined;
  return (
    <g className={`sp-wall${owner === '#' ? ' level' : ' placed'}${className ? ` ${className}` : ''}`}>
      <rect x={px + 1} y={py + 1} width={S - 2} height={S - 2} rx={3} style={fill ? { fill } : undefined} />
      <path
        className="sp-brick"
        d={`M${px + 1} ${py + S / 3}H${px + S - 1}M${px + 1} ${py + (2 * S) / 3}H${px + S - 1}M${px + S / 2} ${py + 1}V${py + S / 3}M${px + S / 4} ${py + S / 3}V${py + (2 * S) / 3}M${px + (3 * S) / 4} ${py + S / 3}V${py + (2 * S) / 3}M${px + S / 2} ${py + (2 * S) / 3}V${py + S - 1}`}
      />
    </g>
  );
}

export function Machine({ x, y }: At) {
  const cx = x * S + S / 2;
  const cy = y * S + S / 2;
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${cx + Math.cos(a) * 7} ${cy + Math.sin(a) * 7}L${cx + Math.cos(a + 0.3) * 14} ${cy + Math.sin(a + 0.3) * 14}`;
  }).join('');
  return (
    <g className="sp-machine">
      <rect x={x * S + 3} y={y * S + 3} width={S - 6} height={S - 6} rx={6} />
      <path d={teeth} className="sp-blade" />
      <circle cx={cx} cy={cy} r={6} className="sp-hub" />
    </g>
  );
}

/**
 * An SVG group read out as one picture of that name (`role="img"`): its shapes and letters
 * (a slug's "a", a base's "A") are not read out as loose text.
 */
export const picture = (label: string) => ({ role: 'img', 'aria-label': label }) as const;

/** A picture's letters and numbers, drawn for the eye: its name says them (see `picture`). */
export const forTheEye = { 'aria-hidden': true } as const;

/** A base; with `label` (on the map) a picture of that name, its letter not read out as loose text. */
export function Base({ x, y, seat, label }: At & { seat: 0 | 1; label?: string }) {
  const px = x * S;
  const py = y * S;
  return (
    <g className="sp-base" {...(label ? picture(label) : {})}>
      {label && <title>{label}</title>}
      <rect x={px + 2} y={py + 2} width={S - 4} height={S - 4} rx={4} style={{ stroke: seatColor(seat) }} />
      <path
        d={`M${px + 8} ${py + 20}L${px + S / 2} ${py + 8}L${px + S - 8} ${py + 20}V${py + S - 7}H${px + 8}Z`}
        style={{ fill: seatColor(seat) }}
      />
      <text x={px + S / 2} y={py + S - 10} textAnchor="middle" className="sp-base-letter" {...forTheEye}>
        {seat === 0 ? 'A' : 'B'}
      </text>
    </g>
  );
}

export function Door({ x, y, exit }: At & { exit: boolean }) {
  const px = x * S;
  const py = y * S;
  return (
    <g className={exit ? 'sp-door exit' : 'sp-door shut'}>
      <rect x={px + 6} y={py + 3} width={S - 12} height={S - 6} rx={3} />
      {exit ? (
        <path
          d={`M${px + 13} ${py + S / 2}H${px + S - 12}M${px + S - 17} ${py + S / 2 - 5}L${px + S - 12} ${py + S / 2}L${px + S - 17} ${py + S / 2 + 5}`}
          className="sp-arrow"
        />
      ) : (
        <path
          d={`M${px + 10} ${py + 12}L${px + S - 10} ${py + S - 12}M${px + S - 10} ${py + 12}L${px + 10} ${py + S - 12}`}
          className="sp-bar"
        />
      )}
      <circle cx={px + S - 11} cy={py + S / 2 + 7} r={1.8} className="sp-knob" />
    </g>
  );
}

/** A slug facing right at a point given in cells (its centre). */
export function SlugShape({
  cx,
  cy,
  hunts,
  asleep = false,
  opacity,
}: {
  cx: number;
  cy: number;
  hunts: Hunts;
  asleep?: boolean;
  opacity?: number;
}) {
  const x = cx * S;
  const y = cy * S;
  const color = slugColor(hunts);
  return (
    <g className={asleep ? 'sp-slug asleep' : 'sp-slug'} opacity={opacity}>
      <path
        d={`M${x - 14} ${y + 9}Q${x - 16} ${y - 2} ${x - 4} ${y - 5}Q${x + 8} ${y - 9} ${x + 13} ${y + 1}Q${x + 15} ${y + 9} ${x + 4} ${y + 10}Z`}
        style={{ fill: color }}
      />
      <path
        d={`M${x + 6} ${y - 5}L${x + 9} ${y - 14}M${x + 11} ${y - 3}L${x + 16} ${y - 11}`}
        className="sp-stalk"
        style={{ stroke: color }}
      />
      <circle cx={x + 9} cy={y - 14} r={2.4} className="sp-eye" />
      <circle cx={x + 16} cy={y - 11} r={2.4} className="sp-eye" />
      <text x={x - 3} y={y + 6} textAnchor="middle" className="sp-slug-letter" {...forTheEye}>
        {hunts === 'hero' ? 'h' : hunts === 0 ? 'a' : 'b'}
      </text>
    </g>
  );
}

/** The hero at a point given in cells (his centre); tied: a rope around him. */
export function HeroShape({
  cx,
  cy,
  tied = false,
  lying = false,
}: {
  cx: number;
  cy: number;
  tied?: boolean;
  lying?: boolean;
}) {
  const x = cx * S;
  const y = cy * S;
  return (
    <g className="sp-hero" transform={lying ? `rotate(90 ${x} ${y})` : undefined}>
      <circle cx={x} cy={y - 9} r={6} className="sp-head" />
      <path d={`M${x - 8} ${y + 14}L${x - 5} ${y - 2}H${x + 5}L${x + 8} ${y + 14}Z`} className="sp-body" />
      {tied && <ellipse cx={x} cy={y + 3} rx={11} ry={4} className="sp-rope" />}
    </g>
  );
}

/** The planned path of a slug: a line from it through its cells, a cross on each wall it means to eat. */
export function PathLine({
  g,
  from,
  goal,
  walled,
}: {
  g: SlugView;
  from: { x: number; y: number };
  goal: boolean;
  /** Whether a cell has a wall now: a cell of the path that differs from when the slug decided is marked. */
  walled: (p: Point) => boolean;
}) {
  if (!g.path || g.path.length === 0) return null;
  const color = slugColor(g.hunts);
  const pts = [from, ...g.path].map((p) => `${(p.x + 0.5) * S},${(p.y + 0.5) * S}`).join(' ');
  return (
    <g className="sb-path" data-path={g.id} data-cells={g.path.map(cellName).join(' ')}>
      <polyline points={pts} style={{ stroke: color }} />
      {g.path.map((p, i) => {
        const cx = (p.x + 0.5) * S;
        const cy = (p.y + 0.5) * S;
        const eats = g.pathWalls?.[i] === '#';
        if (g.pathWalls && eats !== walled(p))
          return (
            <g key={`${p.x},${p.y}`} className="sb-changed" data-changed={cellName(p)}>
              <circle cx={cx} cy={cy} r={9} />
              <text x={cx} y={cy} dy="0.35em" textAnchor="middle">
                !
              </text>
            </g>
          );
        if (i === g.path!.length - 1 && !eats && goal) return null;
        return eats ? (
          <path
            key={`${p.x},${p.y}`}
            d={`M${cx - 8} ${cy - 8}L${cx + 8} ${cy + 8}M${cx + 8} ${cy - 8}L${cx - 8} ${cy + 8}`}
            className="sb-eat"
            style={{ stroke: color }}
          />
        ) : (
          <circle
            key={`${p.x},${p.y}`}
            cx={cx}
            cy={cy}
            r={i === g.path!.length - 1 ? 5 : 3}
            style={{ fill: color }}
          />
        );
      })}
    </g>
  );
}

export const SLUGS_PIECES_CSS = `
.sp-wall rect { fill: #5b4a36; stroke: #3a2e20; stroke-width: 1.5; }
.sp-wall.placed rect { stroke: #1d1d1d; }
.sp-brick { stroke: rgba(255, 255, 255, 0.28); stroke-width: 1.5; fill: none; }
.sp-machine rect { fill: #3a3f45; stroke: #1f2226; stroke-width: 1.5; }
.sp-blade { stroke: #e8463a; stroke-width: 3; stroke-linecap: round; }
.sp-hub { fill: #e8463a; stroke: #fff; stroke-width: 1.5; }
.sp-base rect { fill: #fff; stroke-width: 3; }
.sp-base-letter { font-size: 12px; font-weight: 700; fill: #fff; }
.sp-door rect { stroke-width: 2; }
.sp-door.exit rect { fill: #d6f0c8; stroke: #2f7d22; }
.sp-door.shut rect { fill: #b8875a; stroke: #6b4525; }
.sp-arrow { stroke: #2f7d22; stroke-width: 3; fill: none; stroke-linecap: round; stroke-linejoin: round; }
.sp-bar { stroke: #6b4525; stroke-width: 2.5; stroke-linecap: round; }
.sp-knob { fill: #333; }
.sp-slug path:first-child { stroke: rgba(0, 0, 0, 0.55); stroke-width: 1.5; }
.sp-stalk { stroke-width: 2.5; stroke-linecap: round; fill: none; }
.sp-eye { fill: #fff; stroke: #1b1b1b; stroke-width: 1.2; }
.sp-slug-letter { font-size: 11px; font-weight: 700; fill: #fff; }
.sp-slug.asleep { filter: grayscale(0.7); opacity: 0.7; }
.sp-head { fill: #f2c79b; stroke: #6b4a2b; stroke-width: 1.5; }
.sp-body { fill: #e07b22; stroke: #7a3d0c; stroke-width: 1.5; }
.sp-rope { fill: none; stroke: #8b5a2b; stroke-width: 3; stroke-dasharray: 4 2; }
.sp-wall, .sp-machine, .sp-base, .sp-door, .sp-slug, .sp-hero { pointer-events: none; }
`;
