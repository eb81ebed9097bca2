import { useCallback, useEffect, useState } from 'react';

export interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** No automatic advance while true (hover, focus, or the visitor's pause). */
  paused: boolean;
}

/** Index of a carousel that wraps at both ends and advances every `intervalMs` unless paused. */
export function useCarousel({ count, intervalMs, paused }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  // Re-armed on every change, so a manual move gives the new slide its full interval.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs, next]);

  return { index, next, previous, goTo };
}
