// A page's heading from its declared route: an entry of its own (`@site/federation/route-title`),
// outside the shared singleton, so that the shell's first visit does not carry it (the shell has no
// such heading) and a remote that uses it needs no newer shell: it reads the route through the
// singleton's `useDeclaredRoute`, the context the shell provides.
import { useDeclaredRoute } from '@site/federation';

/**
 * The page's title in the page's language, as its declared route says it (the remote's route
 * words, `src/messages/routes.ts`, which the document's title shows too): a page whose heading is
 * its title reads it here, so the title is written once. A route declared without a title (the
 * English home page), or a page rendered outside its `DeclaredRoute`, has none to read: that
 * throws rather than render an empty heading.
 */
export function useRouteTitle(): string {
  const title = useDeclaredRoute()?.title;
  if (title === undefined) throw new Error('useRouteTitle: the page has no declared route with a title');
  return title;
}
