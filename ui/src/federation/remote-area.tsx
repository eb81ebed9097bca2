import styled from '@emotion/styled';
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '../primitives/button';
import { Spinner } from '../primitives/spinner';
import { remoteOf, type RemoteModuleId } from './contract';
import { ErrorBoundary } from './error-boundary';
import { getLoadedModule, loadRemoteModule } from './load-remote';

type AreaState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'error' };

export interface RemoteAreaProps {
  /** The exposed module to render. Give the area a `key` of the same value when it can change. */
  module: RemoteModuleId;
  /** What this area is, for people: "courses", "this page". Used in the loading and failure text. */
  label: string;
  /** A routed page shows its failure with an h1, an embedded widget with an h2. */
  kind?: 'page' | 'widget';
}

/**
 * Renders a module of another app. While it loads, a quiet placeholder; if its server is down,
 * its code is missing or it throws while rendering, a message with "Try again" that really
 * loads it again. Only this area is affected: the rest of the page keeps working.
 */
export function RemoteArea({ module, label, kind = 'page' }: RemoteAreaProps) {
  const [state, setState] = useState<AreaState>(() => {
    const cached = getLoadedModule(module);
    return cached ? { status: 'ready', Component: cached.default } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && getLoadedModule(module)) return;
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
  }, [module, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const remote = remoteOf(module);

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
      <div data-remote={remote} style={{ display: 'contents' }}>
        <Component />
      </div>
    </ErrorBoundary>
  );
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
