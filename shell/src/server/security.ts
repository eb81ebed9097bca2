import type { SiteConfig } from '@site/site';
import { EVENT_CONTRACT } from '@site/federation';
import { FRAGMENT_LOAD_SCRIPT } from '@site/ui/fragment-load';
import { createHash } from 'node:crypto';
import { URDU_GLYPHS_SCRIPT } from './urdu-glyphs';
import { BOOT_SCRIPT } from './document';
import { LEAD_SOURCE_SCRIPT } from './lead-source';
import { SIGNED_IN_MARK_SCRIPT } from './signed-in-mark';
import { LOOPBACK } from './public-origin';

/**
 * The page's inline scripts, allowed by their hashes: the event contract, the instant jump to a
 * #fragment, the record of where the visitor came from, the mark of a signed-in device and the
 * loader in the head (@site/federation's hydration.ts, @site/ui's fragment-load.ts, lead-source.ts,
 * signed-in-mark.ts, document.ts), and on Urdu pages the check of the device's Urdu letters
 * (urdu-glyphs.ts).
 */
const inlineScriptSources = [
  EVENT_CONTRACT,
  FRAGMENT_LOAD_SCRIPT,
  LEAD_SOURCE_SCRIPT,
  SIGNED_IN_MARK_SCRIPT,
  BOOT_SCRIPT,
  URDU_GLYPHS_SCRIPT,
]
  .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  .join(' ');

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * What a developer's local remote needs where overrides are allowed (`?remote:<name>=`, see
 * docs/decisions/0008-dev-build-without-eval.md): its dev server's code, styles and images, and the
 * dev server's live-reload socket. The dev build needs no eval, so nothing else is added.
 */
export function developerOverrideSources(): { code: string[]; connect: string[] } {
  return {
    code: ['http://localhost:*', 'http://127.0.0.1:*'],
    connect: ['ws://localhost:*', 'ws://127.0.0.1:*'],
  };
}

/**
 * The Content-Security-Policy of the site's pages. Scripts run only from this origin and from the
 * remotes' deployed origins, plus the page's inline scripts by their hashes (the loader's data
 * travels in JSON blocks, which are never executed): no 'unsafe-inline', no nonces.
 * Styles allow 'unsafe-inline': Emotion writes the critical CSS into the page and adds rules at
 * run time (see docs/ssr.md). `devOrigins` lets a developer's local remote load (overrides).
 */
export function contentSecurityPolicy(config: SiteConfig, { devOrigins }: { devOrigins: boolean }): string {
  const remotes = [...new Set(Object.values(config.remotes).flatMap((url) => originOf(url) ?? []))];
  const api = config.apiBaseUrl ? originOf(config.apiBaseUrl) : undefined;
  const dev = devOrigins ? developerOverrideSources() : { code: [], connect: [] };
  const code = ["'self'", ...remotes, ...dev.code].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code} ${inlineScriptSources}`,
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${code} data:`,
    "font-src 'self'",
    `connect-src ${[code, api, ...dev.connect].filter(Boolean).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the site's pages in this deployment: a developer's local remote may load on a
 * local site (a loopback public origin) or where the site config allows overrides. nginx's
 * fallback page gets the same (deploy/start.mjs).
 */
export function sitePolicy(config: SiteConfig, publicOrigin: string): string {
  const local = LOOPBACK.includes(new URL(publicOrigin).hostname);
  return contentSecurityPolicy(config, { devOrigins: local || config.allowRemoteOverrides });
}

/**
 * HSTS on a site whose public origin is https: browsers then never ask for it in the clear again
 * for a year (the visitor who types the bare name is sent to https by nginx's port 80 once). Not
 * `includeSubDomains` or `preload`: other hosts under the company's domain are not this site's to
 * commit (decision 0033). nginx sends the same value (deploy/start.mjs).
 */
export function strictTransportSecurity(publicOrigin: string): string | undefined {
  return new URL(publicOrigin).protocol === 'https:' ? 'max-age=31536000' : undefined;
}

/** Headers every answer of the site's server carries (with HSTS when its origin is https). */
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
