import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { isDomProp } from './invokers';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'inverse' | 'outlineInverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** Visual weight: `primary` for the main action of an area, `secondary` beside it. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (phones, cards). */
  fullWidth?: boolean;
}

const variants = (t: Theme): Record<ButtonVariant, ReturnType<typeof css>> => ({
  primary: css`
    background: ${t.colors.action.primary};
    color: ${t.colors.fg.onBrand};
    &:hover:not(:disabled) {
      background: ${t.colors.action.primaryHover};
    }
  `,
  secondary: css`
    background: ${t.colors.action.secondary};
    color: ${t.colors.fg.brand};
    border-color: ${t.colors.border.brand};
    &:hover:not(:disabled) {
      background: ${t.colors.action.secondaryHover};
    }
  `,
  accent: css`
    background: ${t.colors.action.accent};
    color: ${t.colors.fg.onBrand};
    &:hover:not(:disabled) {
      background: ${t.colors.action.accentHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${t.colors.fg.brand};
    &:hover:not(:disabled) {
      background: ${t.colors.bg.brandSubtle};
    }
  `,
  inverse: css`
    background: ${t.palette.white};
    color: ${t.palette.navy[900]};
    &:hover:not(:disabled) {
      background: ${t.palette.blue[50]};
    }
  `,
  outlineInverse: css`
    background: transparent;
    color: ${t.colors.fg.inverse};
    border-color: rgba(255, 255, 255, 0.7);
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.12);
    }
  `,
});

const sizes = (t: Theme): Record<ButtonSize, ReturnType<typeof css>> => ({
  sm: css`
    min-height: 2.25rem;
    padding: ${t.space[1]} ${t.space[3]};
    font-size: ${t.fontSizes.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: ${t.space[2]} ${t.space[5]};
    font-size: ${t.fontSizes.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: ${t.space[3]} ${t.space[8]};
    font-size: ${t.fontSizes.lg};
  `,
});

export const buttonStyles = ({
  theme,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyleProps & { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  width: ${fullWidth ? '100%' : 'auto'};
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  white-space: nowrap;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast} ease,
    color ${theme.durations.fast} ease,
    transform ${theme.durations.fast} ease;
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${sizes(theme)[size]}
  ${variants(theme)[variant]}
`;

const forward = (prop: string) => isDomProp(prop) && !['variant', 'size', 'fullWidth'].includes(prop);

/** An action. Navigation that should look like a button is an anchor: `ButtonAnchor`, or a router link with `buttonStyles`. */
export const Button = styled('button', { shouldForwardProp: forward })<ButtonStyleProps>(buttonStyles);

/** A link styled as a button: an address outside the site's routes, a file, an in-page target. */
export const ButtonAnchor = styled('a', { shouldForwardProp: forward })<ButtonStyleProps>(buttonStyles);
