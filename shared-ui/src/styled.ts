/**
 * The part of styled-components the shell and the remotes use, shared as one Module Federation singleton
 * (`@clientline/shared-ui/styled`), like the router: sharing the package itself kept all of it on every
 * page (shared modules are not tree-shaken); this module keeps only what it re-exports. Import styling
 * from here only (lint enforces it): a second copy of styled-components would have its own style sheet and
 * no theme in its context.
 */
export { default, createGlobalStyle, css, keyframes, ThemeProvider } from 'styled-components';
