// The components only screens that edit or list records use: forms, dialogs, menus, tables, tabs,
// progress. Shared as a singleton of its own (`@clientline/shared-ui/widgets`) so a page that shows none of
// them (the landing pages) does not download them with the page frame's components in the package's index.
// What they use of the index they import by package name, so the index's modules are not copied in here.
export { CheckboxField } from './components/checkbox-field';
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Dialog, DialogFooter, type DialogProps } from './components/dialog';
export { DropdownMenu, type DropdownMenuAction, type DropdownMenuProps } from './components/dropdown-menu';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Eyebrow } from './components/eyebrow';
export { Field, type FieldProps } from './components/field';
export { InlineLoadError } from './components/inline-load-error';
export { Input, Textarea } from './components/input';
export { LoadBoundary } from './components/load-boundary';
export { Popover, type PopoverProps } from './components/popover';
export { ProgressBar, ProjectProgress, progressPercent, type ProgressBarProps, type ProjectProgressProps } from './components/progress-bar';
export { RadioGroupField, type RadioOption } from './components/radio-group-field';
export { AFTER_PROJECT_END, AfterProjectEndBadge, MilestoneStatusBadge, ProjectStatusBadge, isUpcoming } from './components/schedule-badges';
export { Select } from './components/select';
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
