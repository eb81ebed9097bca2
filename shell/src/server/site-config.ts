import type { SiteConfig } from '@site/site';
import { readFileSync, statSync } from 'node:fs';

/**
 * The deployment's site config: read from its file again whenever the file changes (a
 * deployment may move a remote without restarting the server), or fixed when given as an object.
 */
export function siteConfigReader(source: string | SiteConfig): () => SiteConfig {
  if (typeof source !== 'string') return () => source;
  let cached: { mtimeMs: number; config: SiteConfig } | undefined;
  return () => {
    const { mtimeMs } = statSync(source);
    if (cached?.mtimeMs !== mtimeMs) {
      const raw = JSON.parse(readFileSync(source, 'utf8')) as Partial<SiteConfig>;
      cached = {
        mtimeMs,
        config: {
          remotes: raw.remotes ?? {},
          apiBaseUrl: raw.apiBaseUrl ?? '',
          allowRemoteOverrides: !!raw.allowRemoteOverrides,
        },
      };
    }
    return cached.config;
  };
}
