import { useEffect } from 'react';

/** Calls `tick` every `ms` while the page is open (the live counts ask the server no faster than that). */
export function useEvery(ms: number, tick: () => void) {
  useEffect(() => {
    const timer = window.setInterval(tick, ms);
    return () => window.clearInterval(timer);
  }, [ms, tick]);
}
