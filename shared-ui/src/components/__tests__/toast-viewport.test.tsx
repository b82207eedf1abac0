import { act, fireEvent, screen, within } from '@testing-library/react';
import { ToastViewport } from '../toast-viewport';
import { useToast } from '../use-toast';
import type { ToastInput } from '../../store/toast-slice';
import { renderWithUi } from './render-with-ui';

let showToast: (input: ToastInput) => string;

function Toaster() {
  showToast = useToast().toast;
  return <ToastViewport />;
}

beforeEach(() => {
  jest.useFakeTimers();
  renderWithUi(<Toaster />);
});

afterEach(() => {
  jest.useRealTimers();
});

// The first toast downloads Radix Toast: let that settle.
async function show(input: ToastInput) {
  await act(async () => {
    showToast(input);
  });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

// Radix renders toasts as items of the 'Notifications (F8)' region and announces them in a live region.
function viewport() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function visibleToast() {
  return within(viewport()).getByRole('listitem');
}

function queryVisibleToast() {
  return within(viewport()).queryByRole('listitem');
}

test('a new toast replaces the one on screen at once and then stays 5000 ms', async () => {
  await show({ title: 'Timeline created successfully' });
  advance(1000);
  await show({ title: 'Share link copied to clipboard' });
  expect(within(viewport()).getAllByRole('listitem')).toHaveLength(1);
  expect(visibleToast()).toHaveTextContent('Share link copied to clipboard');
  expect(screen.queryByText('Timeline created successfully')).not.toBeInTheDocument();

  advance(4999);
  expect(visibleToast()).toHaveTextContent('Share link copied to clipboard');
  advance(1);
  expect(queryVisibleToast()).not.toBeInTheDocument();
});

test('a toast that follows the current one waits its turn, one at a time', async () => {
  await show({ title: 'Project Completed' });
  await show({ title: 'Points Earned!', followsCurrent: true });
  expect(visibleToast()).toHaveTextContent('Project Completed');
  expect(screen.queryByText('Points Earned!')).not.toBeInTheDocument();

  advance(5000);
  expect(visibleToast()).toHaveTextContent('Points Earned!');
  advance(5000);
  expect(queryVisibleToast()).not.toBeInTheDocument();
});

test("news waits behind the screen's own toast, and newer news replaces older news", async () => {
  await show({ title: 'New webhook request', description: 'client_intake from website' });
  await show({ title: 'New Notification', description: 'First request', news: true });
  await show({ title: 'New Notification', description: 'Second request', news: true });
  expect(visibleToast()).toHaveTextContent('New webhook request');

  advance(5000);
  expect(visibleToast()).toHaveTextContent('Second request');
  await show({ title: 'Milestone Update', description: 'Draft filed', news: true });
  expect(visibleToast()).toHaveTextContent('Draft filed');
  advance(5000);
  expect(queryVisibleToast()).not.toBeInTheDocument();
});

test('a toast can set its own duration', async () => {
  await show({ title: 'Points Earned!', duration: 1000 });
  advance(999);
  expect(screen.getByText('Points Earned!')).toBeInTheDocument();
  advance(1);
  expect(screen.queryByText('Points Earned!')).not.toBeInTheDocument();
});

test("a toast titled 'Error' is destructive and announced assertively; others politely", async () => {
  await show({ title: 'Error', description: 'Failed to create project' });
  expect(visibleToast()).toHaveTextContent('Failed to create project');
  expect(visibleToast()).toHaveAttribute('data-variant', 'destructive');
  advance(50);
  const announcement = screen.getByRole('status');
  expect(announcement).toHaveAttribute('aria-live', 'assertive');
  expect(announcement).toHaveTextContent('Failed to create project');

  await show({ title: 'Success', description: 'Your password has been changed successfully.' });
  expect(visibleToast()).toHaveAttribute('data-variant', 'default');
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
});

test('the dismiss button closes the toast at once and the one that follows appears', async () => {
  await show({ title: 'Achievement Unlocked', description: 'Project Completed' });
  await show({ title: 'Achievement Unlocked', description: 'On Schedule', followsCurrent: true });
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(visibleToast()).toHaveTextContent('On Schedule');
});

test('the countdown pauses while the pointer is on the toast', async () => {
  await show({ title: 'Achievement Unlocked' });
  advance(3000);
  fireEvent.pointerMove(visibleToast());
  advance(10000);
  expect(screen.getByText('Achievement Unlocked')).toBeInTheDocument();

  fireEvent.pointerLeave(viewport());
  advance(1999);
  expect(screen.getByText('Achievement Unlocked')).toBeInTheDocument();
  advance(1);
  expect(screen.queryByText('Achievement Unlocked')).not.toBeInTheDocument();
});
