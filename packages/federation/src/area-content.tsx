import { use, useEffect, type ReactNode } from 'react';
import type { ModuleId, PageModule } from './contract';
import { markHydrated } from './hydration';
import type { Resource } from './resource';
import { serverRenderRecord } from './server-render';

/** The module's page or widget, once its code is there; marks the area hydrated. */
export function AreaContent({ module, load }: { module: ModuleId; load: () => Resource<PageModule> }) {
  const { default: Component } = use(load());
  useEffect(() => {
    markHydrated(document.querySelector(`[data-area="${module}"]`));
  }, [module]);
  return (
    <ServerTrack module={module}>
      <Component />
    </ServerTrack>
  );
}

/**
 * On the server, notes the area as used and as being rendered, until its subtree is done. The
 * same elements in the browser: useId derives ids from the tree's shape, which must not differ.
 */
function ServerTrack({ module, children }: { module: ModuleId; children: ReactNode }) {
  const record = serverRenderRecord();
  record?.used.add(module);
  record?.stack.push(module);
  return (
    <>
      {children}
      <ServerTrackEnd />
    </>
  );
}

function ServerTrackEnd() {
  serverRenderRecord()?.stack.pop();
  return null;
}
