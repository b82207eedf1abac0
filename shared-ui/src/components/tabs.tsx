import { lazy, Suspense, type ReactNode } from 'react';

const radixTabs = () => import('./radix/tabs');
const RadixTabs = lazy(() => radixTabs().then((module) => ({ default: module.Tabs })));
const RadixTabList = lazy(() => radixTabs().then((module) => ({ default: module.TabList })));
const RadixTab = lazy(() => radixTabs().then((module) => ({ default: module.Tab })));
const RadixTabPanel = lazy(() => radixTabs().then((module) => ({ default: module.TabPanel })));

/** Controlled with `value` (update it from `onValueChange`), or uncontrolled from `defaultValue`. */
export type TabsProps = {
  onValueChange?(value: string): void;
  children: ReactNode;
} & ({ value: string; defaultValue?: never } | { defaultValue: string; value?: never });

/**
 * WAI-ARIA tabs (Radix Tabs): arrow keys move between tabs and select them (automatic activation), wrapping
 * at the ends and skipping disabled tabs; Home and End jump. Radix loads with the first tabs on the page,
 * which show once it has arrived (it is 9 KiB gzipped, too much for every page).
 */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <RadixTabs {...props} />
    </Suspense>
  );
}

export interface TabListProps {
  /** Names the tab list for screen readers, e.g. "Account". */
  'aria-label': string;
  children: ReactNode;
}

export function TabList(props: TabListProps) {
  return <RadixTabList {...props} />;
}

export interface TabProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export function Tab(props: TabProps) {
  return <RadixTab {...props} />;
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

/** Renders its content only while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <RadixTabPanel {...props} />;
}
