import os from 'node:os';
import path from 'node:path';
import type * as Apps from '../../tools/apps';
import type * as ServeSite from '../../tools/run/serve-site';
const { portBase, portPlan } = require('../../tools/apps.js') as typeof Apps;
const { launchSite, repoRoot } = require('../../tools/run/serve-site.js') as typeof ServeSite;

export { portPlan, repoRoot };

/**
 * The port base of this run's site (E2E_PORT_BASE, default in tools/apps.js); the tests' other
 * copies of the site use offsets from it.
 */
export const e2ePortBase = portBase(process.env, 'E2E_PORT_BASE');
/**
 * The port base of this run's production set (deploy/start.mjs: nginx in front; E2E_NGINX_PORT_BASE);
 * the nginx specs' other sets use offsets from it.
 */
export const e2eNginxPortBase = portBase(process.env, 'E2E_NGINX_PORT_BASE');

export type ServedSite = Awaited<ReturnType<typeof launchSite>>;

/**
 * Another copy of the production site, served by scripts/serve.mjs on its own ports (`portBase`'s
 * plan, tools/apps.js): for the tests that stop, starve or redeploy parts of it. `capture` keeps
 * what its processes print on stdout and stderr (`output()`; the supervisor's lines are on stderr).
 */
export function serveSite(
  portBase: number,
  env: Record<string, string> = {},
  { capture = false }: { capture?: boolean } = {},
): Promise<ServedSite> {
  return launchSite({
    portBase,
    env: { API_DB_PATH: path.join(os.tmpdir(), `site-e2e-${portBase}.db`), ...env },
    stdout: capture ? 'capture' : 'ignore',
    stderr: capture ? 'capture' : 'inherit',
  });
}
