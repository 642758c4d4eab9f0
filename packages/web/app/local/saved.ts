/** The hot-seat game in progress, kept in this tab's sessionStorage so that a reload continues it. */
import type { SavedHotSeat } from './hotseat.ts';

const KEY = 'daedalus.local.current';

export function saveHotSeat(saved: SavedHotSeat): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the game goes on, it just cannot survive a reload.
  }
}

export function loadHotSeat(): SavedHotSeat | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const saved = raw ? (JSON.parse(raw) as SavedHotSeat) : null;
    return saved && Array.isArray(saved.seats) && saved.record && Array.isArray(saved.record.actions)
      ? saved
      : null;
  } catch {
    return null;
  }
}

export function forgetHotSeat(): void {
  sessionStorage.removeItem(KEY);
}
