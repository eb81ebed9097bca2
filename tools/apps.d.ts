export interface AppInfo {
  name: string;
  dir: string;
  offset: number;
}
export interface PortPlan {
  /** Each app's port by name; `shell` is the site's. */
  apps: Record<string, number> & { shell: number };
  api: number;
}
export interface PortBaseKind {
  /** The environment variable that moves it (none: a command-line option). */
  variable: string | undefined;
  base: number;
}
export const apps: AppInfo[];
export const remotes: AppInfo[];
export const PORT_BASES: Record<
  'site' | 'e2e' | 'e2eNginx' | 'lighthouse' | 'benchSsr' | 'benchInteractive' | 'benchAbuse' | 'benchFleet',
  PortBaseKind
>;
export const DEFAULT_PORT_BASE: number;
export const DEV_OFFSET: number;
export const API_OFFSET: number;
export function portBase(
  env?: Record<string, string | undefined>,
  variable?: 'PORT_BASE' | 'E2E_PORT_BASE' | 'E2E_NGINX_PORT_BASE',
): number;
export function portPlan(mode: 'serve' | 'dev', base?: number): PortPlan;
export const NGINX_MAX_INSTANCES: number;
export function nginxPorts(
  base?: number,
  instances?: { siteInstances?: number; apiInstances?: number },
): { nginx: number; sites: number[]; apis: number[]; internal: number };
/** Added to a process's port: its metrics listener's (loopback only). */
export const METRICS_OFFSET: number;
/** The metrics listener of the rendering server or API instance listening on `port`. */
export function metricsPort(port: number): number;
/** The supervisor's metrics listener: base+3509 in both plans. */
export function supervisorMetricsPort(base?: number): number;
/** `npm run dev`'s processes: each app's dev server, then the API's, with their log prefix. */
export function devProcesses(): { name: string; command: string; prefixColor: string }[];
/** `http://localhost:<port>` (https with `https`): a local site's origin, PUBLIC_ORIGIN's default. */
export function localOrigin(port?: number, options?: { https?: boolean }): string;
/** Only the remotes' locations: the site config's other keys keep their defaults. */
export function localSiteConfig(
  where: number | { under: string },
  host?: string,
): { remotes: Record<string, string> };
