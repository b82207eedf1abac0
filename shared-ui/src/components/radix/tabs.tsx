import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from '@clientline/shared-ui/styled';
import type { TabListProps, TabPanelProps, TabProps, TabsProps } from '../tabs';

export function Tabs(props: TabsProps) {
  return <TabsPrimitive.Root {...props} />;
}

const StyledTabList = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled(TabsPrimitive.Trigger)`
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

const StyledTabPanel = styled(TabsPrimitive.Content)`
  padding-top: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export function TabList(props: TabListProps) {
  return <StyledTabList {...props} />;
}

export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
