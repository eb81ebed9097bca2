import styled from '@emotion/styled';
import { Icon } from '@site/ui';

/**
 * An icon that points along the reading direction (arrow-right = forward, arrow-left = back,
 * chevron-left/right = previous/next): mirrored on right-to-left pages (<html dir="rtl">), so
 * "forward" points left in Urdu.
 */
export const DirectionalIcon = styled(Icon)`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** Alias used for "go on" arrows (Start Your Project →). */
export const ForwardIcon = DirectionalIcon;
