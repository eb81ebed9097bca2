import { getSiteConfig, type SiteConfig } from '@site/site';
import { REMOTE_ENTRY_FILE } from './contract';

const OVERRIDE_PREFIX = 'remote:';

function overridesAllowed(config: SiteConfig): boolean {
  const host = window.location.hostname;
  return config.allowRemoteOverrides || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * Where each remote's manifest is: the deployment's site config, then a developer override.
 * `?remote:academy=http://localhost:3102/mf-manifest.json` sets an override and remembers it in
 * localStorage; `?remote:academy=` clears it. Overrides work on localhost, or where the
 * deployment sets `allowRemoteOverrides`.
 */
export function resolveRemoteLocations(config: SiteConfig = getSiteConfig()): Record<string, string> {
  const locations = { ...config.remotes };
  if (typeof window === 'undefined' || !overridesAllowed(config)) return locations;
  const params = new URLSearchParams(window.location.search);
  for (const name of Object.keys(locations)) {
    const key = `${OVERRIDE_PREFIX}${name}`;
    const fromQuery = params.get(key);
    try {
      if (fromQuery !== null) {
        if (fromQuery) window.localStorage.setItem(key, fromQuery);
        else window.localStorage.removeItem(key);
      }
      const stored = window.localStorage.getItem(key);
      if (stored) locations[name] = stored;
    } catch {
      if (fromQuery) locations[name] = fromQuery;
    }
  }
  return locations;
}

/** The remotes whose location this browser overrides (so the server's HTML is not theirs). */
export function overriddenRemotes(config: SiteConfig = getSiteConfig()): string[] {
  const resolved = resolveRemoteLocations(config);
  return Object.keys(config.remotes).filter((name) => resolved[name] !== config.remotes[name]);
}

/**
 * A remote's browser entry: the file beside its location (a manifest's URL, as the site config
 * names it, or a developer's override), resolved against the page in a browser. The site's server
 * names the same file in the page it renders, so the page's loader and the federation runtime
 * load one URL.
 */
export function remoteEntryOf(location: string): string {
  const base = typeof window === 'undefined' ? undefined : window.location.href;
  return new URL(REMOTE_ENTRY_FILE, new URL(location, base)).href;
}

/**
 * The browser entries of the remotes at these locations. The page registers entries, not
 * manifests, so the federation runtime needs neither the manifests nor its code to read them.
 */
export function remoteEntries(locations: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(locations).map(([name, location]) => [name, remoteEntryOf(location)]),
  );
}
