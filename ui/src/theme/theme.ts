import {
  breakpoints,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/** Semantic colour roles: what a colour is for, not what it looks like. */
const colors = {
  bg: {
    canvas: palette.white,
    surface: palette.white,
    subtle: palette.slate[50],
    muted: palette.slate[100],
    inverse: palette.navy[900],
    inverseDeep: palette.navy[950],
    brand: palette.blue[600],
    brandSubtle: palette.blue[50],
    accentSubtle: palette.teal[50],
    warningSubtle: palette.amber[50],
    dangerSubtle: palette.red[50],
    successSubtle: palette.green[50],
  },
  fg: {
    default: palette.slate[900],
    muted: palette.slate[600],
    subtle: palette.slate[500],
    inverse: palette.white,
    inverseMuted: palette.slate[300],
    brand: palette.blue[700],
    onBrand: palette.white,
    accent: palette.teal[700],
    accentOnDark: palette.teal[300],
    warning: palette.amber[800],
    danger: palette.red[700],
    success: palette.green[700],
    star: palette.amber[700],
  },
  border: {
    subtle: palette.slate[200],
    default: palette.slate[300],
    strong: palette.slate[500],
    inverse: 'rgba(255, 255, 255, 0.18)',
    brand: palette.blue[600],
    danger: palette.red[600],
  },
  action: {
    primary: palette.blue[600],
    primaryHover: palette.blue[700],
    secondary: palette.white,
    secondaryHover: palette.blue[50],
    // White on teal-700 is 5.9:1 (teal-600 would be 4.3:1, below AA for body-size text).
    accent: palette.teal[700],
    accentHover: palette.teal[800],
  },
  focus: palette.amber[500],
} as const;

/** The design system's own words (a close button's name, "(optional)", a spinner's text). */
export interface UiText {
  closeDialog: string;
  optional: string;
  loading: string;
}

const uiText: UiText = { closeDialog: 'Close dialog', optional: '(optional)', loading: 'Loading…' };

export const theme = {
  colors,
  palette,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  breakpoints,
  zIndices,
  durations,
  /** Media queries, mobile first. */
  mq: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  layout: {
    maxWidth: '72rem',
    navHeight: '4.5rem',
  },
  /**
   * The few words the design system writes itself, in the page's language: the site's frame
   * gives them (`SiteThemeProvider text`), English by default.
   */
  text: uiText,
} as const;

export type SiteTheme = typeof theme;
