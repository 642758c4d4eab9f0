/**
 * Others' moves at a readable pace. Steps arrive as fast as the computer plays them; a board
 * that tells a step in beats (`BoardModule.beats`: a Defender's step, a slide…) gets them one
 * beat at a time, and the next step waits its turn. The frame shows the paced picture —
 * board, announcements, whose turn — and lets the viewer act only once it has caught up (or
 * asked to see everything at once). The pace is a setting kept in this browser: at once,
 * step by step, slowly.
 */
import type { GameEvent, Viewer } from '@daedalus/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { safeStorage } from '../i18n/i18n.tsx';

export const PACES = ['off', 'normal', 'slow'] as const;
export type Pace = (typeof PACES)[number];
/** Time each beat stays on screen. */
export const BEAT_MS: Readonly<Record<Pace, number>> = { off: 0, normal: 650, slow: 1400 };

const KEY = 'daedalus.pace';

export function usePaceSetting(): [Pace, (pace: Pace) => void] {
  const [pace, setPace] = useState<Pace>(() => {
    const stored = safeStorage()?.getItem(KEY);
    return (PACES as readonly string[]).includes(stored ?? '') ? (stored as Pace) : 'normal';
  });
  return [
    pace,
    (p) => {
      setPace(p);
      safeStorage()?.setItem(KEY, p);
    },
  ];
}

/** What the frame shows: a snapshot of its props with the step's log. */
export interface Snapshot {
  readonly view: unknown;
  readonly log: readonly { readonly step: number; readonly event: GameEvent }[];
}

interface Entry<S> {
  snap: S;
  step: number;
  /** Beats of the step (1: shown whole at once). */
  count: number;
  /** The view before the step, when the previous step's view was seen. */
  before: unknown;
}

export interface Paced<S> {
  readonly shown: S;
  /** The beat of the latest step on screen (undefined: all of it). */
  readonly beat: number | undefined;
  /** The view before the latest step on screen, for boards that rebuild its beats. */
  readonly before: unknown;
  /** Whether steps or beats are still to be shown. */
  readonly busy: boolean;
  /** Shows everything at once. */
  skip(): void;
  /** The viewer just acted: the step it makes is shown without waiting. */
  acted(): void;
}

const lastStepOf = (log: Snapshot['log']): number => log.at(-1)?.step ?? -1;

/**
 * The snapshot to show now. `beats` gives a step's beats (absent, or `ms` 0: every snapshot
 * is shown as it comes).
 */
export function usePacedSteps<S extends Snapshot>(
  live: S,
  beats: ((events: readonly GameEvent[], viewer: Viewer) => readonly number[]) | undefined,
  viewer: Viewer,
  ms: number,
): Paced<S> {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const current = useRef<Entry<S> & { beat: number; at: number }>({
    snap: live,
    step: lastStepOf(live.log),
    count: 1,
    before: undefined,
    beat: 0,
    at: 0,
  });
  const queue = useRef<Entry<S>[]>([]);
  const mine = useRef(false);
  const acted = useCallback(() => {
    mine.current = true;
  }, []);
  const step = lastStepOf(live.log);
  const newest = queue.current.at(-1) ?? current.current;

  if (!beats || ms <= 0 || step < newest.step) {
    // Not paced, or a new game: show what is live.
    queue.current = [];
    current.current = { snap: live, step, count: 1, before: undefined, beat: 0, at: 0 };
  } else if (step === newest.step) {
    newest.snap = live;
  } else {
    const events = live.log.filter((x) => x.step === step).map((x) => x.event);
    const count = Math.max(1, (beats(events, viewer).at(-1) ?? 0) + 1);
    // Beats can be rebuilt only from the view just before this step.
    const previous = live.log.filter((x) => x.step < step).at(-1)?.step ?? -1;
    const before = previous === newest.step ? newest.snap.view : undefined;
    // A step whose beats cannot be rebuilt (steps missed, no view yet) is shown whole.
    const entry = { snap: live, step, count: before == null ? 1 : count, before };
    if (mine.current && queue.current.length === 0) current.current = { ...entry, beat: 0, at: Date.now() };
    else queue.current.push(entry);
    mine.current = false;
  }

  const now = Date.now();
  const cur = current.current;
  // The next beat or step is due one beat after the last one shown.
  const due = cur.at + ms;
  const waiting = cur.beat < cur.count - 1 || queue.current.length > 0;
  const advance = () => {
    const c = current.current;
    if (c.beat < c.count - 1) current.current = { ...c, beat: c.beat + 1, at: Date.now() };
    else {
      const next = queue.current.shift();
      if (next) current.current = { ...next, beat: 0, at: Date.now() };
    }
  };
  if (waiting && now >= due && cur.beat >= cur.count - 1 && queue.current.length > 0) advance();

  const shownEntry = current.current;
  useEffect(() => {
    const c = current.current;
    if (!(c.beat < c.count - 1 || queue.current.length > 0)) return;
    const timer = setTimeout(
      () => {
        advance();
        tick();
      },
      Math.max(0, c.at + ms - Date.now()),
    );
    return () => clearTimeout(timer);
  });

  const busy = shownEntry.beat < shownEntry.count - 1 || queue.current.length > 0;
  return {
    shown: shownEntry.snap,
    beat: shownEntry.count > 1 ? shownEntry.beat : undefined,
    before: shownEntry.before,
    busy,
    skip: () => {
      const last = queue.current.at(-1) ?? current.current;
      queue.current = [];
      current.current = { ...last, beat: last.count - 1, at: Date.now() };
      tick();
    },
    acted,
  };
}
