// The site config nginx and the rendering servers read: SITE_CONFIG, or one written into nginx's
// prefix that points the remotes at this nginx (under PUBLIC_ORIGIN).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { localSiteConfig } = createRequire(import.meta.url)('../../tools/apps.js');

/**
 * The site config's file and its values, with the rendering server's defaults (`siteConfig`, from
 * its build) filled in.
 */
export function siteConfigFile({ env, prefix, publicOrigin, siteConfig }) {
  const file = env.SITE_CONFIG ? path.resolve(env.SITE_CONFIG) : path.join(prefix, 'site-config.json');
  if (!env.SITE_CONFIG) {
    const config = siteConfig(localSiteConfig({ under: publicOrigin }));
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  }
  return { file, config: siteConfig(JSON.parse(readFileSync(file, 'utf8'))) };
}
