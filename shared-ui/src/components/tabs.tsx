import {
  createContext,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

interface TabsContextValue {
  baseId: string;
  selected: string;
  select(value: string): void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be rendered inside <Tabs>`);
  return context;
}

function idFor(baseId: string, part: 'tab' | 'panel', value: string) {
  return `${baseId}-${part}-${value.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Controlled with `value` (update it from `onValueChange`), or uncontrolled from `defaultValue`. */
export type TabsProps = {
  onValueChange?(value: string): void;
  children: ReactNode;
} & ({ value: string; defaultValue?: never } | { defaultValue: string; value?: never });

/** WAI-ARIA tabs: arrow keys move between tabs and select them (automatic activation), Home and End jump. */
export function Tabs({ value, defaultValue, onValueChange, children }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const selected = value ?? uncontrolled;

  function select(next: string) {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  }

  return <TabsContext.Provider value={{ baseId, selected, select }}>{children}</TabsContext.Provider>;
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

export function TabList({ children, ...props }: TabListProps) {
  const { select } = useTabsContext('TabList');

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const list = event.currentTarget;
    const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')).filter(
      (tab) => tab.closest('[role="tablist"]') === list,
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;

    const targets: Record<string, number> = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[targets[event.key]];
    if (!target) return;

    event.preventDefault();
    target.focus();
    select(target.dataset.value!);
  }

  return (
    <StyledTabList role="tablist" aria-orientation="horizontal" onKeyDown={moveFocus} {...props}>
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
  const { baseId, selected, select } = useTabsContext('Tab');
  const isSelected = value === selected;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-selected={isSelected}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      onClick={() => select(value)}
    >
      {children}
    </StyledTab>
  );
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

/** Renders its content only while its tab is selected. */
export function TabPanel({ value, children }: TabPanelProps) {
  const { baseId, selected } = useTabsContext('TabPanel');
  const isSelected = value === selected;
  return (
    <StyledTabPanel
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      tabIndex={0}
      hidden={!isSelected}
    >
      {isSelected && children}
    </StyledTabPanel>
  );
}
