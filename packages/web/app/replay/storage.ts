/** Keeping a hot-seat record for its replay, and downloading a record as a file (browser only). */
import type { MatchRecord } from '@daedalus/core';

const LOCAL_KEY = 'daedalus.localRecord';

export function keepLocalRecord(record: MatchRecord): void {
  sessionStorage.setItem(LOCAL_KEY, JSON.stringify(record));
}

export function localRecord(): unknown {
  const raw = sessionStorage.getItem(LOCAL_KEY);
  return raw ? JSON.parse(raw) : null;
}

export function downloadRecord(record: MatchRecord, name: string): void {
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
