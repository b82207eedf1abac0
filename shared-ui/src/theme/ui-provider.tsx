import type { ReactNode } from 'react';
import { ThemeProvider } from '@clientline/shared-ui/styled';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Theme and global styles for everything below it. The shell renders it once at the root. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
