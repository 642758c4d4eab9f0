/** The time now for words like "5 minutes ago", renewed while they are shown. */
import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
