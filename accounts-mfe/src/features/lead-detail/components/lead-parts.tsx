import styled from '@emotion/styled';

/** A list of facts, label above value on a phone, side by side from a tablet. */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  > div {
    display: grid;
    gap: 0.125rem;
    padding-block-end: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  > div:last-of-type {
    padding-block-end: 0;
    border: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .multiline {
    white-space: pre-wrap;
  }
  .empty {
    color: ${({ theme }) => theme.colors.fg.subtle};
    font-style: italic;
  }
  ${({ theme }) => theme.mq.md} {
    > div {
      grid-template-columns: minmax(9rem, 1fr) 3fr;
      gap: ${({ theme }) => theme.space[4]};
    }
  }
`;

/** A short line saying what just happened (announced politely), or what went wrong (at once). */
export const Said = styled.p<{ tone: 'done' | 'error' }>`
  margin-block-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.fg.danger : theme.colors.fg.success)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:empty {
    margin: 0;
  }
`;
