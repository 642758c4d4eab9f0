/**
 * The Labyrinth player's private sketch: what they believe each cell is, where they think
 * walls stand, where they think they are, which way rivers flow, the pits' order in their
 * loops, treasures and exits. Kept in localStorage under the table and seat; never sent.
 */
import type { Direction, Point } from '@daedalus/core';
import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from '../i18n/i18n.tsx';

export interface Sketch {
  /** Cell "x,y" → a mark: a cell-type letter (L H W P R D E) or "?". */
  readonly cells: Readonly<Record<string, string>>;
  /** Normalised side "x,y,right" or "x,y,down" (outer sides keep their own direction) → drawn. */
  readonly sides: Readonly<Record<string, true>>;
  /** The cell "x,y" where the player believes he is (null: no guess). */
  readonly here: string | null;
  /** Cell "x,y" → the direction its river flows. */
  readonly flows: Readonly<Record<string, Direction>>;
  /** Cell "x,y" → the pit's number in its loop (1–9). */
  readonly pits: Readonly<Record<string, number>>;
  /** Cells "x,y" with a treasure. */
  readonly treasures: Readonly<Record<string, true>>;
  /** Sides of the outline (as `sideKey` names them) with an exit. */
  readonly exits: Readonly<Record<string, true>>;
}

/** The marks kept per cell or side, each a record that `put` changes. */
export type SketchLayer = 'cells' | 'sides' | 'flows' | 'pits' | 'treasures' | 'exits';

const EMPTY: Sketch = { cells: {}, sides: {}, here: null, flows: {}, pits: {}, treasures: {}, exits: {} };
const storageKey = (key: string) => `daedalus.sketch.${key}`;

/** One name for the side between two cells, whichever of them it is seen from. */
export function sideKey(p: Point, d: Direction, width: number, height: number): string {
  if (d === 'left' && p.x > 0) return `${p.x - 1},${p.y},right`;
  if (d === 'up' && p.y > 0) return `${p.x},${p.y - 1},down`;
  if (d === 'right' && p.x === width - 1) return `${p.x},${p.y},right!`;
  if (d === 'down' && p.y === height - 1) return `${p.x},${p.y},down!`;
  return `${p.x},${p.y},${d}`;
}

/** A record with `key` turned on or off. */
function flip(record: Readonly<Record<string, true>>, key: string): Record<string, true> {
  const next = { ...record };
  if (next[key]) delete next[key];
  else next[key] = true;
  return next;
}

function load(key: string | undefined): Sketch {
  if (!key) return EMPTY;
  try {
    const raw = safeStorage()?.getItem(storageKey(key));
    const parsed = raw ? (JSON.parse(raw) as Partial<Sketch>) : EMPTY;
    return { ...EMPTY, ...parsed };
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
  /** Sets (or with null, removes) the mark of one cell or side in one layer. */
  const put = useCallback(
    (layer: SketchLayer, key: string, value: string | number | true | null) =>
      update((s) => {
        const next: Record<string, unknown> = { ...s[layer] };
        if (value === null) delete next[key];
        else next[key] = value;
        return { ...s, [layer]: next };
      }),
    [update],
  );
  const mark = useCallback((p: Point, value: string | null) => put('cells', `${p.x},${p.y}`, value), [put]);
  const toggleSide = useCallback(
    (side: string) => update((s) => ({ ...s, sides: flip(s.sides, side) })),
    [update],
  );
  const toggleIn = useCallback(
    (layer: 'treasures' | 'exits', key: string) => update((s) => ({ ...s, [layer]: flip(s[layer], key) })),
    [update],
  );
  const setHere = useCallback(
    (p: Point | null) =>
      update((s) => {
        const key = p ? `${p.x},${p.y}` : null;
        return { ...s, here: s.here === key ? null : key };
      }),
    [update],
  );
  const clear = useCallback(() => update(() => EMPTY), [update]);
  return { sketch, mark, put, toggleSide, toggleIn, setHere, clear };
}
