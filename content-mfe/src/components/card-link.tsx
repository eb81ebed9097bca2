import styled from '@emotion/styled';
import { IconLink } from '@site/federation';

/**
 * The one link of a card ('Read more'). Its ::after covers the card (which must be
 * position: relative), so the whole card is clickable while it holds a single link.
 */
export const CardLink = styled(IconLink)`
  align-self: flex-start;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
