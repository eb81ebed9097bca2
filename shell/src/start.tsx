import {
  overriddenRemotes,
  registerSiteRemotes,
  remoteModule,
  remoteOf,
  setFailed,
  setPageLocale,
  setPostedForm,
  type PublishedRemote,
  type SiteRoute,
} from '@site/federation';
import type { SiteConfig } from '@site/site';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@site/router';
import { splitLocale } from '@site/i18n';
import { App } from './app';
import { loadShellMessages } from './messages';
import { routerBase } from './site-languages';
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
  // The page's language is its URL's: every module loads with its remote's words in it.
  const { locale } = splitLocale(window.location.pathname);
  setPageLocale(locale);
  const words = loadShellMessages(locale);
  const server = readSiteData();
  const data = server ?? (await fetchSiteData());
  if (server) window.__SITE_CONFIG__ = server.config;
  const locations = server ? registerSiteRemotes() : (window.__SITE_CONFIG__?.remotes ?? {});
  const overridden = overriddenRemotes(data.config);
  const routes = overridden.length
    ? await withOverriddenRoutes(data.routes, overridden, locations)
    : data.routes;
  setFailed(data.failed);
  setPostedForm(data.posted);
  await words;

  // The page's own module starts loading at once (its entry and chunks are already on their way,
  // requested by the page's loader); widgets further down load when they come near the viewport.
  // Nothing waits for it: the frame hydrates now, the page's area as soon as its code is here.
  const pages = new Set(routes.map((route) => route.module));
  for (const id of data.modules) if (pages.has(id)) void remoteModule(id);

  const app = (
    <StrictMode>
      <BrowserRouter base={routerBase(locale, routes)}>
        <App routes={routes} unknownRemotes={data.unknownRemotes} locale={locale} />
      </BrowserRouter>
    </StrictMode>
  );
  const options = {
    // An area that could not be shown says so itself (RemoteArea); not a page error.
    onCaughtError: (error: unknown) => console.warn(error),
  };
  // Render afresh where the page cannot match the server's HTML: a remote this browser overrides
  // (a developer's local remote).
  const sameAsServer = server && !data.modules.some((id) => overridden.includes(remoteOf(id)));
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task; a tap meanwhile is held by the page's event contract and replayed (hydration.ts).
  if (sameAsServer) startTransition(() => void hydrateRoot(root, app, options));
  else createRoot(root, options).render(app);
}

// The loader in the head may run the entry before the parser has reached the page's data.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
else void start();
