/** The Temple Labyrinth board's legend: what the marks on the board mean. */
import type { FieldView } from '@daedalus/temple';
import type { Translate } from '../i18n/i18n.tsx';
import { FoldingLegend, type LegendItem } from './FoldingLegend.tsx';
import { colourOf, FieldGlyph, Figure, pts, S, Statue, Tile } from './TemplePieces.tsx';
import { poseCorners } from './temple-motion.ts';

/** What the marks on the board mean (the places to play only while the viewer may play). */
export function Legend({ t, acting }: { t: Translate; acting: boolean }) {
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
