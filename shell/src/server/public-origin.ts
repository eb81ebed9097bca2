/**
 * The site's one public origin, and which Host headers may reach it. Every URL the server writes
 * (canonical, Open Graph, sitemap, robots, feeds) is built from the configured origin, never from
 * the request: a request for another host is refused before anything else happens.
 */

/** `https://www.example.com` from a setting; throws a message naming the setting when it is not one. */
export function parsePublicOrigin(value: string, setting = 'PUBLIC_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting} must be an origin such as https://www.codenest.pk (got "${value}").`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(
      `${setting} must be a scheme and host only, such as https://www.codenest.pk (got "${value}").`,
    );
  }
  return url.origin;
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
/** RFC 3986's host (a name, an IPv4 address or a bracketed IPv6 address) with an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

/** The loopback interface's names: a site on one of them is a local run. */
export const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

function defaultPort(protocol: string) {
  return protocol === 'https:' ? '443' : '80';
}

/** `host[:port]` in one form: lower case, no trailing dot, the scheme's default port left out. */
function normalizeHost(host: string, protocol: string): string {
  const url = new URL(`${protocol}//${host}`);
  const port = url.port && url.port !== defaultPort(protocol) ? `:${url.port}` : '';
  return `${url.hostname.replace(/\.$/, '')}${port}`;
}

export type HostCheck = { ok: true } | { ok: false; status: 400 | 421; message: string };

/**
 * The Host headers this site answers: the public origin's host, the extra names given
 * (`ALLOWED_HOSTS`, e.g. an internal name a health check uses), and, when the public origin is on
 * the loopback interface (local runs), the other loopback names on the same port.
 */
export function hostChecker(publicOrigin: string, extraHosts: readonly string[] = []) {
  const origin = new URL(publicOrigin);
  const allowed = new Set([normalizeHost(origin.host, origin.protocol)]);
  for (const host of extraHosts) {
    if (!HOST.test(host))
      throw new Error(`ALLOWED_HOSTS: "${host}" is not a host name (with an optional port).`);
    allowed.add(normalizeHost(host, origin.protocol));
  }
  if (LOOPBACK.includes(origin.hostname)) {
    const port = origin.port ? `:${origin.port}` : '';
    for (const name of LOOPBACK) allowed.add(normalizeHost(`${name}${port}`, origin.protocol));
  }
  return {
    allowed: [...allowed],
    check(host: string | undefined): HostCheck {
      const match = host ? HOST.exec(host) : null;
      if (!host || !match || (match[1] !== undefined && Number(match[1]) > 65535)) {
        return { ok: false, status: 400, message: 'Bad request: the Host header is missing or malformed.' };
      }
      let normalized: string;
      try {
        normalized = normalizeHost(host, origin.protocol);
      } catch {
        return { ok: false, status: 400, message: 'Bad request: the Host header is missing or malformed.' };
      }
      if (!allowed.has(normalized)) {
        return { ok: false, status: 421, message: 'This server does not serve that host.' };
      }
      return { ok: true };
    },
  };
}
