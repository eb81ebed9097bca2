import { Suspense, memo, useEffect, useState } from 'react';
import { AreaContent } from './area-content';
import { remoteOf, type ModuleId, type PageModule } from './contract';
import { ErrorBoundary } from './error-boundary';
import { UNIT_ATTRIBUTE } from './hydration';
import { forgetFailure, getLoadedModule, hasFailed, remoteModule } from './load-remote';
import { loadWhenNear } from './near-viewport';
import { RemoteFailure, RemoteLoading } from './remote-stand-in';
import type { Resource } from './resource';
import { serverRenderRecord } from './server-render';

export interface RemoteAreaProps {
  /** The exposed module to render. Give the area a `key` of the same value when it can change. */
  module: ModuleId;
  /** What this area is, for people: "courses", "this page". Used in the loading and failure text. */
  label: string;
  /** A routed page shows its failure with an h1, an embedded widget with an h2. */
  kind?: 'page' | 'widget';
  /**
   * Load the area's code only when it comes near the viewport (default for widgets, which sit
   * further down another app's page). The server renders it in full either way.
   */
  defer?: boolean;
}

/**
 * Renders a module of another app in its own hydration unit. On the server the module is
 * already loaded and renders at once. In the browser the area hydrates on its own as soon as its
 * code arrives (a Suspense boundary: the rest of the page does not wait for it), and until then
 * holds taps for replay (see hydration.ts). If its server is down, its code is missing or it
 * throws while rendering, it shows a message with "Try again" that really loads it again. Only
 * this area is affected: the rest of the page keeps working.
 */
export const RemoteArea = memo(function RemoteArea({
  module,
  label,
  kind = 'page',
  defer = kind === 'widget',
}: RemoteAreaProps) {
  // A module that failed on the server starts with its failure: the server rendered that. The
  // server never waits for a module while it renders: one it has not loaded is a failure there.
  const [failedOnServer] = useState(
    () => hasFailed(module) || (typeof window === 'undefined' && !getLoadedModule(module)),
  );
  const [attempt, setAttempt] = useState(0);
  // One load per attempt, kept here: the content below may suspend, and suspended components keep no state.
  const [loads] = useState(() => new Map<number, Resource<PageModule>>());
  serverRenderRecord()?.areas.add(module);
  useEffect(() => {
    if (failedOnServer) forgetFailure(module);
  }, [failedOnServer, module]);

  const retry = () => setAttempt((n) => n + 1);
  if (failedOnServer && attempt === 0) {
    serverRenderRecord()?.failed.add(module);
    return <RemoteFailure label={label} kind={kind} onRetry={retry} />;
  }

  // A deferred area waits for the viewport only while the server's HTML stands in for it.
  const load = () => {
    let resource = loads.get(attempt);
    if (!resource) {
      const start = () => remoteModule(module, { retry: attempt > 0 });
      resource =
        defer && attempt === 0
          ? loadWhenNear(() => document.querySelector(`[data-area="${module}"]`), start)
          : start();
      loads.set(attempt, resource);
    }
    return resource;
  };
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.warn(`${module} could not be shown`, error)}
      fallback={() => <RemoteFailure label={label} kind={kind} onRetry={retry} />}
    >
      <div
        data-remote={remoteOf(module)}
        data-area={module}
        {...{ [UNIT_ATTRIBUTE]: '' }}
        style={{ display: 'contents' }}
      >
        <Suspense fallback={<RemoteLoading label={label} kind={kind} />}>
          <AreaContent module={module} load={load} />
        </Suspense>
      </div>
    </ErrorBoundary>
  );
});
