// The render worker: one per generation of the remotes (docs/ssr.md). It loads each remote's
// server build over HTTP through the federation runtime, then renders pages on request from the
// site's server. A new deployment of any remote starts a new worker; this one is retired.
import {
  loadIslands,
  loadRemoteModule,
  registerSiteRemotes,
  type PageModule,
  type PostedForm,
  type ResourceModule,
  type SitemapEntry,
} from '@site/federation';
import { parentPort, workerData } from 'node:worker_threads';
import type { GenerationData, WorkerEvent, WorkerRequest } from './protocol';
import { createRemoteLoads } from './remote-loads';
import { matchRoute, renderPage } from './render-page';

const generation = workerData as GenerationData;
const routes = generation.remotes.flatMap((remote) => remote.published.routes);
const widgets = generation.remotes.flatMap((remote) => remote.published.widgets);
const resources = generation.remotes.flatMap((remote) => remote.published.resources);

registerSiteRemotes(
  Object.fromEntries(generation.remotes.map((remote) => [remote.name, remote.serverEntryUrl])),
);

const { loadWithin } = createRemoteLoads();

/** Renders run one after another: a render keeps its record of the page's areas until it ends. */
let lastRender: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = lastRender.then(task, task);
  lastRender = run.catch(() => undefined);
  return run;
}

async function render(url: string, origin: string, posted?: PostedForm) {
  const route = matchRoute(routes, new URL(url, origin).pathname);
  const needed = [...(route ? [route.module] : []), ...widgets];
  const failed = await loadWithin(needed, generation.remoteTimeoutMs);
  // The sections the page modules load on their own in the browser (islands) render with the page.
  await loadIslands();
  return oneAtATime(() => renderPage(generation, routes, { url, origin, failed, posted }));
}

async function sitemap(): Promise<SitemapEntry[]> {
  const indexed = routes.filter((route) => route.index);
  const entries: SitemapEntry[] = [];
  for (const route of indexed) {
    // A route without parameters is a page itself; its module may list more (a filtered view).
    if (!route.path.includes(':')) entries.push({ path: route.path });
    if ((await loadWithin([route.module], generation.remoteTimeoutMs)).length) continue;
    const mod = await loadRemoteModule<PageModule>(route.module);
    entries.push(...(mod.sitemap?.() ?? []));
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
  parentPort!.postMessage(event);
}

parentPort!.on('message', (request: WorkerRequest) => {
  const answer = async (): Promise<WorkerEvent> => {
    switch (request.type) {
      case 'render':
        return {
          id: request.id,
          type: 'render',
          result: await render(request.url, request.origin, request.posted),
        };
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
const everything = [...routes.map((r) => r.module), ...widgets, ...resources.map((r) => r.module)];
void loadWithin([...new Set(everything)], generation.remoteTimeoutMs * 2).then(() => post({ type: 'ready' }));
