/**
 * How long ago something happened, in the interface language ("5 minutes ago",
 * "vor 5 Minuten", "5 минут назад", by the browser's Intl). `useNow` keeps it fresh.
 */
import type { Locale } from '@daedalus/core';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** `at` relative to `now` in the largest unit that fits (minutes at least: "this minute"). */
export function sinceText(at: number, now: number, locale: Locale): string {
  const ago = Math.max(0, now - at);
  const [unit, ms] = UNITS.find(([, ms]) => ago >= ms) ?? UNITS[UNITS.length - 1]!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(ago / ms), unit);
}
