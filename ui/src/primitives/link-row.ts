import { css, type Theme } from '@emotion/react';

export interface LinkRowStyleProps {
  /** Space between the links, a step of the theme's spacing scale. */
  gap: 1 | 2;
  /** Onto more lines when the row is too narrow (the default), or one line. */
  wrap?: boolean;
  /** At least 2.75rem tall, so that a finger hits each link (else 2.5rem). */
  touchTarget?: boolean;
}

/**
 * A row of links as a list, on the `<ul>`: no bullets or indent, the items side by side, each link
 * a box of a least a given height with its text centred. The links' own look is the caller's.
 */
export const linkRowStyles = ({
  theme,
  gap,
  wrap = true,
  touchTarget = false,
}: LinkRowStyleProps & { theme: Theme }) => css`
  display: flex;
  ${wrap && 'flex-wrap: wrap;'}
  gap: ${theme.space[gap]};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${touchTarget ? '2.75rem' : '2.5rem'};
  }
`;
