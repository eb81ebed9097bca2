import type { RemoteName } from '../federation/contract';

/**
 * Deployment settings, read at run time from `window.__SITE_CONFIG__`, which the shell's
 * `site-config.js` sets (a plain file next to index.html, edited per deployment, served no-cache).
 * Nothing here is baked into a bundle except the local defaults.
 */
export interface SiteConfig {
  /** Where each remote's mf-manifest.json lives. */
  remotes: Record<RemoteName, string>;
  /** Base URL of the administration API ('' = same origin, proxied by the shell's server). */
  apiBaseUrl: string;
  /** Allow ?remote:<name>=<url> / localStorage overrides outside localhost (off by default). */
  allowRemoteOverrides: boolean;
}

declare global {
  interface Window {
    __SITE_CONFIG__?: Partial<SiteConfig> & { remotes?: Partial<Record<RemoteName, string>> };
  }
}

export const defaultRemotePorts: Record<RemoteName, number> = {
  marketing: 3001,
  academy: 3002,
  content: 3003,
  accounts: 3004,
};

function defaultRemotes(): Record<RemoteName, string> {
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  const entry = (port: number) => `http://${host}:${port}/mf-manifest.json`;
  return {
    marketing: entry(defaultRemotePorts.marketing),
    academy: entry(defaultRemotePorts.academy),
    content: entry(defaultRemotePorts.content),
    accounts: entry(defaultRemotePorts.accounts),
  };
}

export function getSiteConfig(): SiteConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__SITE_CONFIG__;
  return {
    apiBaseUrl: injected?.apiBaseUrl ?? '',
    allowRemoteOverrides: injected?.allowRemoteOverrides ?? false,
    remotes: { ...defaultRemotes(), ...injected?.remotes },
  };
}

/** Company facts shown across the site. One place to change them. */
export const siteSettings = {
  companyName: 'CodeNest Technologies',
  shortName: 'CodeNest',
  tagline: 'Software development and IT training in Sargodha',
  email: 'info@codenest.pk',
  phones: ['+92 300 8601234', '+92 48 3721234'],
  address: 'Office 12, University Road, Sargodha, Punjab 40100, Pakistan',
  city: 'Sargodha',
  /** Company profiles. Placeholders until the company's own accounts are filled in. */
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    github: 'https://github.com/',
  },
  schedulingUrl: 'https://calendly.com/codenest/30min',
  consultation: {
    minutes: 30,
    hours: 'Monday to Friday, 9 AM to 6 PM EST',
  },
} as const;

export type SiteSettings = typeof siteSettings;

/** The project-request endpoint, from the configurable API base URL. */
export function apiUrl(path: string, config: Pick<SiteConfig, 'apiBaseUrl'> = getSiteConfig()) {
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path}`;
}
