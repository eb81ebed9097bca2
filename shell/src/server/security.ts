import type { SiteConfig } from '@site/site';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the site's pages. Scripts run only from this origin and from the
 * remotes' deployed origins: the page has no inline script at all (its data travels in a JSON
 * block, which is never executed), so neither 'unsafe-inline' nor nonces are needed for scripts.
 * Styles allow 'unsafe-inline': Emotion writes the critical CSS into the page and adds rules at
 * run time (see docs/ssr.md). `devOrigins` lets a developer's local remote load (overrides).
 */
export function contentSecurityPolicy(config: SiteConfig, { devOrigins }: { devOrigins: boolean }): string {
  const remotes = [...new Set(Object.values(config.remotes).flatMap((url) => originOf(url) ?? []))];
  const api = config.apiBaseUrl ? originOf(config.apiBaseUrl) : undefined;
  const dev = devOrigins ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  const code = ["'self'", ...remotes, ...dev].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${code} data:`,
    "font-src 'self'",
    `connect-src ${[code, api].filter(Boolean).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer of the site's server carries. */
export const baseSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Headers of every HTML page (with the CSP). */
export function pageSecurityHeaders(csp: string) {
  return {
    ...baseSecurityHeaders,
    'content-security-policy': csp,
    // For browsers older than frame-ancestors.
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}
