/**
 * Time, injected: the server reads the time and sets timers only through a
 * `Clock`, so tests can move time forward instead of waiting for it.
 */
export interface Timer {
  cancel(): void;
}

export interface Clock {
  now(): number;
  /** Calls `fn` once the clock reaches `at` (ms since epoch). */
  at(at: number, fn: () => void): Timer;
}

/** The real clock. Long delays are chained (Node timers hold at most ~24.8 days). */
export const systemClock: Clock = {
  now: () => Date.now(),
  at(at, fn) {
    let handle: NodeJS.Timeout | undefined;
    let cancelled = false;
    const arm = () => {
      if (cancelled) return;
      const delay = at - Date.now();
      if (delay <= 0) {
        handle = setTimeout(fn, 0);
        return;
      }
      handle = setTimeout(arm, Math.min(delay, 2 ** 31 - 1));
    };
    arm();
    return {
      cancel() {
        cancelled = true;
        if (handle) clearTimeout(handle);
      },
    };
  },
};

/** A clock that moves only when told to: `advance` fires due timers in time order. */
export class ManualClock implements Clock {
  #now: number;
  #timers: { at: number; fn: () => void; id: number }[] = [];
  #ids = 0;

  constructor(start = Date.UTC(2030, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  at(at: number, fn: () => void): Timer {
    const id = ++this.#ids;
    this.#timers.push({ at, fn, id });
    return {
      cancel: () => {
        this.#timers = this.#timers.filter((t) => t.id !== id);
      },
    };
  }

  /** Moves time forward by `ms`, firing every timer that falls due, earliest first. */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.#timers = this.#timers.filter((t) => t.id !== due.id);
      this.#now = Math.max(this.#now, due.at);
      due.fn();
    }
    this.#now = end;
  }

  get pending(): number {
    return this.#timers.length;
  }
}
