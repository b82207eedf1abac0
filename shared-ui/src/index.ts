export { theme, type Theme } from './theme/theme';
export { breakpoints, media } from './theme/tokens';
export { GlobalStyle } from './theme/global-style';
export { UiProvider } from './theme/ui-provider';

export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { CheckList, type CheckListProps } from './components/check-list';
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Dialog, DialogFooter, type DialogProps } from './components/dialog';
export { DropdownMenu, type DropdownMenuAction, type DropdownMenuProps } from './components/dropdown-menu';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Field, type FieldProps } from './components/field';
export { CheckboxField } from './components/checkbox-field';
export { Input, Textarea } from './components/input';
export { KeyFigure, type KeyFigureProps } from './components/key-figure';
export { PageContainer } from './components/page-container';
export { ProgressBar, ProjectProgress, progressPercent, type ProgressBarProps, type ProjectProgressProps } from './components/progress-bar';
export { Popover, type PopoverProps } from './components/popover';
export { Select } from './components/select';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type TableProps,
} from './components/table';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './components/tabs';
export { ToastViewport } from './components/toast-viewport';
export { useDisclosureMenu } from './components/use-disclosure-menu';
export { useToast } from './components/use-toast';
export { useMutationToast, type MutationOutcome, type MutationToasts } from './components/use-mutation-toast';
export { VisuallyHidden } from './components/visually-hidden';
export { SkipLink, focusMainContent, MAIN_CONTENT_ID } from './components/skip-link';
export { pageTitle, usePageTitle, PRODUCT_NAME } from './components/use-page-title';
export { AppProviders } from './app-providers';
