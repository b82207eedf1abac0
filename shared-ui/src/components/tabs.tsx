import type { ReactNode } from 'react';
import { lazyWithPreload } from '@clientline/shared-ui';
import { LoadBoundary } from './load-boundary';

const radixTabs = () => import('./radix/tabs');
const RadixTabs = lazyWithPreload(() => radixTabs().then((module) => module.Tabs));
const RadixTabList = lazyWithPreload(() => radixTabs().then((module) => module.TabList));
const RadixTab = lazyWithPreload(() => radixTabs().then((module) => module.Tab));
const RadixTabPanel = lazyWithPreload(() => radixTabs().then((module) => module.TabPanel));

/** Loads Radix Tabs ahead, for a page whose first screen has tabs: they then show in its first render. */
export async function preloadTabs(): Promise<void> {
  await Promise.all([RadixTabs.preload(), RadixTabList.preload(), RadixTab.preload(), RadixTabPanel.preload()]);
}

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
    <LoadBoundary>
      <RadixTabs {...props} />
    </LoadBoundary>
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
