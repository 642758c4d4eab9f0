/**
 * The editor's map as painted: every cell, problem cells outlined, the cursor, wake turns;
 * painted by pointer (a drag paints every cell it crosses) and by keys (arrows move the
 * cursor, Enter or Space paints).
 */
import type { Point } from '@daedalus/core';
import { cellName, columnName, type LevelFile, SLUG_CHARS } from '@daedalus/slugs';
import { type PointerEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useRef } from 'react';
import type { Translate } from '../../i18n/i18n.tsx';
import { cursorAfter } from '../grid-cursor.ts';
import { Base, Door, HeroShape, Machine, S, SlugShape, Wall } from '../slugs-pieces.tsx';
import { wakeAt } from './model.ts';
import { THING } from './problems.ts';

/** Margin for the column letters and row numbers, in user units. */
const M = 22;

/**
 * What a screen reader hears of the cell under the cursor: its name and what is painted there
 * ("cell a7: Slug a (hunts A), wakes on turn 3"); the pictures and letters inside are for the eye.
 */
function cellSaid(level: LevelFile['rooms'][number], at: Point, t: Translate): string {
  const ch = level.rows[at.y]?.[at.x] ?? '.';
  const wake = SLUG_CHARS.includes(ch) ? wakeAt(level, at) : 1;
  const thing = t(THING[ch] ?? 'editor.thing.floor');
  return `${t('editor.cell', { cell: cellName(at) })}: ${thing}${wake > 1 ? `, ${t('editor.wake')} ${wake}` : ''}`;
}

export function EditorGrid({
  file,
  room,
  bad,
  cursor,
  onPaint,
  onCursor,
  t,
}: {
  file: LevelFile;
  room: number;
  bad: ReadonlySet<string>;
  cursor: Point | null;
  onPaint: (p: Point, first: boolean) => void;
  onCursor: (p: Point) => void;
  t: Translate;
}) {
  const level = file.rooms[room]!;
  const svg = useRef<SVGSVGElement>(null);
  const painting = useRef<string | null>(null);
  const cellOf = (e: { clientX: number; clientY: number }): Point | null => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const x = Math.floor(p.x / S);
    const y = Math.floor(p.y / S);
    return x >= 0 && y >= 0 && x < level.width && y < level.height ? { x, y } : null;
  };
  const down = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const p = cellOf(e);
    if (!p) return;
    e.preventDefault();
    svg.current?.setPointerCapture?.(e.pointerId);
    painting.current = `${p.x},${p.y}`;
    onCursor(p);
    onPaint(p, true);
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (painting.current === null) return;
    const p = cellOf(e);
    if (!p || painting.current === `${p.x},${p.y}`) return;
    painting.current = `${p.x},${p.y}`;
    onPaint(p, false);
  };
  const up = () => {
    painting.current = null;
  };
  const key = (e: ReactKeyboardEvent<SVGSVGElement>) => {
    const next = cursorAfter(e.key, cursor, level.width, level.height);
    if (next) {
      e.preventDefault();
      onCursor(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPaint(cursor ?? { x: 0, y: 0 }, true);
    }
  };
  const cells: ReactNode[] = [];
  const labels: ReactNode[] = [];
  for (let y = 0; y < level.height; y++)
    for (let x = 0; x < level.width; x++) {
      const ch = level.rows[y]?.[x] ?? '.';
      const k = `${x},${y}`;
      let piece: ReactNode = null;
      if (ch === '#') piece = <Wall x={x} y={y} owner="#" />;
      else if (ch === 'X') piece = <Machine x={x} y={y} />;
      else if (ch === 'A' || ch === 'B') piece = <Base x={x} y={y} seat={ch === 'A' ? 0 : 1} />;
      else if (ch === 'E' || ch === 'D') piece = <Door x={x} y={y} exit={ch === 'E'} />;
      else if (ch === 'H') piece = <HeroShape cx={x + 0.5} cy={y + 0.5} tied={level.tied} />;
      else if (SLUG_CHARS.includes(ch))
        piece = <SlugShape cx={x + 0.5} cy={y + 0.58} hunts={ch === 'h' ? 'hero' : ch === 'a' ? 0 : 1} />;
      const wake = SLUG_CHARS.includes(ch) ? wakeAt(level, { x, y }) : 1;
      cells.push(
        <g key={k} data-cell={cellName({ x, y })} data-char={ch} data-wake={wake > 1 ? wake : undefined}>
          <rect
            x={x * S}
            y={y * S}
            width={S}
            height={S}
            className={(x + y) % 2 ? 'se-floor odd' : 'se-floor'}
          />
          {piece}
          {wake > 1 && (
            <g className="se-wake">
              <circle cx={(x + 0.82) * S} cy={(y + 0.2) * S} r={8} />
              <text x={(x + 0.82) * S} y={(y + 0.2) * S} dy="0.35em" textAnchor="middle">
                {wake}
              </text>
            </g>
          )}
          {bad.has(k) && (
            <rect x={x * S + 2} y={y * S + 2} width={S - 4} height={S - 4} rx={4} className="se-bad" />
          )}
        </g>,
      );
    }
  for (let x = 0; x < level.width; x++)
    labels.push(
      <text key={`cx${x}`} x={(x + 0.5) * S} y={-M / 2} dy="0.35em" textAnchor="middle" className="se-coord">
        {columnName(x)}
      </text>,
    );
  for (let y = 0; y < level.height; y++)
    labels.push(
      <text key={`cy${y}`} x={-M / 2} y={(y + 0.5) * S} dy="0.35em" textAnchor="middle" className="se-coord">
        {y + 1}
      </text>,
    );
  const said = cursor ? ` · ${cellSaid(level, cursor, t)}` : '';
  return (
    <div className="se-scroll">
      <svg
        ref={svg}
        className="se-grid"
        viewBox={`${-M} ${-M} ${level.width * S + M + 4} ${level.height * S + M + 4}`}
        style={{ ['--cols' as string]: level.width + 1 }}
        role="application"
        aria-label={`${t('editor.mapLabel')}${said}`}
        aria-describedby="editor-keys"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is an application: arrow keys move its cursor
        tabIndex={0}
        data-testid="editor-grid"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
        onFocus={() => !cursor && onCursor({ x: 0, y: 0 })}
      >
        {/* The column letters, row numbers and pieces are for the eye: the map's label says the cell. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus */}
        <g aria-hidden="true">{labels}</g>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus */}
        <g aria-hidden="true">{cells}</g>
        {cursor && (
          <rect
            x={cursor.x * S + 2}
            y={cursor.y * S + 2}
            width={S - 4}
            height={S - 4}
            rx={5}
            className="se-cursor"
          />
        )}
      </svg>
    </div>
  );
}
