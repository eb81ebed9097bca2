import type { ModuleId } from './contract';

/**
 * What a server render of the page learns about its remote areas. Rendering to a string is
 * synchronous, so one record at a time is enough; this package is a singleton on the server too.
 */
interface ServerRenderRecord {
  /** Every remote area of the page, rendered or failed. */
  areas: Set<ModuleId>;
  /** Modules rendered in full: the browser loads these before it hydrates. */
  used: Set<ModuleId>;
  /** The areas being rendered, innermost last: on an exception, the last one threw. */
  stack: ModuleId[];
}

let current: ServerRenderRecord | null = null;

export function serverRenderRecord(): ServerRenderRecord | null {
  return current;
}

export type ServerRenderResult<T> =
  | { ok: true; value: T; used: ModuleId[]; areas: ModuleId[] }
  | { ok: false; error: unknown; failedModule: ModuleId | undefined };

/**
 * Runs a synchronous render (`renderToString`) and reports the remote modules it used, or, when
 * it throws, the remote area that threw (undefined: the page frame itself failed).
 */
export function recordServerRender<T>(render: () => T): ServerRenderResult<T> {
  current = { areas: new Set(), used: new Set(), stack: [] };
  const record = current;
  try {
    const value = render();
    return { ok: true, value, used: [...record.used], areas: [...record.areas] };
  } catch (error) {
    return { ok: false, error, failedModule: record.stack.at(-1) };
  } finally {
    current = null;
  }
}
