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
    /** A faint light layer on a dark band: its cards and chips, the navigation bar over the hero. */
    inverseSubtle: palette.whiteAlpha[6],
    /** A light layer on a dark band that stands out a little more (the footer's round links). */
    inverseMuted: palette.whiteAlpha[8],
    /** A light layer on a dark band under the pointer. */
    inverseHover: palette.whiteAlpha[12],
    /** A dark panel over a dark band's moving decoration (the hero's editor): navy-950 at 80 %. */
    inversePanel: 'rgba(7, 15, 36, 0.8)',
    /** The glows of the hero's dark band: teal-500 at 22 % and blue-500 at 40 %. */
    glowAccent: 'rgba(20, 168, 140, 0.22)',
    glowBrand: 'rgba(59, 108, 246, 0.4)',
    /** The ends of a band's gradient in the brand's blue (the FAQ's help box). */
    brandGradientStart: palette.blue[700],
    brandGradientEnd: palette.navy[800],
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
    /** The ends of the gradient of emphasised words on a dark band (the hero's title). */
    highlightStart: palette.blue[300],
    highlightEnd: palette.teal[300],
    warning: palette.amber[800],
    danger: palette.red[700],
    success: palette.green[700],
    star: palette.amber[700],
  },
  border: {
    subtle: palette.slate[200],
    default: palette.slate[300],
    strong: palette.slate[500],
    inverse: palette.whiteAlpha[18],
    /** Lines barely seen on a dark band (the hero's grid). */
    inverseFaint: palette.whiteAlpha[4],
    brand: palette.blue[600],
    danger: palette.red[600],
  },
  /** The colour of a shadow under something that floats over a dark band, and a softer one. */
  shadow: {
    inverse: 'rgba(0, 0, 0, 0.35)',
    inverseSoft: 'rgba(0, 0, 0, 0.3)',
  },
  /** Code on a dark band (the hero's editor), by what each word is. */
  code: {
    keyword: palette.blue[300],
    fn: palette.teal[300],
    string: palette.amber[300],
    comment: palette.slate[400],
    plain: palette.slate[200],
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
