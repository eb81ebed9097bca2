import styled from '@emotion/styled';
import { Icon } from '@site/ui';
import type { ReactNode } from 'react';

const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.brandSubtle};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > svg {
    color: ${({ theme }) => theme.colors.fg.brand};
    margin-block-start: 0.125rem;
  }
  strong {
    display: block;
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  p + p {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
    white-space: nowrap;
  }
`;

export interface NextStepsNoticeProps {
  /** Show the message (the live region itself is always present so it gets announced). */
  open: boolean;
  title: string;
  children: ReactNode;
}

/**
 * What a sign-in screen says once its form is sent: to check the mail (Create Account, a reset
 * link), or that the page needs its script (posted without it). Announced politely (role=status).
 */
export function NextStepsNotice({ open, title, children }: NextStepsNoticeProps) {
  return (
    <div role="status">
      {open && (
        <Box>
          <Icon name="message" />
          <div>
            <strong>{title}</strong>
            {children}
          </div>
        </Box>
      )}
    </div>
  );
}
