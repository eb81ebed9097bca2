import styled from '@emotion/styled';
import { Link } from 'react-router';

/**
 * The one link of a card ('Read more'). Its ::after covers the card (which must be
 * position: relative), so the whole card is clickable while it holds a single link.
 */
export const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;
