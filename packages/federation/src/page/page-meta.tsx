import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { RouteDeclaration } from '../contract';
import { PAGE_META_ATTRIBUTE, formatTitle, headTags, type PageMetaInput } from './head';
import { ServerPageContext } from './server-page';

const DeclaredRouteContext = createContext<RouteDeclaration | null>(null);

/**
 * The route a page is rendered for, as its remote declares it (`src/remote.ts`): the page's
 * `usePageMeta` takes its title, robots and canonical path from it, and until the page sets its
 * head the document shows the route's title. The shell wraps each routed area in it, and so do the
 * standalone frame and the apps' render helper.
 */
export function DeclaredRoute({ route, children }: { route: RouteDeclaration; children: ReactNode }) {
  useDefaultPageTitle(route.title);
  return <DeclaredRouteContext.Provider value={route}>{children}</DeclaredRouteContext.Provider>;
}

/** The declared route of the page being rendered (its path, title, label, query parameters…), if any. */
export function useDeclaredRoute(): RouteDeclaration | null {
  return useContext(DeclaredRouteContext);
}

/**
 * A page's meta completed by its declared route: the route's title, `noindex` for a route that is
 * not indexed, and a route without parameters as the canonical path. What the page states wins,
 * but a staff page (`private`) is `noindex` whatever it states.
 */
export function withRouteDefaults(meta: PageMetaInput, route: RouteDeclaration | null): PageMetaInput {
  if (!route) return meta;
  const fixedPath = !/[:*]/.test(route.path);
  return {
    ...meta,
    title: meta.title ?? route.title,
    noindex: route.private ? true : (meta.noindex ?? route.index === false),
    canonicalPath: meta.canonicalPath !== undefined ? meta.canonicalPath : fixedPath ? route.path : undefined,
    locales: meta.locales ?? route.locales,
  };
}

/**
 * The mark of head tags the browser has taken charge of (written, or kept at hydration); the
 * server's have the attribute without a value.
 */
const BROWSER_META = 'browser';

/** Sets the document title and head tags of the page now shown (browser only). */
export function applyPageMeta(meta: PageMetaInput) {
  document.title = formatTitle(meta.title);
  document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`).forEach((el) => el.remove());
  for (const tag of headTags(meta, { origin: window.location.origin, pathname: window.location.pathname })) {
    const el = document.createElement(tag.tag);
    for (const [key, value] of Object.entries(tag.attrs)) el.setAttribute(key, value);
    if (tag.tag === 'script') el.textContent = tag.text;
    el.setAttribute(PAGE_META_ATTRIBUTE, BROWSER_META);
    document.head.appendChild(el);
  }
}

/**
 * The head of the page that calls it (in the server's HTML too): what the page states (its
 * description, image, structured data…) over what its declared route says.
 */
export function usePageMeta(meta: PageMetaInput = {}) {
  const full = withRouteDefaults(meta, useDeclaredRoute());
  const server = useContext(ServerPageContext);
  server?.setMeta(full);
  const key = JSON.stringify(full);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMetaInput);
  }, [key]);
}

/**
 * The title a route shows until its page sets its own. Layout effects run before the page's own
 * (passive) meta effect, so the page's title wins, also when its module was already loaded.
 * A route hydrating a server-rendered head (no tag taken by the browser yet) leaves it alone: the
 * page's full head (description, canonical, alternates, structured data) is already there, and a
 * page still waiting for its module at hydration would otherwise show only a title until then.
 */
export function useDefaultPageTitle(title: string | undefined) {
  const server = useContext(ServerPageContext);
  server?.setDefaultTitle(title);
  useLayoutEffect(() => {
    const tags = document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`);
    const serverHead =
      tags.length > 0 && ![...tags].some((tag) => tag.getAttribute(PAGE_META_ATTRIBUTE) === BROWSER_META);
    if (!serverHead) return applyPageMeta({ title });
    // Kept once: the next route (or this one's next title) is the browser's to write.
    tags.forEach((tag) => tag.setAttribute(PAGE_META_ATTRIBUTE, BROWSER_META));
  }, [title]);
}
