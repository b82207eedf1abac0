import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import { aTask } from '../../testing/fixtures';
import { TaskTimeline } from '../task-timeline';

const TASKS = [
  aTask({ id: 'b', name: 'Sign', startDate: '2026-03-10T00:00:00.000Z', endDate: '2026-03-10T00:00:00.000Z' }),
  aTask({ id: 'a', name: 'Draft', startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-09T00:00:00.000Z' }),
];

describe('TaskTimeline', () => {
  it('draws a bar per task from start to end across the whole span, in start order', () => {
    renderWithProviders(<TaskTimeline tasks={TASKS} now={new Date(2026, 2, 5, 12)} />);
    const chart = screen.getByTestId('timeline-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    const tracks = within(chart).getAllByTitle(/ to /);
    expect(tracks.map((track) => track.title)).toEqual(['Draft: Mar 1, 2026 to Mar 9, 2026, To do', 'Sign: Mar 10, 2026 to Mar 10, 2026, To do']);
    // Ten days on the axis: Draft covers the first nine, Sign the last one.
    expect((tracks[0]!.firstChild as HTMLElement).style).toMatchObject({ left: '0%', width: '90%' });
    expect((tracks[1]!.firstChild as HTMLElement).style).toMatchObject({ left: '90%', width: '10%' });
  });

  it('marks today only when it falls on the axis', () => {
    const { unmount } = renderWithProviders(<TaskTimeline tasks={TASKS} now={new Date(2026, 2, 5, 12)} />);
    expect(within(screen.getByTestId('timeline-chart')).getByText('Today marked in red')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TaskTimeline tasks={TASKS} now={new Date(2026, 5, 1, 12)} />);
    expect(within(screen.getByTestId('timeline-chart')).queryByText('Today marked in red')).not.toBeInTheDocument();
  });
  it('flags an open task ending after the date it is given, in the list and on its bar; nothing without that date', () => {
    const { unmount } = renderWithProviders(<TaskTimeline tasks={TASKS} now={new Date(2026, 2, 5, 12)} flagAfter="2026-03-09T00:00:00.000Z" />);
    const items = within(screen.getByRole('list', { name: 'Tasks by start date' })).getAllByRole('listitem');
    expect(within(items[0]!).queryByText("After the project's end")).not.toBeInTheDocument();
    expect(within(items[1]!).getByText("After the project's end")).toBeInTheDocument();
    expect(within(screen.getByTestId('timeline-chart')).getByTitle("Sign: Mar 10, 2026 to Mar 10, 2026, To do, after the project's end")).toBeInTheDocument();
    unmount();

    renderWithProviders(<TaskTimeline tasks={TASKS} now={new Date(2026, 2, 5, 12)} />);
    expect(screen.queryByText("After the project's end")).not.toBeInTheDocument();
  });
});
