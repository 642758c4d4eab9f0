/**
 * Others' moves at a readable pace. Steps arrive as fast as the computer plays them; a board
 * that tells a step in beats (`BoardModule.beats`: a Defender's step, a slide…) gets them one
 * beat at a time, and the next step waits its turn. A board that animates a step
 * (`BoardModule.motionMs`: a tile turning, an alien walking) gets each step for at least as
 * long as its animation lasts — the viewer's own step too, so a computer player answering
 * within a frame does not cut it short. The frame shows the paced picture — board,
 * announcements, whose turn — and lets the viewer act only once it has caught up (or asked to
 * see everything at once). The pace is a setting kept in this browser: at once, step by step,
 * slowly.
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

export interface Entry<S> {
  snap: S;
  step: number;
  /** Beats of the step (1: shown whole at once). */
  count: number;
  /** The view before the step, when the previous step's view was seen. */
  before: unknown;
  /** Whether `snap.view` is the view after this step (false: after a later one that came with it). */
  exact: boolean;
  /** Milliseconds the board animates the step: its last beat stays at least this long. */
  hold: number;
}

/** How a board tells a step: its beats, and how long it animates it (see `BoardModule`). */
export interface StepTiming {
  /** The number of beats of a step's events (1: shown whole at once). */
  readonly count: (events: readonly GameEvent[]) => number;
  /** Milliseconds the board animates a step, shown with `view` (0: nothing moves). */
  readonly hold: (events: readonly GameEvent[], view: unknown) => number;
}

/** Most steps arriving at once that are still shown one after the other (more: a catch-up, shown whole). */
export const PACED_AT_ONCE = 4;

/**
 * The steps of `live` after the newest one queued (`newest`), each as an entry to show in
 * turn. Steps usually arrive one by one, but a busy browser may render two server updates
 * at once: each step is then still its own entry, the first told in beats from the view
 * before it (the others whole), with `live`'s log cut after its step; only the last entry's
 * view is its own (`exact`). More than `PACED_AT_ONCE` steps at once (a reconnection's
 * catch-up) are one entry, the latest, shown whole.
 */
export function arrivals<S extends Snapshot>(
  live: S,
  newest: { readonly step: number; readonly snap: S },
  timing: StepTiming,
): Entry<S>[] {
  const eventsOf = (step: number) => live.log.filter((x) => x.step === step).map((x) => x.event);
  const steps = [...new Set(live.log.filter((x) => x.step > newest.step).map((x) => x.step))];
  const last = steps.at(-1) ?? newest.step;
  // Beats can be rebuilt only from the view just before a step.
  const previous = live.log.filter((x) => x.step < (steps[0] ?? last)).at(-1)?.step ?? -1;
  const before = previous === newest.step ? newest.snap.view : undefined;
  if (steps.length > PACED_AT_ONCE) {
    const hold = timing.hold(eventsOf(last), live.view);
    return [{ snap: live, step: last, count: 1, before: undefined, exact: true, hold }];
  }
  return steps.map((step, i) => {
    const events = eventsOf(step);
    const exact = step === last;
    const snap = exact ? live : { ...live, log: live.log.filter((x) => x.step <= step) };
    // A step whose beats cannot be rebuilt (steps missed, no view yet) is shown whole.
    const from = i === 0 ? before : undefined;
    const count = from == null ? 1 : Math.max(1, timing.count(events));
    return { snap, step, count, before: from, exact, hold: timing.hold(events, snap.view) };
  });
}

export interface Paced<S> {
  readonly shown: S;
  /** The beat of the latest step on screen (undefined: all of it). */
  readonly beat: number | undefined;
  /** The view before the latest step on screen, for boards that rebuild its beats. */
  readonly before: unknown;
  /** Whether the view shown is the one after the latest step on screen (false: a later step's). */
  readonly exact: boolean;
  /** Whether steps or beats are still to be shown. */
  readonly busy: boolean;
  /** Shows everything at once. */
  skip(): void;
  /** The viewer just acted: the step it makes is shown without waiting. */
  acted(): void;
}

const lastStepOf = (log: Snapshot['log']): number => log.at(-1)?.step ?? -1;

/** What of a board the pace needs: its beats and how long it animates a step (see `BoardModule`). */
export interface PacedBoard {
  beats?(events: readonly GameEvent[], viewer: Viewer): readonly number[];
  motionMs?(events: readonly GameEvent[], view: never): number;
}

/** Whether a board's steps are paced at all: it tells them in beats or animates them. */
export const isPaced = (board: PacedBoard): boolean =>
  board.beats !== undefined || board.motionMs !== undefined;

/** A board's step timing for the viewer, its animations `scale` times slower than drawn. */
export function timingOf(board: PacedBoard, viewer: Viewer, scale: number): StepTiming {
  const { beats, motionMs } = board;
  return {
    count: (events) => (beats ? (beats(events, viewer).at(-1) ?? 0) + 1 : 1),
    hold: (events, view) => (motionMs ? motionMs(events, view as never) * scale : 0),
  };
}

/** When the entry shown since `at` gives way to its next beat or the next step. */
export const dueAt = (entry: Entry<unknown> & { beat: number; at: number }, ms: number): number =>
  entry.at + (entry.beat >= entry.count - 1 ? Math.max(ms, entry.hold) : ms);

/**
 * The snapshot to show now. `board` tells how a step is shown (not paced at all, or `ms` 0:
 * every snapshot is shown as it comes); `scale` slows its animations (`motionScale`).
 */
export function usePacedSteps<S extends Snapshot>(
  live: S,
  board: PacedBoard,
  viewer: Viewer,
  ms: number,
  scale = 1,
): Paced<S> {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const current = useRef<Entry<S> & { beat: number; at: number }>({
    snap: live,
    step: lastStepOf(live.log),
    count: 1,
    before: undefined,
    exact: true,
    hold: 0,
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

  if (!isPaced(board) || ms <= 0 || step < newest.step) {
    // Not paced, or a new game: show what is live.
    queue.current = [];
    current.current = { snap: live, step, count: 1, before: undefined, exact: true, hold: 0, beat: 0, at: 0 };
  } else if (step === newest.step) {
    newest.snap = live;
  } else {
    const entries = arrivals(live, newest, timingOf(board, viewer, scale));
    // The viewer's own step is shown at once (its later beats still at the pace).
    const first = mine.current && queue.current.length === 0 ? entries.shift() : undefined;
    if (first) current.current = { ...first, beat: 0, at: Date.now() };
    queue.current.push(...entries);
    mine.current = false;
  }

  const now = Date.now();
  const cur = current.current;
  // The next beat or step is due one beat after the last one shown, or when its animation ends.
  const due = dueAt(cur, ms);
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
      Math.max(0, dueAt(c, ms) - Date.now()),
    );
    return () => clearTimeout(timer);
  });

  const busy = shownEntry.beat < shownEntry.count - 1 || queue.current.length > 0;
  return {
    shown: shownEntry.snap,
    beat: shownEntry.count > 1 ? shownEntry.beat : undefined,
    before: shownEntry.before,
    exact: shownEntry.exact,
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
