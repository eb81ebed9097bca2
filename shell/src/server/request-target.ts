/**
 * A request's target (Node's `request.url`: `/faq?x=1`, or the absolute form a proxy may send) as
 * a URL, its path kept as sent. `new URL('//metrics', base)` would read `metrics` as a host and
 * `/` as the path, and answer a request for `//anything` with the home page; here the path stays
 * `//metrics`, which no route matches. The host of an absolute form is not ours to trust: only
 * its path and query are kept.
 */
export function requestTarget(target: string): URL {
  const url = new URL(target.startsWith('/') ? `http://site${target}` : target, 'http://site');
  return new URL(`http://site${url.pathname}${url.search}`);
}
