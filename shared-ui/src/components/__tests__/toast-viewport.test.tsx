import { act, fireEvent, screen } from '@testing-library/react';
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

function show(input: ToastInput) {
  act(() => {
    showToast(input);
  });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

test('shows one toast at a time, each for 5000 ms by default', () => {
  show({ title: 'Link Copied!' });
  show({ title: 'Project created successfully' });
  expect(screen.getByRole('status')).toHaveTextContent('Link Copied!');
  expect(screen.queryByText('Project created successfully')).not.toBeInTheDocument();

  advance(4999);
  expect(screen.getByRole('status')).toHaveTextContent('Link Copied!');
  advance(1);
  expect(screen.getByRole('status')).toHaveTextContent('Project created successfully');
  advance(5000);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a toast can set its own duration', () => {
  show({ title: 'Points Earned!', duration: 1000 });
  advance(999);
  expect(screen.getByText('Points Earned!')).toBeInTheDocument();
  advance(1);
  expect(screen.queryByText('Points Earned!')).not.toBeInTheDocument();
});

test("a toast titled 'Error' is a destructive alert; others are polite status messages", () => {
  show({ title: 'Error', description: 'Failed to create project' });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Failed to create project');
  expect(alert).toHaveAttribute('data-variant', 'destructive');

  show({ title: 'Success', description: 'Your password has been changed successfully.' });
  advance(5000);
  expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'default');
});

test('the dismiss button closes the toast at once and the next one appears', () => {
  show({ title: 'Milestone Update' });
  show({ title: 'New Notification' });
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.getByRole('status')).toHaveTextContent('New Notification');
});

test('the countdown pauses while the pointer is on the toast', () => {
  show({ title: 'Achievement Unlocked' });
  advance(3000);
  fireEvent.mouseEnter(screen.getByRole('status'));
  advance(10000);
  expect(screen.getByText('Achievement Unlocked')).toBeInTheDocument();

  fireEvent.mouseLeave(screen.getByRole('status'));
  advance(1999);
  expect(screen.getByText('Achievement Unlocked')).toBeInTheDocument();
  advance(1);
  expect(screen.queryByText('Achievement Unlocked')).not.toBeInTheDocument();
});
