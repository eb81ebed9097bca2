/**
 * Replaces the page with another, loaded afresh (the current entry leaves the history): what
 * signing out does, so that nothing the page held stays in memory. One place, so tests can see it.
 */
export function replacePage(url: string): void {
  window.location.replace(url);
}
