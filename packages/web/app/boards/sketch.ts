/**
 * The Labyrinth player's private sketch: what they believe each cell is and where
 * they think walls stand. Kept in localStorage under the table and seat; never sent.
 */
import type { Direction, Point } from '@daedalus/core';
import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from '../i18n/i18n.tsx';

export interface Sketch {
  /** Cell "x,y" → a mark: a cell-type letter (L H W P R D E) or "?". */
  readonly cells: Readonly<Record<string, string>>;
  /** Normalised side "x,y,right" or "x,y,down" (outer sides keep their own direction) → drawn. */
  readonly sides: Readonly<Record<string, true>>;
}

const EMPTY: Sketch = { cells: {}, sides: {} };
const storageKey = (key: string) => `daedalus.sketch.${key}`;

/** One name for the side between two cells, whichever of them it is seen from. */
export function sideKey(p: Point, d: Direction, width: number, height: number): string {
  if (d === 'left' && p.x > 0) return `${p.x - 1},${p.y},right`;
  if (d === 'up' && p.y > 0) return `${p.x},${p.y - 1},down`;
  if (d === 'right' && p.x === width - 1) return `${p.x},${p.y},right!`;
  if (d === 'down' && p.y === height - 1) return `${p.x},${p.y},down!`;
  return `${p.x},${p.y},${d}`;
}

function load(key: string | undefined): Sketch {
  if (!key) return EMPTY;
  try {
    const raw = safeStorage()?.getItem(storageKey(key));
    const parsed = raw ? (JSON.parse(raw) as Sketch) : EMPTY;
    return { cells: parsed.cells ?? {}, sides: parsed.sides ?? {} };
  } catch {
    return EMPTY;
  }
}

export function useSketch(key: string | undefined) {
  const [sketch, setSketch] = useState<Sketch>(() => load(key));
  useEffect(() => setSketch(load(key)), [key]);
  const update = useCallback(
    (change: (s: Sketch) => Sketch) => {
      setSketch((s) => {
        const next = change(s);
        if (key) safeStorage()?.setItem(storageKey(key), JSON.stringify(next));
        return next;
      });
    },
    [key],
  );
  const mark = useCallback(
    (p: Point, value: string | null) =>
      update((s) => {
        const cells = { ...s.cells };
        if (value) cells[`${p.x},${p.y}`] = value;
        else delete cells[`${p.x},${p.y}`];
        return { ...s, cells };
      }),
    [update],
  );
  const toggleSide = useCallback(
    (side: string) =>
      update((s) => {
        const sides = { ...s.sides };
        if (sides[side]) delete sides[side];
        else sides[side] = true;
        return { ...s, sides };
      }),
    [update],
  );
  const clear = useCallback(() => update(() => EMPTY), [update]);
  return { sketch, mark, toggleSide, clear };
}
