/** A move clock's time left as the page says it. */
import type { Translate } from '../i18n/i18n.tsx';

/** Seconds under a minute, else m:ss or h:mm:ss (a clock may run for a week). */
export function timeLeft(seconds: number, t: Translate): string {
  if (seconds < 60) return t('play.deadline', { s: seconds });
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return t('play.deadlineClock', { time: h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}` });
}
