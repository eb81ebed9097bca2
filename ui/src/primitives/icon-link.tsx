import { css, type Theme } from '@emotion/react';
import isPropValid from '@emotion/is-prop-valid';
import styled from '@emotion/styled';

export interface IconLinkStyleProps {
  /** Space between the icon and the text, a step of the theme's spacing scale. */
  gap?: 1 | 2;
  /** At least 2.75rem tall, so that a finger hits it: for a link that stands on its own. */
  touchTarget?: boolean;
}

/** The look of a link made of an icon and a short text; a router link takes it as `styled(Link)(iconLinkStyles)`. */
export const iconLinkStyles = ({
  theme,
  gap = 1,
  touchTarget = false,
}: IconLinkStyleProps & { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[gap]};
  ${touchTarget && 'min-height: 2.75rem;'}
  color: ${theme.colors.fg.brand};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const forward = (prop: string) => isPropValid(prop) && prop !== 'gap' && prop !== 'touchTarget';

/** A link made of an icon and a short text ("Live Site", "Source Code"), underlined on hover only. */
export const IconAnchor = styled('a', { shouldForwardProp: forward })<IconLinkStyleProps>(iconLinkStyles);
