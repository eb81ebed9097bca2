import type { ModuleId, PostedForm, SiteRoute } from '@site/federation';
import type { SiteConfig } from '@site/site';

/**
 * What the server hands the browser inside the page (a JSON data block, not a script): the
 * deployment settings, the routes it learned from the remotes, and how it rendered this page.
 */
export interface SiteData {
  config: SiteConfig;
  routes: SiteRoute[];
  /** Remote modules the server rendered: the browser loads them before it hydrates. */
  modules: ModuleId[];
  /** Remote modules that failed on the server: their areas start with the failure message. */
  failed: ModuleId[];
  /** Remotes whose routes the server does not know right now (unreachable since it started). */
  unknownRemotes: string[];
  /** The lead form this page answers, posted without script and not stored (its values and messages). */
  posted?: PostedForm;
}

export const SITE_DATA_ID = 'site-data';
