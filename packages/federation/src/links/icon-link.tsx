import styled from '@emotion/styled';
import { Link } from '@site/router';
import { iconLinkStyles, type IconLinkStyleProps } from '@site/ui';

/**
 * A link inside the site made of an icon and a short text ("← Back to Blog"), underlined on hover
 * only: ui's `iconLinkStyles` on the site's router link (`IconAnchor` of ui for other addresses).
 */
export const IconLink = styled(Link, {
  shouldForwardProp: (prop) => prop !== 'gap' && prop !== 'touchTarget',
})<IconLinkStyleProps>(iconLinkStyles);
