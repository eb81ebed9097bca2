import type { SiteConfig } from '@site/site';

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
export const apps: AppInfo[];
export const remotes: AppInfo[];
export const DEFAULT_PORT_BASE: number;
export const DEV_OFFSET: number;
export const API_OFFSET: number;
export function portBase(env?: Record<string, string | undefined>): number;
export function portPlan(mode: 'serve' | 'dev', base?: number): PortPlan;
export function localSiteConfig(portBase: number, host?: string): SiteConfig;
