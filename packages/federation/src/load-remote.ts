import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_LOCALE, loadTranslations, type Locale } from '@site/i18n';
import { RETRY_PARAM, remoteOf, type ModuleId, type PageModule } from './contract';
import { remoteEntries, resolveRemoteLocations } from './remote-locations';
import { resolvedResource, toResource, type Resource } from './resource';

/**
 * The page's record of remotes: where they are, which modules are loaded and which failed.
 * This package is a shared singleton, so every app on the page sees the same record.
 */
let locations: Record<string, string> | undefined;
const attempts = new Map<string, number>();
const loaded = new Map<ModuleId, unknown>();
const failed = new Set<ModuleId>();
const loading = new Map<ModuleId, Resource<unknown>>();
/** The language of the page in this browser (the shell sets it from the URL); the server passes its own per render. */
let pageLocale: Locale = DEFAULT_LOCALE;

/** The page's language: every module loaded from now on comes with its words in it. */
export function setPageLocale(locale: Locale) {
  pageLocale = locale;
}

/**
 * Code that brings words (an island, a part on demand), once its words in the page's language are
 * there too: its parts of the app that `appOf` names once the code has arrived (every app's, if
 * none) are declared when its code has run. Words that cannot be had reject it, as the code would.
 */
export async function withPageWords<T>(load: () => Promise<T>, appOf: () => string | undefined): Promise<T> {
  const code = await load();
  await loadTranslations(pageLocale, appOf());
  return code;
}

/**
 * Registers the remotes with the federation runtime of the page. Called once by the shell's
 * bootstrap (in the browser, their entries beside the locations of the site config; on the
 * server, with the server entries). Nothing is fetched until a module is needed.
 */
export function registerSiteRemotes(
  entries: Record<string, string> = remoteEntries(resolveRemoteLocations()),
) {
  locations = entries;
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  return locations;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly moduleId: ModuleId,
    cause: unknown,
  ) {
    super(`Could not load ${moduleId}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** A module already loaded, so an area can render it at once (and hydrate the server's HTML). */
export function getLoadedModule<T = PageModule>(id: ModuleId): T | undefined {
  return loaded.get(id) as T | undefined;
}

/** Whether the module failed where the page was rendered (the area starts with its failure). */
export function hasFailed(id: ModuleId): boolean {
  return failed.has(id);
}

/**
 * The modules that failed where this page was rendered (on the server: for this render; in the
 * browser: the server's list), so the browser's first render matches the server's HTML.
 */
export function setFailed(ids: Iterable<ModuleId>) {
  failed.clear();
  for (const id of ids) failed.add(id);
}

/** Once an area has shown the server's failure, a later visit to it tries to load again. */
export function forgetFailure(id: ModuleId) {
  failed.delete(id);
}

/**
 * Loads an exposed module. With `retry`, the remote is registered again under a fresh entry
 * URL: the runtime caches a failed entry (and its manifest) per URL, so re-registering the same
 * URL would only replay the failure.
 */
export async function loadRemoteModule<T extends { default: unknown } = PageModule>(
  id: ModuleId,
  { retry = false, locale = pageLocale }: { retry?: boolean; locale?: Locale } = {},
): Promise<T> {
  const remote = remoteOf(id);
  if (!locations) registerSiteRemotes();
  if (retry) {
    const attempt = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, attempt);
    const base = locations?.[remote];
    if (base) {
      const entry = `${base}${base.includes('?') ? '&' : '?'}${RETRY_PARAM}=${attempt}`;
      registerRemotes([{ name: remote, entry }], { force: true });
    }
  }
  try {
    if (!locations?.[remote]) throw new Error(`No location is configured for the remote "${remote}"`);
    const mod = await loadRemote<T>(id);
    if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default export`);
    // Its code has run, so its parts of the remote's catalogue are declared: their words in the
    // page's language come before it counts as loaded (an area renders in its language or fails).
    await loadTranslations(locale, remote);
    loaded.set(id, mod);
    failed.delete(id);
    return mod;
  } catch (error) {
    throw new RemoteLoadError(remote, id, error);
  }
}

/**
 * The module as a resource for React's `use()`: the one load of it on this page, started now
 * (or already done, or failed). `retry` loads it afresh (Try again).
 */
export function remoteModule<T extends { default: unknown } = PageModule>(
  id: ModuleId,
  { retry = false }: { retry?: boolean } = {},
): Resource<T> {
  const done = loaded.get(id) as T | undefined;
  if (done && !retry) return resolvedResource(done);
  const known = loading.get(id) as Resource<T> | undefined;
  // A failure stays until the visitor asks again (Try again): no load is repeated behind their back.
  if (known && !retry) return known;
  const resource = toResource(loadRemoteModule<T>(id, { retry }));
  loading.set(id, resource);
  return resource;
}
