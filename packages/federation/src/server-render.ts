import type { ModuleId } from './contract';

/**
 * What a server render of the page learns about its remote areas. One render at a time (the
 * render worker renders pages one after another); this package is a singleton on the server too.
 */
interface ServerRenderRecord {
  /** Every remote area of the page, rendered or failed. */
  areas: Set<ModuleId>;
  /** Modules rendered: the browser loads these (the page's, at once; widgets when near). */
  used: Set<ModuleId>;
  /** Areas rendered as their failure message (not loaded on the server, or failed before). */
  failed: Set<ModuleId>;
  /** The areas being rendered, innermost last: on an error, the last one threw. */
  stack: ModuleId[];
  /** Areas that threw while rendering, with their error (each area is a Suspense boundary). */
  thrown: Map<ModuleId, unknown>;
}

let current: ServerRenderRecord | null = null;

export function serverRenderRecord(): ServerRenderRecord | null {
  return current;
}

export type ServerRenderResult<T> =
  | { ok: true; value: T; used: ModuleId[]; areas: ModuleId[]; failed: ModuleId[] }
  | { ok: false; error: unknown; failedModule: ModuleId | undefined };

/**
 * Runs a server render and reports the remote modules it used, or the remote area that threw
 * (undefined: the page frame itself failed). `render` gets the `onError` to hand to React's
 * renderer: an area's error is caught by its Suspense boundary and reported there, not thrown.
 */
export async function recordServerRender<T>(
  render: (onError: (error: unknown) => void) => Promise<T>,
): Promise<ServerRenderResult<T>> {
  if (current) throw new Error('recordServerRender: one render at a time');
  const record: ServerRenderRecord = {
    areas: new Set(),
    used: new Set(),
    failed: new Set(),
    stack: [],
    thrown: new Map(),
  };
  current = record;
  const onError = (error: unknown) => {
    // The area's end marker will not render: it is no longer being rendered.
    const module = record.stack.pop();
    if (module && !record.thrown.has(module)) record.thrown.set(module, error);
  };
  try {
    const value = await render(onError);
    const [threw] = record.thrown;
    if (threw) return { ok: false, error: threw[1], failedModule: threw[0] };
    return { ok: true, value, used: [...record.used], areas: [...record.areas], failed: [...record.failed] };
  } catch (error) {
    const [threw] = record.thrown;
    return { ok: false, error: threw?.[1] ?? error, failedModule: threw?.[0] };
  } finally {
    current = null;
  }
}
