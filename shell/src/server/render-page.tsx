import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { recordServerRender, setFailed, type ModuleId, type SiteRoute } from '@site/federation';
import { ServerPage, ServerPageContext, renderHead } from '@site/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router';
import { App } from '../app';
import type { SiteData } from '../site-data';
import { remotePreloads, renderDocument } from './document';
import type { GenerationData, RenderResult } from './protocol';

/** The route the URL matches, as React Router will match it in the page. */
export function matchRoute(routes: readonly SiteRoute[], pathname: string): SiteRoute | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route;
}

// React hoists preloads for the page's images to the start of its output; they belong in the head.
const leadingLinks = /^(?:<link [^>]*\/?>)+/;

/**
 * Renders one page to a complete HTML document. `failed` are the remote modules that could not
 * be loaded in time; an area that throws while rendering joins them and the page is rendered
 * again, so a broken remote costs only its own area.
 */
export function renderPage(
  generation: GenerationData,
  routes: readonly SiteRoute[],
  { url, origin, failed: initiallyFailed }: { url: string; origin: string; failed: readonly ModuleId[] },
): RenderResult {
  const failed = new Set(initiallyFailed);
  const { pathname } = new URL(url, origin);
  for (;;) {
    setFailed(failed);
    const page = new ServerPage();
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const rendered = recordServerRender(() =>
      renderToString(
        <ServerPageContext.Provider value={page}>
          <CacheProvider value={cache}>
            <StaticRouter location={url}>
              <App routes={routes} unknownRemotes={generation.unknownRemotes} />
            </StaticRouter>
          </CacheProvider>
        </ServerPageContext.Provider>,
      ),
    );
    if (!rendered.ok) {
      // An area that throws is rendered as its failure; the page frame failing is a real error.
      if (rendered.failedModule && !failed.has(rendered.failedModule)) {
        console.error(`${rendered.failedModule} threw while rendering ${pathname}:`, rendered.error);
        failed.add(rendered.failedModule);
        continue;
      }
      throw rendered.error;
    }
    if (page.redirect) {
      return { status: 302, location: page.redirect, html: '', complete: true, modules: [], failed: [] };
    }
    const route = matchRoute(routes, pathname);
    const status = route && failed.has(route.module) ? 503 : page.status;
    const hoisted = rendered.value.match(leadingLinks)?.[0] ?? '';
    const body = rendered.value.slice(hoisted.length);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const modules = rendered.used.filter((id) => !failed.has(id));
    const relevantFailures = rendered.areas.filter((id) => failed.has(id));
    const data: SiteData = {
      config: generation.config,
      routes: [...routes],
      modules,
      failed: relevantFailures,
      unknownRemotes: generation.unknownRemotes,
    };
    const html = renderDocument({
      head: renderHead(page.meta ?? { title: page.defaultTitle }, { origin, pathname }),
      styles,
      preloads: hoisted,
      scripts: remotePreloads(modules, generation.remotes),
      shellAssets: generation.shellAssets,
      body,
      data,
    });
    return {
      status,
      html,
      complete: relevantFailures.length === 0 && status < 500,
      modules,
      failed: relevantFailures,
    };
  }
}
