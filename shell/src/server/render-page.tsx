import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  recordServerRender,
  setFailed,
  setPostedForm,
  type ModuleId,
  type PostedForm,
  type SiteRoute,
  ServerPage,
  ServerPageContext,
  renderHead,
} from '@site/federation';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from '@site/router';
import { splitLocale } from '@site/i18n';
import { App } from '../app';
import { registerFrameMessages } from '../messages';
import * as frameUr from '../messages/frame-ur';
import { routerBase } from '../site-languages';
import type { SiteData } from '../site-data';
import { remoteFiles, renderDocument } from './document';
import { findRoute } from './page-key';
import type { GenerationData, RenderResult } from './protocol';

// On the server the frame's words in every language are at hand.
registerFrameMessages('ur', frameUr);

// React hoists preloads for the page's images to the start of its output; they belong in the head.
const leadingLinks = /^(?:<link [^>]*\/?>)+/;

/**
 * Renders a tree to HTML once everything in it is ready (on the server every remote module and
 * island is loaded before the render, so nothing waits). Errors inside a Suspense boundary (each
 * remote area is one) are reported to `onError` and cost only that boundary; an error outside
 * them rejects.
 */
function renderToHtml(children: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(children, {
      onError,
      // Every boundary in place, however large: React would otherwise send a large area later in
      // the stream, behind a fallback, with inline scripts to swap it in (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady: () => stream.pipe(sink),
    });
  });
}

/**
 * Renders one page to a complete HTML document. `failed` are the remote modules that could not
 * be loaded in time; an area that throws while rendering joins them and the page is rendered
 * again, so a broken remote costs only its own area.
 */
export async function renderPage(
  generation: GenerationData,
  routes: readonly SiteRoute[],
  {
    url,
    origin,
    failed: initiallyFailed,
    posted,
  }: { url: string; origin: string; failed: readonly ModuleId[]; posted?: PostedForm },
): Promise<RenderResult> {
  const failed = new Set(initiallyFailed);
  const { pathname } = new URL(url, origin);
  const { locale, path } = splitLocale(pathname);
  const base = routerBase(locale, routes);
  for (;;) {
    setFailed(failed);
    setPostedForm(posted);
    const page = new ServerPage();
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const rendered = await recordServerRender((onError) =>
      renderToHtml(
        <ServerPageContext.Provider value={page}>
          <CacheProvider value={cache}>
            <StaticRouter location={url} base={base}>
              <App routes={routes} unknownRemotes={generation.unknownRemotes} locale={locale} />
            </StaticRouter>
          </CacheProvider>
        </ServerPageContext.Provider>,
        onError,
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
    // The areas shown as their failure: failed to load in time, threw, or never reached.
    const relevantFailures = rendered.failed;
    const route = findRoute(routes, path);
    const status = route && relevantFailures.includes(route.module) ? 503 : page.status;
    const hoisted = rendered.value.match(leadingLinks)?.[0] ?? '';
    const body = rendered.value.slice(hoisted.length);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const modules = rendered.used.filter((id) => !relevantFailures.includes(id));
    const data: SiteData = {
      config: generation.config,
      routes: [...routes],
      modules,
      failed: relevantFailures,
      unknownRemotes: generation.unknownRemotes,
      ...(posted && { posted }),
    };
    const html = renderDocument({
      head: renderHead(page.meta ?? { title: page.defaultTitle }, { origin, pathname }),
      styles,
      preloads: hoisted,
      // The page's own module; widgets further down load when they come near the viewport.
      remotes: remoteFiles(
        modules.filter((id) => routes.some((r) => r.module === id)),
        generation.remotes,
        locale,
      ),
      locale,
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
