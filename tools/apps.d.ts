import type { SiteConfig } from '@site/site';

export interface AppInfo {
  name: string;
  dir: string;
  offset: number;
}
export const apps: AppInfo[];
export const remotes: AppInfo[];
export const SERVE_PORT_BASE: number;
export const DEV_PORT_BASE: number;
export function localSiteConfig(portBase: number, host?: string): SiteConfig;
