// The page frame and what every page, a public one too, may show: theme, providers, buttons, cards,
// toasts, titles. Forms, dialogs, menus, tables and tabs are in `@clientline/shared-ui/widgets`.
export { theme, type Theme } from './theme/theme';
export { APP_HEADER_HEIGHT_PROPERTY, breakpoints, media } from './theme/tokens';
export { GlobalStyle } from './theme/global-style';
export { UiProvider } from './theme/ui-provider';

export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { CheckList, type CheckListProps } from './components/check-list';
export { lazyWithPreload, retryFailedLoads, type PreloadableComponent } from './lazy-with-preload';
export { KeyFigure, type KeyFigureProps } from './components/key-figure';
export { PageContainer } from './components/page-container';
export { Spinner, type SpinnerProps } from './components/spinner';
export { ToastViewport } from './components/toast-viewport';
export { useDisclosureMenu } from './components/use-disclosure-menu';
export { useHydrated } from './components/use-hydrated';
export { useToast } from './components/use-toast';
export { useMutationToast, type MutationOutcome, type MutationToasts } from './components/use-mutation-toast';
export { VisuallyHidden } from './components/visually-hidden';
export { SkipLink, focusMainContent, MAIN_CONTENT_ID } from './components/skip-link';
export { pageTitle, usePageTitle, PRODUCT_NAME, ServerPageTitle } from './components/use-page-title';
export { fullPageLoad } from './page-load';
export { AppProviders } from './app-providers';
