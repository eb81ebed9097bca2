import { siteConfig, type SiteConfig } from '@site/site';
import { readFileSync, statSync } from 'node:fs';

/**
 * The deployment's site config: read from its file again whenever the file changes (a
 * deployment may move a remote without restarting the server), or fixed when given as an object.
 */
export function siteConfigReader(source: string | Partial<SiteConfig>): () => SiteConfig {
  if (typeof source !== 'string') {
    const fixed = siteConfig(source);
    return () => fixed;
  }
  let cached: { mtimeMs: number; config: SiteConfig } | undefined;
  return () => {
    const { mtimeMs } = statSync(source);
    if (cached?.mtimeMs !== mtimeMs)
      cached = {
        mtimeMs,
        config: siteConfig(JSON.parse(readFileSync(source, 'utf8')) as Partial<SiteConfig>),
      };
    return cached.config;
  };
}
