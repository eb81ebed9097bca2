import {
  loadRemoteModule,
  overriddenRemotes,
  registerSiteRemotes,
  remoteOf,
  setFailed,
  type PublishedRemote,
  type SiteRoute,
} from '@site/federation';
import type { SiteConfig } from '@site/site';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { SITE_DATA_ID, type SiteData } from './site-data';

/** The page as the server rendered it, or undefined when there is no server (the dev server). */
function readSiteData(): SiteData | undefined {
  const element = document.getElementById(SITE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SiteData) : undefined;
}

/** Without a rendering server: the settings and every remote's routes, fetched in parallel. */
async function fetchSiteData(): Promise<SiteData> {
  const config = (await fetch('/site-config.json').then((response) => response.json())) as SiteConfig;
  window.__SITE_CONFIG__ = config;
  const locations = registerSiteRemotes();
  const published = await Promise.all(
    Object.entries(locations).map(([name, manifest]) =>
      fetch(new URL('routes.json', manifest))
        .then((response) => response.json() as Promise<PublishedRemote>)
        .catch(() => name),
    ),
  );
  return {
    config,
    routes: published.flatMap((remote) => (typeof remote === 'string' ? [] : remote.routes)),
    modules: [],
    failed: [],
    unknownRemotes: published.filter((remote): remote is string => typeof remote === 'string'),
  };
}

/** Routes of remotes this browser points elsewhere (a developer's local remote) come from there. */
async function withOverriddenRoutes(
  routes: SiteRoute[],
  overridden: string[],
  locations: Record<string, string>,
) {
  const replaced = await Promise.all(
    overridden.map((name) =>
      fetch(new URL('routes.json', locations[name]))
        .then((response) => response.json() as Promise<PublishedRemote>)
        .then((remote) => remote.routes)
        .catch(() => []),
    ),
  );
  return [...routes.filter((route) => !overridden.includes(remoteOf(route.module))), ...replaced.flat()];
}

async function start() {
  const root = document.getElementById('root')!;
  const server = readSiteData();
  const data = server ?? (await fetchSiteData());
  if (server) window.__SITE_CONFIG__ = server.config;
  const locations = server ? registerSiteRemotes() : (window.__SITE_CONFIG__?.remotes ?? {});
  const overridden = overriddenRemotes(data.config);
  const routes = overridden.length
    ? await withOverriddenRoutes(data.routes, overridden, locations)
    : data.routes;

  // The modules the server rendered are loaded before the first render, so it matches the HTML.
  // One the browser cannot load (its server unreachable from here) shows its failure instead.
  const loaded = await Promise.all(
    data.modules.map((id) =>
      loadRemoteModule(id).then(
        () => true,
        () => false,
      ),
    ),
  );
  const failedHere = data.modules.filter((_, i) => !loaded[i]);
  setFailed([...data.failed, ...failedHere]);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} unknownRemotes={data.unknownRemotes} />
      </BrowserRouter>
    </StrictMode>
  );
  // Render afresh where the page cannot match the server's HTML: a remote this browser overrides
  // (a developer's local remote), or one whose code did not load here.
  const sameAsServer =
    server && !failedHere.length && !data.modules.some((id) => overridden.includes(remoteOf(id)));
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task (Lighthouse's TBT); a visitor's click or keystroke meanwhile is not lost.
  if (sameAsServer) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
