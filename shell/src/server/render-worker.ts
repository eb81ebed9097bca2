// The render worker: one per generation of the remotes (docs/ssr.md). It loads each remote's
// server build over HTTP through the federation runtime, then renders pages on request from the
// site's server. A new deployment of any remote starts a new worker; this one is retired.
import {
  loadIslands,
  loadRemoteModule,
  registerSiteRemotes,
  remoteOf,
  type ModuleId,
  type PageModule,
  type PostedForm,
  type ResourceModule,
  type SitemapEntry,
} from '@site/federation';
import { parentPort, workerData } from 'node:worker_threads';
import { encodePage } from './compression';
import type { GenerationData, WorkerEvent, WorkerRequest } from './protocol';
import { createRemoteLoads } from './remote-loads';
import { DEFAULT_LOCALE, LOCALES, splitLocale, type Locale } from '@site/i18n';
import { findRoute, localesOf } from '../site-languages';
import { renderPage } from './render-page';
import { sitemapRoutes } from './seo';
import { runOnlyVerifiedCode } from './verified-code';
import { requestTarget } from './request-target';

const generation = workerData as GenerationData;
// Before anything can load: remote code comes only from what the server proved.
runOnlyVerifiedCode(generation.remotes, __dirname);
const refused = new Set(generation.remotes.filter((remote) => remote.refused).map((remote) => remote.name));
const routes = generation.remotes.flatMap((remote) => remote.published.routes);
const widgets = generation.remotes.flatMap((remote) => remote.published.widgets);
const resources = generation.remotes.flatMap((remote) => remote.published.resources);

registerSiteRemotes(
  Object.fromEntries(generation.remotes.map((remote) => [remote.name, remote.serverEntryUrl])),
);

const { loadWithin } = createRemoteLoads(undefined, refused);

/** Renders run one after another: a render keeps its record of the page's areas until it ends. */
let lastRender: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = lastRender.then(task, task);
  lastRender = run.catch(() => undefined);
  return run;
}

async function render(url: string, origin: string, posted?: PostedForm) {
  const { locale, path } = splitLocale(requestTarget(url).pathname);
  const route = findRoute(routes, path);
  const needed = [...(route ? [route.module] : []), ...widgets];
  const failed = await loadWithin(needed, generation.remoteTimeoutMs, locale);
  // The sections the page modules load on their own in the browser (islands) render with the page.
  await loadIslands(locale);
  return oneAtATime(() => renderPage(generation, routes, { url, origin, failed, posted }));
}

async function sitemap(): Promise<SitemapEntry[]> {
  const indexed = sitemapRoutes(routes);
  const entries: SitemapEntry[] = [];
  for (const route of indexed) {
    // A route without parameters is a page itself; its module may list more (a filtered view).
    // Each URL with the languages its page exists in (hreflang alternates).
    const locales = localesOf(route);
    if (!route.path.includes(':')) entries.push({ path: route.path, locales });
    if ((await loadWithin([route.module], generation.remoteTimeoutMs)).length) continue;
    const mod = await loadRemoteModule<PageModule>(route.module);
    entries.push(...(mod.sitemap?.() ?? []).map((entry) => ({ ...entry, locales })));
  }
  return entries;
}

async function resource(path: string, origin: string) {
  const found = resources.find((r) => r.path === path);
  if (!found || (await loadWithin([found.module], generation.remoteTimeoutMs)).length) return undefined;
  const mod = await loadRemoteModule<ResourceModule>(found.module);
  return { contentType: found.contentType, body: mod.default({ origin }) };
}

function post(event: WorkerEvent) {
  // The compressed bodies move to the server's thread without a copy.
  const transfer = event.type === 'render' && event.encoded ? [event.encoded.br, event.encoded.gzip] : [];
  parentPort!.postMessage(
    event,
    transfer.map((bytes) => bytes.buffer as ArrayBuffer),
  );
}

parentPort!.on('message', (request: WorkerRequest) => {
  const answer = async (): Promise<WorkerEvent> => {
    switch (request.type) {
      case 'render': {
        const result = await render(request.url, request.origin, request.posted);
        return {
          id: request.id,
          type: 'render',
          result,
          ...(result.location ? {} : { encoded: encodePage(result.html) }),
        };
      }
      case 'sitemap':
        return { id: request.id, type: 'sitemap', entries: await sitemap() };
      case 'resource': {
        const found = await resource(request.path, request.origin);
        return found
          ? { id: request.id, type: 'resource', found: true, ...found }
          : { id: request.id, type: 'resource', found: false };
      }
    }
  };
  answer().then(post, (error: unknown) =>
    post({
      id: request.id,
      type: 'error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
});

// Warm up: every module of every remote, so the first visitors of this generation wait for none.
const everything = [...routes.map((r) => r.module), ...widgets, ...resources.map((r) => r.module)].filter(
  (id) => !refused.has(remoteOf(id)),
);
// In English, and in each other language with the remotes that publish their words in it (a
// remote without them would only fail, and log, once per module).
const hasWords = (id: ModuleId, locale: Locale) =>
  locale === DEFAULT_LOCALE ||
  Boolean(
    generation.remotes.find((remote) => remote.name === remoteOf(id))?.published.translations?.[locale],
  );
void Promise.all(
  LOCALES.map((locale) =>
    loadWithin(
      [...new Set(everything)].filter((id) => hasWords(id, locale)),
      generation.remoteTimeoutMs * 2,
      locale,
    ),
  ),
).then(() => post({ type: 'ready' }));
