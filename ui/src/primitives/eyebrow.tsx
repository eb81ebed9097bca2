import styled from '@emotion/styled';

export interface EyebrowProps {
  /** What it sits on: a light surface (`light`, default) or a dark band or section (`dark`). */
  tone?: 'light' | 'dark';
  /** Above a card's heading: smaller, on a line of its own and closer to the heading. */
  compact?: boolean;
}

/** The short uppercase label above a heading: what the page, section or card is about. */
export const Eyebrow = styled.span<EyebrowProps>`
  display: ${({ compact }) => (compact ? 'block' : 'inline-block')};
  margin-bottom: ${({ theme, compact }) => theme.space[compact ? 1 : 3]};
  font-size: ${({ theme, compact }) => theme.fontSizes[compact ? 'xs' : 'sm']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  /* Spacing breaks the joins of Urdu letters. */
  &:lang(ur) {
    letter-spacing: normal;
  }
  text-transform: uppercase;
  color: ${({ theme, tone }) => (tone === 'dark' ? theme.colors.fg.accentOnDark : theme.colors.fg.accent)};
`;
