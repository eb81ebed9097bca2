import styled from '@emotion/styled';

/** A surface for one item (a service, a course, a post). `interactive` adds hover lift. */
export const Card = styled.div<{ interactive?: boolean; padding?: 4 | 6 | 8 }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, padding = 6 }) => theme.space[padding]};
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    transform ${({ theme }) => theme.durations.normal} ease,
    border-color ${({ theme }) => theme.durations.normal} ease;
  ${({ interactive, theme }) =>
    interactive &&
    `
    &:hover, &:focus-within {
      box-shadow: ${theme.shadows.lg};
      border-color: ${theme.palette.blue[200]};
      transform: translateY(-3px);
    }
    ${theme.mq.reducedMotion} {
      &:hover, &:focus-within { transform: none; }
    }
  `}
`;

/** Small label: a category, a level, a status. */
export const Badge = styled.span<{ tone?: 'brand' | 'accent' | 'neutral' | 'warning' | 'success' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.6;
  white-space: nowrap;
  ${({ theme, tone = 'brand' }) => {
    const tones = {
      brand: [theme.colors.bg.brandSubtle, theme.colors.fg.brand],
      accent: [theme.colors.bg.accentSubtle, theme.colors.fg.accent],
      neutral: [theme.colors.bg.muted, theme.colors.fg.muted],
      warning: [theme.colors.bg.warningSubtle, theme.colors.fg.warning],
      success: [theme.colors.bg.successSubtle, theme.colors.fg.success],
    } as const;
    const [bg, fg] = tones[tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;

/** A text link in running copy. */
export const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;
