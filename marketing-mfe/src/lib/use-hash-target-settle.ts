import { scrollToId } from '@site/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long after arriving at `/#section` the page keeps the target in place. */
export const HASH_SETTLE_WINDOW_MS = 4000;
const userTakesOver = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The shell scrolls to `/#section` as soon as the section exists, but the courses section
 * (another remote) may arrive a moment later above the target and push it out of view, which
 * also cuts a smooth scroll short. While the page settles, every change of the main area's
 * size scrolls to the target again, until the visitor scrolls, taps or types themselves.
 */
export function useHashTargetSettle() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    if (!id || typeof ResizeObserver === 'undefined') return;
    const root = document.getElementById('main-content') ?? document.body;
    // Only a change of height moves the target; the shell made the scroll for this one.
    let height = root.getBoundingClientRect().height;
    const observer = new ResizeObserver(() => {
      const next = root.getBoundingClientRect().height;
      if (next === height) return;
      height = next;
      scrollToId(id);
    });
    observer.observe(root);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      userTakesOver.forEach((type) => window.removeEventListener(type, stop));
    };
    const timer = window.setTimeout(stop, HASH_SETTLE_WINDOW_MS);
    userTakesOver.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return stop;
  }, [hash, key]);
}
