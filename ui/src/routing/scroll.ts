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

/**
 * Scrolls to `id` as soon as it exists: sections of the home page arrive with their remote,
 * so the target may appear some time after navigation. Gives up after `timeoutMs`.
 * Returns a cancel function.
 */
export function scrollToIdWhenReady(id: string, timeoutMs = 8000): () => void {
  if (scrollToId(id)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (scrollToId(id)) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
