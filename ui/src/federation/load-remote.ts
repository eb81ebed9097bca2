import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, remoteOf, type RemoteModuleId, type RemoteModules, type RemoteName } from './contract';
import { resolveRemoteLocations } from './remote-locations';

let locations: Record<RemoteName, string> | undefined;
const attempts = new Map<RemoteName, number>();
const loaded = new Map<RemoteModuleId, unknown>();

/**
 * Registers the four remotes with the federation runtime of the app that owns the page.
 * Called once by each app's bootstrap; nothing is fetched until a module is needed.
 */
export function registerSiteRemotes(): Record<RemoteName, string> {
  locations = resolveRemoteLocations();
  registerRemotes(remoteNames.map((name) => ({ name, entry: locations![name] })));
  return locations;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly moduleId: RemoteModuleId,
    cause: unknown,
  ) {
    super(`Could not load ${moduleId}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** A module already loaded, so a page can render it without a loading state. */
export function getLoadedModule<K extends RemoteModuleId>(id: K): RemoteModules[K] | undefined {
  return loaded.get(id) as RemoteModules[K] | undefined;
}

/**
 * Loads an exposed module, typed by the contract. With `retry`, the remote is registered
 * again under a fresh entry URL: the runtime caches a failed entry (and its manifest) per
 * URL, so re-registering the same URL would only replay the failure.
 */
export async function loadRemoteModule<K extends RemoteModuleId>(
  id: K,
  { retry = false }: { retry?: boolean } = {},
): Promise<RemoteModules[K]> {
  const remote = remoteOf(id);
  if (!locations) registerSiteRemotes();
  if (retry) {
    const attempt = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, attempt);
    const base = locations![remote];
    const entry = `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}`;
    registerRemotes([{ name: remote, entry }], { force: true });
  }
  try {
    const mod = await loadRemote<RemoteModules[K]>(id);
    if (!mod || typeof mod.default !== 'function') {
      throw new Error(`${id} has no default export`);
    }
    loaded.set(id, mod);
    return mod;
  } catch (error) {
    throw new RemoteLoadError(remote, id, error);
  }
}
