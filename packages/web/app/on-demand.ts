/**
 * Things loaded by key on first use and kept — a game's bundle, its board — for components
 * that wait for them: `read` gives it at once once it has loaded, else React suspends the page
 * to its "…" until it has. A file that did not come fails the page, which offers a reload; its
 * failure is kept, as the browser keeps a module that failed to load (asked for again at once,
 * each render after the failure would start a new load and wait again, without end).
 */
import { use } from 'react';

export interface OnDemand<T> {
  /** Loads it (once: the same promise for every caller). */
  load(key: string): Promise<T>;
  /** It, for a component: suspends until it has loaded. */
  read(key: string): T;
}

/**
 * A promise marked as React marks those `use` has seen settle: `use` then returns its value at
 * once instead of suspending for a turn of the event loop.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function onDemand<T>(fetch: (key: string) => Promise<T>): OnDemand<T> {
  const loading = new Map<string, Tracked<T>>();
  const load = (key: string): Promise<T> => {
    let promise = loading.get(key);
    if (!promise) {
      const tracked: Tracked<T> = fetch(key).then((value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
        return value;
      });
      loading.set(key, tracked);
      promise = tracked;
    }
    return promise;
  };
  return {
    load,
    // Always through `use`, loaded or not: a component that suspended is replayed by React,
    // which expects the same `use` again (it switches to the hooks of a first render there).
    read: (key) => use(load(key)),
  };
}
