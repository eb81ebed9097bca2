import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from './layout';

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border.subtle};
  border-top-color: ${({ theme }) => theme.colors.action.primary};
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
  }
`;

/** A loading indicator with a text alternative. */
export function Spinner({ label }: { label?: string }) {
  const { text } = useTheme();
  return (
    <span>
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label ?? text.loading}</VisuallyHidden>
    </span>
  );
}
