/**
 * Legal actions as places on a board: each place holds the actions that target it;
 * clicking (or Enter/Space on) a place plays its only action, or opens a menu of
 * its actions. Boards decide where an action points and draw everything else.
 */
import type { AnyGame, Direction, Locale, Point } from '@daedalus/core';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { formatAction } from '../games.ts';
import { onPress } from './press.ts';

export interface Target<A> {
  readonly at: Point;
  readonly actions: A[];
}

/** Arrow keys as directions, for keyboard play on every board. */
export const KEY_DIR: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowLeft: 'left',
};

export const placeKey = (p: Point): string => `${p.x},${p.y}`;

/** A label as a button or menu entry shows it: "skip" → "Skip", «статус» → «Статус». */
export function asButton(label: string, locale: Locale): string {
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

/** Groups the legal actions by the place they target (`placeOf` null: not on the board). */
export function useTargets<A>(
  legal: readonly A[],
  placeOf: (a: A) => Point | null,
  onAction: ((a: A) => void) | undefined,
) {
  const [menu, setMenu] = useState<string | null>(null);
  const byPlace = new Map<string, Target<A>>();
  if (onAction)
    for (const a of legal) {
      const p = placeOf(a);
      if (!p) continue;
      const entry = byPlace.get(placeKey(p)) ?? { at: p, actions: [] };
      entry.actions.push(a);
      byPlace.set(placeKey(p), entry);
    }
  const choose = (place: string) => {
    const entry = byPlace.get(place);
    if (!entry || !onAction) return;
    if (entry.actions.length === 1) {
      setMenu(null);
      onAction(entry.actions[0] as A);
    } else setMenu(menu === place ? null : place);
  };
  const open = menu ? byPlace.get(menu) : undefined;
  return { byPlace, menu, setMenu, choose, open };
}

/** A highlighted, focusable place on an SVG board. */
export function TargetRect<A extends { type: string }>(props: {
  game: AnyGame;
  locale: string;
  place: string;
  target: Target<A>;
  x: number;
  y: number;
  size: number;
  className: string;
  onChoose: (place: string) => void;
}) {
  const { game, locale, place, target, x, y, size, className, onChoose } = props;
  const label = target.actions
    .map((a) => asButton(formatAction(game, a, locale as Locale), locale as Locale))
    .join(', ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
    <rect
      x={x + 3}
      y={y + 3}
      width={size - 6}
      height={size - 6}
      rx={6}
      className={className}
      data-action={target.actions[0]?.type}
      data-kinds={[...new Set(target.actions.map((a) => a.type))].join(' ')}
      data-cell={place}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={() => onChoose(place)}
      onKeyDown={onPress(() => onChoose(place))}
    >
      <title>{label}</title>
    </rect>
  );
}

/**
 * The menu of a place with several actions, its entries worded like buttons (or by `label`);
 * a board may place it beside the place (`className`, `style`). It takes the focus as it opens
 * (its first entry: the keyboard player is in it, not Tab after Tab behind the board's other
 * places), Escape closes it, and closed it gives the focus back to what opened it.
 */
export function ActionMenu<A>(props: {
  game: AnyGame;
  locale: string;
  actions: readonly A[];
  onAction: (a: A) => void;
  onClose: () => void;
  closeText: string;
  label?: (a: A) => string;
  className?: string;
  style?: CSSProperties;
}) {
  const { game, locale, actions, onAction, onClose, closeText, label, className, style } = props;
  const box = useRef<HTMLDivElement>(null);
  // (Another place's menu in its place is a menu opened anew.)
  const shown = JSON.stringify(actions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the menu opens on actions
  useEffect(() => {
    const opener = document.activeElement;
    box.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    return () => {
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected;
      if (lost && (opener instanceof HTMLElement || opener instanceof SVGElement) && opener.isConnected)
        opener.focus();
    };
  }, [shown]);
  return (
    <div
      ref={box}
      className={`board-menu${className ? ` ${className}` : ''}`}
      role="menu"
      data-testid="board-menu"
      style={style}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      {actions.map((a) => (
        <button
          type="button"
          role="menuitem"
          key={JSON.stringify(a)}
          onClick={() => {
            onClose();
            onAction(a);
          }}
        >
          {label ? label(a) : asButton(formatAction(game, a, locale as Locale), locale as Locale)}
        </button>
      ))}
      <button type="button" className="subtle" onClick={onClose}>
        {closeText}
      </button>
    </div>
  );
}
