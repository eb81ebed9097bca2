import isPropValid from '@emotion/is-prop-valid';
import styled from '@emotion/styled';

export interface PanelProps {
  /** Depth of its shadow: `md` (default), or `lg` for the panel a whole section leads up to. */
  elevation?: 'md' | 'lg';
}

/**
 * A raised surface for a form or a block of a page (the enrollment form, a profile): roomier
 * than a `Card`, its padding grows from medium screens.
 */
export const Panel = styled('div', {
  shouldForwardProp: (prop) => isPropValid(prop) && prop !== 'elevation',
})<PanelProps>`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme, elevation = 'md' }) => theme.shadows[elevation]};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
