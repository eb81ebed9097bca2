import styled from '@emotion/styled';
import { isDomProp } from './invokers';

/**
 * A button without the browser's look: no padding, border or background, and the font, colour and
 * alignment of the text around it. For a heading or a card title that opens something.
 */
export const UnstyledButton = styled('button', { shouldForwardProp: isDomProp })`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/**
 * An `UnstyledButton` whose target is its whole card: its `::after` covers the nearest positioned
 * ancestor (the stretched-link pattern), so a tap anywhere on the card presses it, natively too.
 */
export const StretchedButton = styled(UnstyledButton)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;
