// `node shell/dist-server/server.js`: the site's server on its own, configured by the environment
// (a production deployment; locally, scripts/serve.mjs starts it with the remotes and the API).
import path from 'node:path';
// The repository's list of apps and ports (tools/apps.js) lives outside every app's src/.
// eslint-disable-next-line no-restricted-imports
import { localSiteConfig, portBase, portPlan } from '../../../tools/apps';
import { createSiteServer, type SiteServerOptions } from './server';

export { createSiteServer, staticCacheHeaders, type SiteServerOptions } from './server';
// deploy/start.mjs gives nginx's fallback page the same policy.
export { contentSecurityPolicy } from './security';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (got "${process.env[name]}")`);
  return value;
};

/** Options from the environment; see the README's table of settings. */
export function optionsFromEnv(env = process.env): SiteServerOptions {
  const shellDir = path.resolve(__dirname, '..');
  // Without settings: the ports of a local `npm start` (tools/apps.js; PORT_BASE moves them).
  const ports = portPlan('serve', portBase(env));
  return {
    shellDist: env.SHELL_DIST ?? path.join(shellDir, 'dist'),
    renderBundle: path.join(__dirname, 'render.js'),
    siteConfig: env.SITE_CONFIG || localSiteConfig(ports.apps.shell),
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    pollMs: number('REMOTE_POLL_MS', 10_000),
    remoteTimeoutMs: number('REMOTE_TIMEOUT_MS', 3_000),
    renderTimeoutMs: number('RENDER_TIMEOUT_MS', 10_000),
    logger: true,
  };
}

/** Stops on SIGTERM/SIGINT: requests in flight finish, new ones get 503, then the process exits. */
export function closeOnSignals(close: () => Promise<unknown>, timeoutMs = 10_000) {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), timeoutMs).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Run as `node shell/dist-server/server.js` (not when required by scripts/serve.mjs). Inside the
// webpack bundle `require.main === module` is never true, so the bundle's own path is compared.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const server = createSiteServer(optionsFromEnv());
  server
    .then(async (site) => {
      closeOnSignals(() => site.close());
      await site.listen(number('PORT', portPlan('serve').apps.shell), process.env.HOST ?? '127.0.0.1');
    })
    .catch((error: unknown) => {
      console.error('The site server could not start:', error);
      process.exit(1);
    });
}
