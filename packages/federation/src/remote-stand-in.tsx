import styled from '@emotion/styled';
import { Button, Spinner } from '@site/ui';
import { useEffect } from 'react';
import { updateHydratedSignal } from './hydration';
import { useFederationWords } from './words';

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
