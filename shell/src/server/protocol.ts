import type { ModuleId, PostedForm, PublishedRemote, SitemapEntry } from '@site/federation';
import type { SiteConfig } from '@site/site';
import type { EncodedPage } from './compression';
import type { ShellAssets } from './document';

/** A remote as the server found it at its deployed location. */
export interface RemoteDeployment {
  name: string;
  /** The browser manifest (`mf-manifest.json`), as the site config names it. */
  manifestUrl: string;
  /** The server build's container, beside the manifest. */
  serverEntryUrl: string;
  /** routes.json: what the remote owns. */
  published: PublishedRemote;
  /** The browser manifest's content: which files each exposed module needs (for preloading). */
  manifest: BrowserManifest;
  /**
   * The remote's server files by URL, each checked against the signature of its team
   * (remote-deployments.ts): the worker runs these and nothing else.
   */
  code?: Record<string, string>;
  /** Why the remote's server code is refused: its routes are known, its areas show their failure. */
  refused?: string;
}

/**
 * The part of a Module Federation manifest the server reads: which files each exposed module
 * needs. The entry is the file `remoteEntryOf` names beside the manifest (@site/federation).
 */
export interface BrowserManifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** Everything a render worker needs, fixed for its lifetime (one "generation" of the remotes). */
export interface GenerationData {
  id: string;
  config: SiteConfig;
  remotes: RemoteDeployment[];
  /** Remotes configured but never reached: their routes are unknown. */
  unknownRemotes: string[];
  /** The shell's own scripts: entry and the chunks it loads at once. */
  shellAssets: ShellAssets;
  /** How long a render waits for a remote's code before it shows that area's failure. */
  remoteTimeoutMs: number;
}

export type WorkerRequest =
  /** `posted`: the page answers a lead form posted without script that the API did not store. */
  | { id: number; type: 'render'; url: string; origin: string; posted?: PostedForm }
  | { id: number; type: 'sitemap' }
  | { id: number; type: 'resource'; path: string; origin: string };

export interface RenderResult {
  status: number;
  /** Set for a redirect (status 30x). */
  location?: string;
  html: string;
  /** False when an area failed: such a page is not cached anywhere. */
  complete: boolean;
  /** Remote modules rendered or failed, for logs. */
  modules: ModuleId[];
  failed: ModuleId[];
}

export type WorkerResponse =
  | {
      id: number;
      type: 'render';
      result: RenderResult;
      /** The page compressed by the worker (absent for a redirect): the server's event loop never compresses. */
      encoded?: EncodedPage;
    }
  | { id: number; type: 'sitemap'; entries: SitemapEntry[] }
  | { id: number; type: 'resource'; found: false }
  | { id: number; type: 'resource'; found: true; contentType: string; body: string }
  | { id: number; type: 'error'; message: string };

export type WorkerEvent = { type: 'ready' } | WorkerResponse;
