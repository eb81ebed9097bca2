import { forgetFailure, loadRemoteModule, remoteOf, type ModuleId } from '@site/federation';
import { DEFAULT_LOCALE, type Locale } from '@site/i18n';

/** After a failure, a module is tried again on a later request, at most this often. */
export const RETRY_AFTER_MS = 10_000;

/**
 * The render worker's loads of remote modules, each started once and shared by every render.
 * `loadWithin` gives them a time budget: a remote that is down or slow costs only its own area.
 * The modules of a `refused` remote (its server code could not be proven) fail at once, quietly:
 * the server has logged why, once.
 */
export function createRemoteLoads(retryAfterMs = RETRY_AFTER_MS, refused: ReadonlySet<string> = new Set()) {
  const loads = new Map<string, { promise: Promise<boolean>; failedAt?: number }>();

  /** A module with its remote's words in `locale`: in another language, one more load (its catalogue). */
  function ensureLoaded(id: ModuleId, locale: Locale): Promise<boolean> {
    if (refused.has(remoteOf(id))) return Promise.resolve(false);
    const key = `${id}|${locale}`;
    const known = loads.get(key);
    if (known && (known.failedAt === undefined || Date.now() - known.failedAt < retryAfterMs))
      return known.promise;
    const entry: { promise: Promise<boolean>; failedAt?: number } = { promise: Promise.resolve(false) };
    entry.promise = loadRemoteModule(id, { retry: known !== undefined, locale }).then(
      () => {
        forgetFailure(id);
        return true;
      },
      (error: unknown) => {
        entry.failedAt = Date.now();
        console.error(
          `Could not load ${id} (${locale}) on the server:`,
          error instanceof Error ? (error.cause ?? error) : error,
        );
        return false;
      },
    );
    loads.set(key, entry);
    return entry.promise;
  }

  /**
   * Loads the modules for a page in `locale`, waiting at most `ms`; returns those not ready by
   * then (they go on loading).
   */
  async function loadWithin(
    ids: readonly ModuleId[],
    ms: number,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<ModuleId[]> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const ready = await Promise.all(ids.map((id) => Promise.race([ensureLoaded(id, locale), deadline])));
    clearTimeout(timer);
    return ids.filter((_, i) => !ready[i]);
  }

  return { loadWithin };
}
