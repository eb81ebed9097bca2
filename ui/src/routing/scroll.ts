export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Smoothly scrolls to the element with this id (instantly under reduced motion). */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** How long after arriving at a target the page keeps it in place while content loads. */
export const SCROLL_SETTLE_WINDOW_MS = 4000;
/** The visitor's own input: from then on, the visitor scrolls, not the page. */
export const VISITOR_INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Content that arrives above the target (another remote's section) pushes it out of view and
 * cuts a smooth scroll short. While the page settles, every change of the main area's height
 * scrolls to the target again, until the visitor scrolls, taps or types. Returns a stop function.
 */
function keepInPlace(id: string): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const root = document.getElementById('main-content') ?? document.body;
  let height = root.getBoundingClientRect().height;
  const observer = new ResizeObserver(() => {
    const next = root.getBoundingClientRect().height;
    if (next === height) return;
    height = next;
    scrollToId(id);
  });
  observer.observe(root);
  const timer = window.setTimeout(stop, SCROLL_SETTLE_WINDOW_MS);
  VISITOR_INPUT_EVENTS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    VISITOR_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, stop));
  }
  return stop;
}

/**
 * Scrolls to `id` as soon as it exists (sections of the home page arrive with their remote,
 * so the target may appear some time after navigation; gives up after `timeoutMs`), then keeps
 * it in place while the page settles. Returns a cancel function.
 */
export function scrollToIdWhenReady(id: string, timeoutMs = 8000): () => void {
  let stopSettling = () => undefined as void;
  if (scrollToId(id)) {
    stopSettling = keepInPlace(id);
    return () => stopSettling();
  }
  const observer = new MutationObserver(() => {
    if (!scrollToId(id)) return;
    stopWaiting();
    stopSettling = keepInPlace(id);
  });
  const timer = window.setTimeout(stopWaiting, timeoutMs);
  function stopWaiting() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    stopWaiting();
    stopSettling();
  };
}
