import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';

/** Controlled with `value` (update it from `onValueChange`), or uncontrolled from `defaultValue`. */
export type TabsProps = {
  onValueChange?(value: string): void;
  children: ReactNode;
} & ({ value: string; defaultValue?: never } | { defaultValue: string; value?: never });

interface TabsState {
  selected: string;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return tabs;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs and select them (automatic activation), wrapping at the ends
 * and skipping disabled tabs; Home and End jump. Our own, not Radix Tabs: these few lines are what pages use
 * of it, and Radix's tabs were 5.7 KiB gzipped that /auth and the portal downloaded after their page's code
 * before their first screen could show.
 */
export function Tabs({ value, defaultValue, onValueChange, children }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const baseId = useId();
  const state: TabsState = {
    selected: value ?? uncontrolled,
    select(next) {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${baseId}${part}-${tab}`,
  };
  return <TabsContext.Provider value={state}>{children}</TabsContext.Provider>;
}

const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled.button`
  position: relative;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface TabListProps {
  /** Names the tab list for screen readers, e.g. "Account". */
  'aria-label': string;
  children: ReactNode;
}

/** Where each arrow key, Home and End go among the enabled tabs, from the one at `current`. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabList({ children, ...props }: TabListProps) {
  const { select } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const next = nextIndex(event.key, tabs.indexOf(event.target as HTMLButtonElement), tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    select(tab.dataset.value!);
  };
  return (
    <StyledTabList role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} {...props}>
      {children}
    </StyledTabList>
  );
}

export interface TabProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export function Tab({ value, disabled, children }: TabProps) {
  const { selected, select, idOf } = useTabs();
  const isSelected = value === selected;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-controls={idOf('panel', value)}
      aria-selected={isSelected}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      onClick={() => {
        if (!isSelected) select(value);
      }}
    >
      {children}
    </StyledTab>
  );
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

/** Renders its content only while its tab is selected (an empty, hidden panel otherwise, which its tab names). */
export function TabPanel({ value, children }: TabPanelProps) {
  const { selected, idOf } = useTabs();
  const isSelected = value === selected;
  return (
    <StyledTabPanel role="tabpanel" id={idOf('panel', value)} aria-labelledby={idOf('tab', value)} tabIndex={0} hidden={!isSelected}>
      {isSelected && children}
    </StyledTabPanel>
  );
}
