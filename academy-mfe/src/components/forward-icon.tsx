import styled from '@emotion/styled';
import { Icon } from '@site/ui';

/**
 * An arrow that points forward ("go on", "next page"): right in English, mirrored to point left
 * on right-to-left pages (`<html dir="rtl">`, or any `dir="rtl"` block around it).
 */
export const ForwardIcon = styled(Icon)`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
