import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from '../tabs';
import { renderWithUi } from './render-with-ui';

function PortalTabs({ documentsDisabled = false }: { documentsDisabled?: boolean }) {
  return (
    <Tabs defaultValue="overview">
      <TabList aria-label="Client portal">
        <Tab value="overview">Overview</Tab>
        <Tab value="projects">Projects</Tab>
        <Tab value="documents" disabled={documentsDisabled}>
          Documents
        </Tab>
      </TabList>
      <TabPanel value="overview">Overview content</TabPanel>
      <TabPanel value="projects">Projects content</TabPanel>
      <TabPanel value="documents">Document Management Coming Soon</TabPanel>
    </Tabs>
  );
}

test('tabs are wired to their panels and only the selected one is in the Tab order', async () => {
  const user = userEvent.setup();
  renderWithUi(<PortalTabs />);
  expect(screen.getByRole('tablist', { name: 'Client portal' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview content');

  await user.tab();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveFocus();
});

test('arrow keys move focus and selection, wrapping at the ends; Home and End jump', async () => {
  const user = userEvent.setup();
  renderWithUi(<PortalTabs />);
  await user.click(screen.getByRole('tab', { name: 'Overview' }));

  await user.keyboard('{ArrowRight}');
  const projects = screen.getByRole('tab', { name: 'Projects' });
  expect(projects).toHaveFocus();
  expect(projects).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Projects' })).toHaveTextContent('Projects content');
  expect(screen.queryByText('Overview content')).not.toBeInTheDocument();

  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys skip disabled tabs', async () => {
  const user = userEvent.setup();
  renderWithUi(<PortalTabs documentsDisabled />);
  await user.click(screen.getByRole('tab', { name: 'Projects' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
});

test('controlled tabs report the choice and show what the owner selects', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];

  function AuthTabs() {
    const [mode, setMode] = useState('login');
    return (
      <Tabs
        value={mode}
        onValueChange={(next) => {
          changes.push(next);
          if (next !== 'register') setMode(next);
        }}
      >
        <TabList aria-label="Account">
          <Tab value="login">Login</Tab>
          <Tab value="register">Register</Tab>
          <Tab value="reset">Reset</Tab>
        </TabList>
      </Tabs>
    );
  }

  renderWithUi(<AuthTabs />);
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  expect(changes).toEqual(['register']);
  expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Reset' }));
  expect(screen.getByRole('tab', { name: 'Reset' })).toHaveAttribute('aria-selected', 'true');
});
