import styled from '@emotion/styled';
import { Link } from '@site/router';
import { buttonStyles, type ButtonStyleProps } from '@site/ui';

/** Navigation inside the site, styled as a button (ui's `buttonStyles` on the site's router link). */
export const ButtonLink = styled(Link, {
  shouldForwardProp: (prop) => !['variant', 'size', 'fullWidth'].includes(prop),
})<ButtonStyleProps>(buttonStyles);
