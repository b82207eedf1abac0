// Colour pairs are chosen for WCAG AA: every text colour reaches 4.5:1 on the background it is used on.
export const colors = {
  background: '#f7f8fa',
  surface: '#ffffff',
  surfaceMuted: '#f1f3f6',
  border: '#e2e5ea',
  borderStrong: '#c4cad3',
  text: '#111827',
  textMuted: '#4b5563',
  textOnAccent: '#ffffff',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primarySoft: '#eef2ff',
  destructive: '#dc2626',
  destructiveHover: '#b91c1c',
  destructiveSoft: '#fee2e2',
  destructiveText: '#991b1b',
  success: '#15803d',
  successSoft: '#dcfce7',
  successText: '#166534',
  warning: '#b45309',
  warningSoft: '#fef3c7',
  warningText: '#92400e',
  info: '#0369a1',
  infoSoft: '#e0f2fe',
  infoText: '#075985',
  neutralSoft: '#eef0f3',
  neutralText: '#374151',
  focusRing: '#6366f1',
  overlay: 'rgba(17, 24, 39, 0.55)',
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = {
  sm: '4px',
  md: '6px',
  lg: '10px',
  xl: '14px',
  full: '9999px',
} as const;

export const fonts = {
  body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '15px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
  '4xl': '36px',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.25,
  normal: 1.5,
} as const;

/** Minimum viewport widths, in px. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** Media queries for the breakpoints, mobile first: `${media.md} { ... }` applies from 768px up. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 1px 3px rgba(16, 24, 40, 0.08), 0 4px 12px rgba(16, 24, 40, 0.06)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18), 0 2px 6px rgba(16, 24, 40, 0.08)',
  focus: `0 0 0 3px rgba(99, 102, 241, 0.35)`,
} as const;

export const zIndices = {
  /** What sticks below the header while the page scrolls, under the header's own menus. */
  stuck: 10,
  header: 20,
  dialog: 1000,
  /** Above a dialog, so a menu or select opened inside one shows over it. */
  popover: 1050,
  toast: 1100,
} as const;

/** The custom property through which the shell says how tall its sticky header is, in px. */
export const APP_HEADER_HEIGHT_PROPERTY = '--app-header-height';

/** Offsets from the top of the window: `belowHeader` is where something that sticks stops, clear of the header. */
export const offsets = {
  belowHeader: `var(${APP_HEADER_HEIGHT_PROPERTY}, 0px)`,
} as const;

export const transitions = {
  fast: '120ms ease',
} as const;
