import type { Locale } from '@site/i18n';
import type { LeadFormId } from '@site/leads';
import type { ComponentType } from 'react';

/**
 * The typed contract between the apps. A remote declares what it owns in its `src/remote.ts`
 * (a `RemoteDeclaration`); its build publishes that as `routes.json` next to its manifest
 * (a `PublishedRemote`); the shell and the site's server learn the routes from there at run time.
 */

/**
 * An exposed module by `remote/Expose`, e.g. `'content/BlogPage'`. The shell and the server learn
 * the ids of pages from `routes.json`; an id one app writes in its code is in `embeddedModules`.
 */
export type ModuleId = `${string}/${string}`;

/**
 * The modules one app embeds from another (`<RemoteArea module={embeddedModules.coursesSection}>`).
 * The embedding app names them from here, and `defineRemote` refuses, in the type-check, a
 * declaration of the owning remote that does not expose them: a rename on either side fails
 * `npm run typecheck`.
 */
export const embeddedModules = {
  /** academy's courses section, on marketing's home page (#courses). */
  coursesSection: 'academy/CoursesSection',
} as const satisfies Readonly<Record<string, ModuleId>>;

export type EmbeddedModuleId = (typeof embeddedModules)[keyof typeof embeddedModules];

/** One URL for the sitemap. */
export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known. */
  lastModified?: string;
  /** The languages the URL exists in (the site's server fills this in from the route). */
  locales?: readonly Locale[];
}

/** A routed page: it reads what it needs (params, location) from the shared router. */
export interface PageModule {
  default: ComponentType;
  /**
   * More URLs for the sitemap: the concrete URLs of a route with parameters (`/blog/:slug` → every
   * article), or the views of a page that have URLs of their own (`/blog?category=laravel`). A
   * route without parameters is listed from the declaration itself.
   */
  sitemap?: () => readonly SitemapEntry[];
}

/** A widget embedded in another app's page (e.g. academy's courses section on the home page). */
export interface WidgetModule {
  default: ComponentType;
}

/** A document that is not a page (a feed): the site's server answers its path with `render`'s text. */
export interface ResourceModule {
  default: (context: { origin: string }) => string;
}

export interface RouteDeclaration {
  /** A React Router pattern: `/blog`, `/blog/:slug`. */
  path: string;
  /** The document title until the page sets its own. */
  title?: string;
  /** Names the area in loading and failure messages: "the blog", "this article". */
  label: string;
  /** false: kept out of the sitemap and out of search indexes (sign-in and profile pages). */
  index?: boolean;
  /**
   * A staff page (`true`): the site's server renders its frame only (the page takes its data in
   * the browser, from the API, with the staff session), never caches it, answers it
   * `Cache-Control: no-store` and `X-Robots-Tag: noindex, nofollow`, and keeps it out of the
   * sitemap. Implies `index: false`.
   */
  private?: true;
  /** The form the page posts to itself without script (`<form method="post">`), if any. */
  form?: PageForm;
  /**
   * The query parameters the page reads (`['category']` for `/blog?category=React`). The site's
   * server renders and caches the page by its path and these parameters only: any other
   * parameter (`fbclid`, `gclid`, `utm_*`…) is left to the browser and costs no render.
   */
  query?: readonly string[];
  /**
   * The languages the page exists in: `['en', 'ur']` serves it at `/ur…` too (the remote ships
   * the Urdu catalogue, `messages.ur`). Absent: English only; an Urdu page links to it in English.
   */
  locales?: readonly Locale[];
  /**
   * The route's title and label in its other languages (`{ ur: { title, label } }`), published
   * with the route so the shell names the area ("…لوڈ نہیں ہو سکا") before the remote's code arrives.
   */
  translations?: Readonly<Partial<Record<TranslatedLocale, RouteWords>>>;
}

/** The words of a route in one language. */
export interface RouteWords {
  title?: string;
  label: string;
}

/** The languages other than English: each has its URL prefix and a catalogue per app. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/** A sign-in form: front end only, so its post without script keeps nothing (docs/ssr.md). */
export const SIGN_IN_FORM = 'sign-in';

/**
 * A form a page posts to itself without script, which the site's server answers (docs/ssr.md):
 * a lead form (stored through the API; refused → the page with what was typed and the messages)
 * or a sign-in form (nothing kept; the page says what happens next). `section` is the element
 * the answer scrolls to (`start-project`).
 */
export interface PageForm {
  id: LeadFormId | typeof SIGN_IN_FORM;
  section?: string;
}

/**
 * The query parameter of the page a form was posted from without script, once the post is done
 * (post/redirect/get: `/?sent=project-request#start-project`). A reload shows the same page and
 * never posts again.
 */
export const SENT_PARAM = 'sent';

/** What one remote owns, declared once in its `src/remote.ts`. Files are relative to the remote's folder. */
export interface RemoteDeclaration {
  /** The remote's federation name. */
  name: string;
  /** Exposed pages, by expose name, each with the routes it renders. */
  pages: Readonly<Record<string, { file: string; routes: readonly RouteDeclaration[] }>>;
  /** Exposed widgets that other apps embed. */
  widgets?: Readonly<Record<string, { file: string }>>;
  /** Exposed documents that are not pages, served by the site's server at `path`. */
  resources?: Readonly<Record<string, { file: string; path: string; contentType: string }>>;
}

/** A route of the site as the shell and the server know it. */
export interface SiteRoute {
  path: string;
  module: ModuleId;
  title?: string;
  label: string;
  index: boolean;
  /**
   * A staff page (see `RouteDeclaration.private`); absent on every other route, and in the
   * routes.json of a remote built before the flag existed.
   */
  private?: true;
  form?: PageForm;
  /** The query parameters the page reads (see `RouteDeclaration.query`); absent when none. */
  query?: readonly string[];
  /**
   * The languages the page exists in (English always). Absent in the routes.json of a remote built
   * before languages existed: English only.
   */
  locales?: readonly Locale[];
  /** The route's title and label in other languages (see `RouteDeclaration.translations`). */
  translations?: Readonly<Partial<Record<TranslatedLocale, RouteWords>>>;
}

export interface SiteResource {
  path: string;
  module: ModuleId;
  contentType: string;
}

/**
 * A remote's browser entry, the file its build writes beside its `mf-manifest.json`
 * (tools/webpack/client.js). The browser loads it directly: its federation runtime does not read
 * manifests (docs/decisions/0022-one-federation-runtime.md).
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The query parameter of a remote's entry loaded afresh (Try again): `remoteEntry.js?retry=2`. The
 * remote's chunks then load with it too (tools/webpack/plugins/retry-chunks.js), so that no failed
 * response of the first attempt (a preload the browser keeps) answers them.
 */
export const RETRY_PARAM = 'retry';

/** `routes.json`, published by each remote's build next to its `mf-manifest.json`. */
export interface PublishedRemote {
  name: string;
  /** Changes with every build of the remote's browser code. */
  build: string;
  routes: SiteRoute[];
  widgets: ModuleId[];
  resources: SiteResource[];
  /**
   * Where the words of the remote's code are in each other language: by the file of a browser
   * chunk, the files of its parts' translations (each part's words are a chunk of their own that
   * the page loads with the code that shows them). The site's server preloads them with the page's
   * module. Absent: the remote has no words in another language.
   */
  translations?: Partial<Record<TranslatedLocale, Record<string, string[]>>>;
}

export function remoteOf(id: ModuleId): string {
  return id.slice(0, id.indexOf('/'));
}
