import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';

/** One look for every text input, text area and select, so forms read as one family. */
export const controlStyles = ({ theme }: { theme: Theme }) => `
  width: 100%;
  min-height: 2.875rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border.strong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg.surface};
  color: ${theme.colors.fg.default};
  font-size: ${theme.fontSizes.md};
  transition: border-color ${theme.durations.fast} ease, box-shadow ${theme.durations.fast} ease;
  &::placeholder { color: ${theme.colors.fg.subtle}; }
  &:hover { border-color: ${theme.colors.fg.muted}; }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: ${theme.colors.border.brand};
  }
  &[aria-invalid='true'] { border-color: ${theme.colors.border.danger}; }
  &:disabled { background: ${theme.colors.bg.muted}; cursor: not-allowed; }
`;

export const Input = styled.input(controlStyles);
export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;
/** The native arrow is hidden; two gradients draw a chevron that follows the text colour. */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 2.5rem;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.1rem) 50%,
    calc(100% - 0.75rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
  /* The chevron at the end of the line, on the left in a right-to-left page. */
  [dir='rtl'] & {
    background-position:
      0.75rem 50%,
      1.1rem 50%;
  }
`;
