import {
  breakpoints,
  colors,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  offsets,
  radii,
  shadows,
  space,
  transitions,
  zIndices,
} from './tokens';

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  shadows,
  zIndices,
  offsets,
  transitions,
} as const;

export type Theme = typeof theme;

// Types `props.theme` in every styled component of every package that imports shared-ui.
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Theme['colors'];
    space: Theme['space'];
    radii: Theme['radii'];
    fonts: Theme['fonts'];
    fontSizes: Theme['fontSizes'];
    fontWeights: Theme['fontWeights'];
    lineHeights: Theme['lineHeights'];
    breakpoints: Theme['breakpoints'];
    shadows: Theme['shadows'];
    zIndices: Theme['zIndices'];
    offsets: Theme['offsets'];
    transitions: Theme['transitions'];
  }
}
