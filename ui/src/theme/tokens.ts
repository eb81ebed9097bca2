/** Raw scales. Feature code never reads these directly: it uses the semantic roles in `theme.ts`. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  /** White over a dark band, by opacity in per cent: layers, lines and hovers that let it show. */
  whiteAlpha: {
    4: 'rgba(255, 255, 255, 0.04)',
    6: 'rgba(255, 255, 255, 0.06)',
    8: 'rgba(255, 255, 255, 0.08)',
    12: 'rgba(255, 255, 255, 0.12)',
    18: 'rgba(255, 255, 255, 0.18)',
  },
  navy: {
    950: '#070f24',
    900: '#0b1736',
    800: '#12224d',
    700: '#1b3068',
  },
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
  blue: {
    50: '#eff5ff',
    100: '#dbe7fe',
    200: '#bfd4fe',
    300: '#93b4fd',
    500: '#3b6cf6',
    600: '#2552e0',
    700: '#1d41c4',
    800: '#1e389f',
  },
  teal: {
    50: '#effcf9',
    100: '#c8f4ea',
    300: '#5fd9bf',
    500: '#14a88c',
    600: '#0d8a73',
    700: '#0f6e5d',
    800: '#0c5a4c',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    300: '#fcd34d',
    400: '#fbbf24',
    500: '#f59e0b',
    700: '#b45309',
    800: '#92400e',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    600: '#dc2626',
    700: '#b91c1c',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    600: '#16a34a',
    700: '#15803d',
  },
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export const radii = {
  sm: '0.375rem',
  md: '0.625rem',
  lg: '1rem',
  xl: '1.5rem',
  full: '9999px',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': 'clamp(2rem, 1.5rem + 2vw, 2.5rem)',
  '5xl': 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.6,
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  /**
   * Urdu: Nastaliq where the device has it or the page's font has arrived (the site's frame
   * declares it), else the system's Arabic script (Naskh on Android); Latin runs in the body stack.
   */
  urdu: '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", "Urdu Typesetting", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.05)',
  lg: '0 18px 40px rgba(15, 23, 42, 0.14), 0 4px 10px rgba(15, 23, 42, 0.06)',
} as const;

/** Mobile first: `mq.md` means "this width and wider". */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const zIndices = {
  nav: 50,
  overlay: 80,
  toast: 90,
} as const;

export const durations = {
  fast: '150ms',
  normal: '250ms',
  slow: '400ms',
} as const;
