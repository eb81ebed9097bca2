import styled from '@emotion/styled';
import { Button, Spinner } from '@site/ui';
import { Suspense, memo, use, useEffect, useState, type ReactNode } from 'react';
import { remoteOf, type ModuleId, type PageModule } from './contract';
import { ErrorBoundary } from './error-boundary';
import { UNIT_ATTRIBUTE, markHydrated, updateHydratedSignal } from './hydration';
import { forgetFailure, getLoadedModule, hasFailed, remoteModule } from './load-remote';
import { loadWhenNear } from './near-viewport';
import type { Resource } from './resource';
import { serverRenderRecord } from './server-render';
import { useFederationWords } from './words';

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

/** The module's page or widget, once its code is there; marks the area hydrated. */
function AreaContent({ module, load }: { module: ModuleId; load: () => Resource<PageModule> }) {
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

/**
 * What a loading or failing area stands in for: a routed page (its failure has the page's h1), a
 * widget embedded in another app's page (an h2), or a part of an area shown on demand, such as a
 * dialog's body (an h3, under the dialog's own heading).
 */
type StandIn = 'page' | 'widget' | 'part';

const minHeights: Record<StandIn, string> = { page: '60vh', widget: '16rem', part: '8rem' };
const headings = { page: 'h1', widget: 'h2', part: 'h3' } as const;

const Placeholder = styled('div', { shouldForwardProp: (prop) => prop !== 'kind' })<{ kind: StandIn }>`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ kind }) => minHeights[kind]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const DelayedSpinner = styled.div`
  opacity: 0;
  animation: appear 0.2s ease-out 0.3s forwards;
  @keyframes appear {
    to {
      opacity: 1;
    }
  }
`;

export function RemoteLoading({ label, kind }: { label: string; kind: StandIn }) {
  const words = useFederationWords();
  return (
    <Placeholder kind={kind} aria-busy="true" role="status">
      <DelayedSpinner>
        <Spinner label={words.loading(label)} />
      </DelayedSpinner>
    </Placeholder>
  );
}

const FailureBox = styled.div`
  max-width: 32rem;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.subtle};
  h1,
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.fg.default};
  }
`;

export function RemoteFailure({
  label,
  kind,
  onRetry,
}: {
  label: string;
  kind: StandIn;
  onRetry: () => void;
}) {
  const Heading = headings[kind];
  const words = useFederationWords();
  // The message answers taps: the page may now count as ready.
  useEffect(updateHydratedSignal, []);
  return (
    <Placeholder kind={kind} data-testid="remote-failure">
      <FailureBox role="alert">
        <Heading>{words.failed(label)}</Heading>
        <p>{words.failedBody}</p>
        <Button type="button" onClick={onRetry}>
          {words.tryAgain}
        </Button>
      </FailureBox>
    </Placeholder>
  );
}
