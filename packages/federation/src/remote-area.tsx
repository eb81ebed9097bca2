import styled from '@emotion/styled';
import { Button, Spinner } from '@site/ui';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { remoteOf, type ModuleId } from './contract';
import { ErrorBoundary } from './error-boundary';
import { forgetFailure, getLoadedModule, hasFailed, loadRemoteModule } from './load-remote';
import { serverRenderRecord } from './server-render';

type AreaState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'error' };

export interface RemoteAreaProps {
  /** The exposed module to render. Give the area a `key` of the same value when it can change. */
  module: ModuleId;
  /** What this area is, for people: "courses", "this page". Used in the loading and failure text. */
  label: string;
  /** A routed page shows its failure with an h1, an embedded widget with an h2. */
  kind?: 'page' | 'widget';
}

/**
 * Failed first: a module that loaded but threw while the server rendered it is in both records,
 * and the server's second pass (and the browser's first render) must show its failure.
 */
function initialState(module: ModuleId): AreaState {
  if (hasFailed(module)) return { status: 'error' };
  const loaded = getLoadedModule(module);
  return loaded ? { status: 'ready', Component: loaded.default } : { status: 'loading' };
}

/**
 * Renders a module of another app. While it loads, a quiet placeholder; if its server is down,
 * its code is missing or it throws while rendering, a message with "Try again" that really
 * loads it again. Only this area is affected: the rest of the page keeps working.
 *
 * On the server and in the browser's first render the module is already loaded (or known to
 * have failed), so the area renders the same thing in both places and hydrates.
 */
export function RemoteArea({ module, label, kind = 'page' }: RemoteAreaProps) {
  const [state, setState] = useState<AreaState>(() => initialState(module));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && state.status !== 'loading') {
      if (state.status === 'error') forgetFailure(module);
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteModule(module, { retry: attempt > 0 }).then(
      (mod) => !cancelled && setState({ status: 'ready', Component: mod.default }),
      (error: unknown) => {
        console.warn(error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
    // Loads on mount (when not already there) and on every Try again; not on its own state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, attempt]);

  serverRenderRecord()?.areas.add(module);
  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <RemoteLoading label={label} kind={kind} />;
  if (state.status === 'error') return <RemoteFailure label={label} kind={kind} onRetry={retry} />;
  const { Component } = state;
  return (
    <ErrorBoundary
      onError={(error) => console.warn(`${module} failed while rendering`, error)}
      fallback={(_error, reset) => (
        <RemoteFailure
          label={label}
          kind={kind}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <div data-remote={remoteOf(module)} style={{ display: 'contents' }}>
        <ServerTrack module={module}>
          <Component />
        </ServerTrack>
      </div>
    </ErrorBoundary>
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

const Placeholder = styled.div<{ tall: boolean }>`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ tall }) => (tall ? '60vh' : '16rem')};
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

function RemoteLoading({ label, kind }: { label: string; kind: 'page' | 'widget' }) {
  return (
    <Placeholder tall={kind === 'page'} aria-busy="true" role="status">
      <DelayedSpinner>
        <Spinner label={`Loading ${label}…`} />
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
  h2 {
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
  kind: 'page' | 'widget';
  onRetry: () => void;
}) {
  const Heading = kind === 'page' ? 'h1' : 'h2';
  return (
    <Placeholder tall={kind === 'page'} data-testid="remote-failure">
      <FailureBox role="alert">
        <Heading>Sorry, we couldn’t load {label}.</Heading>
        <p>
          This part of the site is temporarily unavailable. Please check your connection and try again; the
          rest of the site keeps working.
        </p>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      </FailureBox>
    </Placeholder>
  );
}
