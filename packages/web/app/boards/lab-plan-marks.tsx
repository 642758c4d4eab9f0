/**
 * The Labyrinth legend's entries for the revealed plan (after the game and in replays):
 * every mark the plan adds to the cell colours — walls, exits, the river's flow, pit
 * loops, treasures, the players where they ended, and the viewer's own start, ordered
 * and asked-about cells. Each swatch is drawn with the board's own classes.
 */
import type { ReactNode } from 'react';
import type { Translate } from '../i18n/i18n.tsx';
import { seatColor } from '../play/types.ts';

function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg className="lab-mark-swatch" width={28} height={28} viewBox="0 0 28 28" aria-hidden="true">
      {children}
    </svg>
  );
}

/**
 * `seat`: the viewer's seat, whose own marks (start, orders, questions) the board shows;
 * `outside`: someone ended outside the labyrinth (drawn beyond the exit they left by).
 */
export function LabPlanMarks({ t, seat, outside }: { t: Translate; seat: number | null; outside: boolean }) {
  const marks: [string, ReactNode, string][] = [
    ['wall', <path key="w" className="lab-wall" d="M4 14h20" />, t('lab.markWall')],
    ['open-exit', <path key="o" className="lab-exit open" d="M4 14h20" />, t('lab.markExitOpen')],
    ['closed-exit', <path key="c" className="lab-exit" d="M4 14h20" />, t('lab.markExitClosed')],
    ['flow', <path key="f" className="lab-flow" d="M4 14h18M16 8l6 6-6 6" />, t('lab.markFlow')],
    [
      'pit',
      <g key="p">
        <rect width={28} height={28} rx={4} fill="#6b5b4b" />
        <text x={14} y={18} textAnchor="middle" className="lab-pit">
          1.2
        </text>
      </g>,
      t('lab.markPit'),
    ],
    ['true', <circle key="t" cx={14} cy={14} r={7} className="lab-treasure true" />, t('lab.markTrue')],
    ['fake', <circle key="k" cx={14} cy={14} r={5} className="lab-treasure" />, t('lab.markFake')],
    [
      'player',
      <g key="pl" className="piece">
        <circle cx={14} cy={14} r={11} fill={seatColor(0)} />
        <text x={14} y={19} textAnchor="middle">
          1
        </text>
      </g>,
      t('lab.markPlayer'),
    ],
  ];
  if (outside)
    marks.push([
      'outside',
      <g key="out" className="piece">
        <path className="lab-exit open" d="M4 4h20" />
        <circle cx={14} cy={18} r={9} fill={seatColor(0)} />
        <text x={14} y={22} textAnchor="middle">
          1
        </text>
      </g>,
      t('lab.markOutside'),
    ]);
  if (seat !== null)
    marks.push(
      [
        'start',
        <g key="s" style={{ color: seatColor(seat) }}>
          <circle className="lab-start-dot" cx={14} cy={14} r={10} />
          <text x={14} y={18} textAnchor="middle" className="lab-label">
            S
          </text>
        </g>,
        t('lab.start'),
      ],
      [
        'ordered',
        <text key="or" x={14} y={19} textAnchor="middle" className="lab-told">
          O
        </text>,
        t('lab.ordered'),
      ],
      [
        'asked',
        <text key="a" x={14} y={19} textAnchor="middle" className="lab-told">
          ?L
        </text>,
        t('lab.markAsked'),
      ],
    );
  return (
    <>
      {marks.map(([key, swatch, words]) => (
        <li key={key} data-mark={key}>
          <Swatch>{swatch}</Swatch>
          {words}
        </li>
      ))}
    </>
  );
}
