import styled from '@emotion/styled';
import { Button, Icon, Spinner } from '@site/ui';
import type { ReactNode } from 'react';
import { useStaffMessages } from '@/messages/en/staff';

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg.muted};
  text-align: center;
`;

/** A part of a staff page on its way: a spinner and what is coming, said politely. */
export function Loading({ label }: { label: string }) {
  return (
    <Centered role="status">
      <span aria-hidden="true">
        <Spinner />
      </span>
      <p>{label}</p>
    </Centered>
  );
}

const Problem = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.dangerSubtle};
  color: ${({ theme }) => theme.colors.fg.default};
  > svg {
    color: ${({ theme }) => theme.colors.fg.danger};
    margin-block-start: 0.1rem;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.fg.danger};
  }
  button {
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * A part of a staff page that could not be had, said at once (role=alert), with Try again when it
 * can be loaded again. Only that part: the rest of the page stays as it is.
 */
export function LoadFailed({
  title,
  children,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  const t = useStaffMessages();
  return (
    <Problem role="alert">
      <Icon name="alert" />
      <div>
        <strong>{title}</strong>
        {children && <p>{children}</p>}
        {onRetry && (
          <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
            {t.retry}
          </Button>
        )}
      </div>
    </Problem>
  );
}

/** Nothing to show (no leads for a filter): a quiet line and what to do. */
export const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg.muted};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.fg.default};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** What a staff page says in `<noscript>`: it needs JavaScript. */
export const NoScriptNote = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.warningSubtle};
  color: ${({ theme }) => theme.colors.fg.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
