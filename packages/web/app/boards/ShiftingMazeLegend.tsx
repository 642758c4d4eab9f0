/**
 * The Shifting Maze legend: every mark of the board with a small picture of it, in the
 * interface language — Challengers, Defenders, the kinds of positions, the start areas and
 * the far side, objects, bodies and the places where the viewer may act.
 */
import type { Viewer } from '@daedalus/core';
import { seatColor } from '../play/types.ts';
import { FoldingLegend, type LegendItem } from './FoldingLegend.tsx';
import { CELL, ChallengerDisc, DefenderShield, KeyGlyph, left, Tile, top } from './ShiftingMazePieces.tsx';
import type { SmWord } from './sm-words.ts';

const AT = { x: 0, y: 0 };
const X = left(0);
const Y = top(0);
const C = { x: X + CELL / 2, y: Y + CELL / 2 };

/**
 * `acting`: the viewer may act now (places are highlighted); `winner`: the seat that escaped,
 * at the end (drawn in the start area beside the row it left by).
 */
export function MazeLegend({
  w,
  viewer,
  acting,
  winner,
}: {
  w: (k: SmWord) => string;
  viewer: Viewer;
  acting: boolean;
  winner: number | null;
}) {
  const seated = typeof viewer === 'number';
  const you = seated ? viewer : 0;
  const rival = you === 0 ? 1 : 0;
  const four = { doors: 15, items: [], bodies: [] };
  const disc = (seat: number) => (
    <g transform={`translate(${C.x} ${C.y})`}>
      <ChallengerDisc seat={seat} />
    </g>
  );
  const items: LegendItem[] = [
    ...(seated
      ? [
          { key: 'you', label: w('you'), icon: disc(you) },
          { key: 'rival', label: w('rival'), icon: disc(rival) },
        ]
      : [{ key: 'challenger', label: w('challenger'), icon: disc(0) }]),
    {
      key: 'carries',
      label: w('carries'),
      icon: (
        <g transform={`translate(${C.x} ${C.y + 4})`}>
          <ChallengerDisc seat={rival} />
          <KeyGlyph x={6} y={-12} />
        </g>
      ),
    },
    ...(winner === null
      ? []
      : [
          {
            key: 'escaped',
            label: w('escaped'),
            icon: (
              <g>
                <rect x={X} y={Y} width={CELL} height={CELL} className="sm-start" />
                <g transform={`translate(${C.x} ${C.y})`}>
                  <ChallengerDisc seat={winner} />
                </g>
              </g>
            ),
          },
        ]),
    {
      key: 'defender',
      label: w('defender'),
      icon: (
        <g transform={`translate(${C.x} ${C.y})`}>
          <DefenderShield letter="A" />
        </g>
      ),
    },
    { key: 'hidden', label: w('hidden'), icon: <Tile at={AT} cell={null} /> },
    { key: 'cube', label: w('cube'), icon: <Tile at={AT} cell={{ doors: 0b1011, items: [], bodies: [] }} /> },
    { key: 'destroyed', label: w('destroyed'), icon: <Tile at={AT} cell="destroyed" /> },
    {
      key: 'start',
      label: w('start'),
      icon: (
        <g>
          <rect x={X} y={Y} width={CELL} height={CELL} className="sm-start" />
          <rect
            x={X + 3}
            y={Y + 3}
            width={CELL - 6}
            height={CELL - 6}
            rx={6}
            className="sm-home"
            style={{ stroke: seatColor(you) }}
          />
        </g>
      ),
    },
    {
      key: 'far',
      label: w('far'),
      icon: (
        <g>
          <rect x={X} y={Y} width={CELL} height={CELL} className="sm-far" />
          <KeyGlyph x={X + 14} y={C.y} />
        </g>
      ),
    },
    {
      key: 'key',
      label: w('key'),
      icon: <Tile at={AT} cell={{ ...four, items: [{ kind: 'key' }] }} />,
    },
    {
      key: 'battery',
      label: w('battery'),
      icon: <Tile at={AT} cell={{ ...four, items: [{ kind: 'battery', pp: 3 }] }} />,
    },
    {
      key: 'body',
      label: w('body'),
      icon: <Tile at={AT} cell={{ ...four, bodies: [{ seat: rival, items: [] }] }} />,
    },
  ];
  if (acting)
    items.push({
      key: 'target',
      label: w('target'),
      icon: (
        <g>
          <Tile at={AT} cell={four} />
          <rect x={X + 3} y={Y + 3} width={CELL - 6} height={CELL - 6} rx={6} className="sm-target" />
        </g>
      ),
    });
  return (
    <FoldingLegend
      title={w('legend')}
      items={items}
      viewBox={`${X} ${Y} ${CELL} ${CELL}`}
      className="sm-legend"
      testId="sm-legend"
    />
  );
}
