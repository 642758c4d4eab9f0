/** The Slug Labyrinth board's legend: what the pictures on the map mean, for the mode shown. */
import type { SlugsView } from '@daedalus/slugs';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n/i18n.tsx';
import { FoldingLegend, type LegendItem } from './FoldingLegend.tsx';
import { Base, Door, HeroShape, Machine, S, SlugShape, slugColor, Wall } from './slugs-pieces.tsx';
/** What the pictures on the map mean (only what this mode has). */
export function Legend({ view, t }: { view: SlugsView; t: Translate }) {
  const escort = view.mode === 'escort';
  const duel = view.mode === 'duel';
  const icon = (children: ReactNode) => (
    <>
      <rect width={S} height={S} className="sb-floor" />
      {children}
    </>
  );
  const items: LegendItem[] = [
    { key: 'wall', label: t('slugs.wallLevel'), icon: icon(<Wall x={0} y={0} owner="#" />) },
    ...(escort
      ? []
      : [
          {
            key: 'wallA',
            label: t(duel ? 'slugs.wallA' : 'slugs.wallYours'),
            icon: icon(<Wall x={0} y={0} owner="A" />),
          },
        ]),
    ...(duel ? [{ key: 'wallB', label: t('slugs.wallB'), icon: icon(<Wall x={0} y={0} owner="B" />) }] : []),
    {
      key: 'transit',
      label: t('slugs.transit'),
      icon: icon(
        <g className="sb-transit">
          <rect x={3} y={3} width={S - 6} height={S - 6} rx={4} />
          <text x={S / 2} y={S / 2} dy="0.35em" textAnchor="middle">
            7
          </text>
        </g>,
      ),
    },
    { key: 'machine', label: t('slugs.machine'), icon: icon(<Machine x={0} y={0} />) },
    ...(view.slugs.some((g) => g.status === 'dead')
      ? [
          {
            key: 'remains',
            label: t('slugs.remains'),
            icon: icon(
              <>
                <Machine x={0} y={0} />
                <g className="sb-remains">
                  <SlugShape cx={0.5} cy={0.62} hunts={escort ? 'hero' : 0} asleep />
                </g>
              </>,
            ),
          },
        ]
      : []),
    ...(escort
      ? [
          { key: 'hero', label: t('slugs.hero'), icon: icon(<HeroShape cx={0.5} cy={0.5} />) },
          {
            key: 'slugH',
            label: t('slugs.slugH'),
            icon: icon(<SlugShape cx={0.5} cy={0.55} hunts="hero" />),
          },
          { key: 'exit', label: t('slugs.exit'), icon: icon(<Door x={0} y={0} exit />) },
          { key: 'door', label: t('slugs.door'), icon: icon(<Door x={0} y={0} exit={false} />) },
          {
            key: 'seen',
            label: t('slugs.lastSeen'),
            icon: icon(
              <g className="sb-seen">
                <circle cx={S / 2} cy={S / 2} r={S * 0.42} />
                <text x={S * 0.15} y={S * 0.22} dy="0.35em" textAnchor="middle">
                  ?
                </text>
              </g>,
            ),
          },
        ]
      : [
          {
            key: 'baseA',
            label: t(duel ? 'slugs.baseA' : 'slugs.base'),
            icon: icon(<Base x={0} y={0} seat={0} />),
          },
          {
            key: 'slugA',
            label: t(duel ? 'slugs.slugA' : 'slugs.slug'),
            icon: icon(<SlugShape cx={0.5} cy={0.55} hunts={0} />),
          },
          ...(duel
            ? [
                { key: 'baseB', label: t('slugs.baseB'), icon: icon(<Base x={0} y={0} seat={1} />) },
                {
                  key: 'slugB',
                  label: t('slugs.slugB'),
                  icon: icon(<SlugShape cx={0.5} cy={0.55} hunts={1} />),
                },
              ]
            : []),
        ]),
    {
      key: 'asleep',
      label: t('slugs.asleep'),
      icon: icon(
        <>
          <SlugShape cx={0.45} cy={0.6} hunts={escort ? 'hero' : 0} asleep />
          <g className="sb-badge asleep">
            <circle cx={S * 0.8} cy={S * 0.22} r={8} />
            <text x={S * 0.8} y={S * 0.22} dy="0.35em" textAnchor="middle">
              3
            </text>
          </g>
        </>,
      ),
    },
    {
      key: 'deciding',
      label: t('slugs.deciding'),
      icon: icon(
        <>
          <SlugShape cx={0.45} cy={0.6} hunts={escort ? 'hero' : 0} />
          <g className="sb-badge deciding">
            <circle cx={S * 0.8} cy={S * 0.22} r={8} />
            <text x={S * 0.8} y={S * 0.22} dy="0.35em" textAnchor="middle">
              ?
            </text>
          </g>
        </>,
      ),
    },
    ...(view.hidePaths
      ? []
      : [
          {
            key: 'changed',
            label: t('slugs.changed'),
            icon: icon(
              <g className="sb-changed">
                <circle cx={S / 2} cy={S / 2} r={9} />
                <text x={S / 2} y={S / 2} dy="0.35em" textAnchor="middle">
                  !
                </text>
              </g>,
            ),
          },
          {
            key: 'path',
            label: t(escort ? 'slugs.pathEscort' : 'slugs.path'),
            icon: icon(
              <g className="sb-path">
                <polyline
                  points={`4,${S / 2} ${S - 4},${S / 2}`}
                  style={{ stroke: slugColor(escort ? 'hero' : 0) }}
                />
                {!escort && (
                  <path
                    d={`M${S / 2 - 8} ${S / 2 - 8}L${S / 2 + 8} ${S / 2 + 8}M${S / 2 + 8} ${S / 2 - 8}L${S / 2 - 8} ${S / 2 + 8}`}
                    className="sb-eat"
                    style={{ stroke: slugColor(0) }}
                  />
                )}
              </g>,
            ),
          },
        ]),
  ];
  return (
    <FoldingLegend
      title={t('slugs.legend')}
      items={items}
      viewBox={`0 0 ${S} ${S}`}
      className="sb-legend"
      testId="slugs-legend"
    />
  );
}
