import { screen, within } from '@testing-library/react';
import { aMilestone, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/shared-timeline-page';
import { aProject, aSharedTimeline } from '../../../testing/fixtures';

const TOKEN = 'A'.repeat(43);
const SHARED = `/api/timelines/shared/${TOKEN}`;

async function openSharedLink() {
  const view = renderWithProviders(<App />, `/timeline/share/${TOKEN}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('/timeline/share/:shareToken', () => {
  it('shows the project, its tasks and health, and the conversation by sender name, read-only', async () => {
    mockApi({
      [`GET ${SHARED}`]: () => json(aSharedTimeline()),
      [`GET ${SHARED}/messages`]: () => json([{ content: 'When can we sign?', createdAt: '2026-02-02T15:04:00.000Z', senderName: 'Carla Client' }]),
    });
    await openSharedLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Estate planning' })).toBeInTheDocument();
    expect(screen.getByText('Shared by Harbor & Finch Legal')).toBeInTheDocument();
    expect(document.title).toBe('Shared timeline · Estate planning · Clientline');
    expect(within(screen.getByRole('list', { name: 'Tasks by start date' })).getByRole('heading', { name: 'Draft the will' })).toBeInTheDocument();
    expect(screen.getByText('On Track')).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Carla Client')).toBeInTheDocument();
    expect(within(messages).getByText('When can we sign?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it("shows the project's milestones in due order beside its tasks, each with its status and due date", async () => {
    const milestones = [
      aMilestone({ id: 'm2', name: 'Sign the will', status: 'pending', dueDate: '2026-04-01T00:00:00.000Z', description: 'At the office' }),
      aMilestone({ id: 'm1', name: 'Collect documents', status: 'completed', dueDate: '2026-02-15T00:00:00.000Z' }),
    ];
    const { name, description, startDate, endDate, status } = aProject();
    mockApi({
      [`GET ${SHARED}`]: () => json(aSharedTimeline({ project: { name, description, startDate, endDate, status, completedMilestones: 1, totalMilestones: 2, milestones } })),
      [`GET ${SHARED}/messages`]: () => json([]),
    });
    await openSharedLink();
    const region = screen.getByRole('region', { name: 'Milestones' });
    expect(within(region).getByText('1 of 2 completed')).toBeInTheDocument();
    const items = within(within(region).getByRole('list', { name: 'Milestones by due date' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Collect documents', 'Sign the will']);
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[0]).toHaveTextContent('Due Feb 15, 2026');
    expect(items[1]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Due Apr 1, 2026');
    expect(items[1]).toHaveTextContent('At the office');
    expect(screen.getByRole('region', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no milestones card for a project without milestones', async () => {
    mockApi({ [`GET ${SHARED}`]: () => json(aSharedTimeline()), [`GET ${SHARED}/messages`]: () => json([]) });
    await openSharedLink();
    expect(screen.getByRole('region', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Milestones' })).not.toBeInTheDocument();
  });

  it('shows an edited message as edited and a deleted one as "Message deleted"', async () => {
    const sent = { createdAt: '2026-02-02T15:04:00.000Z', senderName: 'Carla Client', editedAt: null, deletedAt: null };
    mockApi({
      [`GET ${SHARED}`]: () => json(aSharedTimeline()),
      [`GET ${SHARED}/messages`]: () =>
        json([
          { ...sent, content: 'Tuesday works', editedAt: '2026-02-02T15:06:00.000Z' },
          { ...sent, content: '', deletedAt: '2026-02-02T15:07:00.000Z' },
        ]),
    });
    await openSharedLink();
    const [edited, deleted] = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(edited).toHaveTextContent(/edited.*Tuesday works/);
    expect(deleted).toHaveTextContent('Message deleted');
  });

  it('shows no chat for a link made without the conversation, and the last day the link works', async () => {
    // The link stops at the end of Mar 21 (server time): the viewer reads the day it still works.
    const expiresAt = new Date(2026, 2, 22).toISOString();
    mockApi({ [`GET ${SHARED}`]: () => json(aSharedTimeline({ expiresAt })), [`GET ${SHARED}/messages`]: () => json([]) });
    await openSharedLink();
    expect(screen.queryByRole('region', { name: 'Chat' })).not.toBeInTheDocument();
    expect(screen.getByText('Read-only link, works through Mar 21, 2026')).toBeInTheDocument();
  });

  it("shows 'Timeline Not Found' for an unknown, expired or revoked link", async () => {
    mockApi({ [`GET ${SHARED}`]: () => json({ message: 'This shared timeline does not exist, has expired or was removed' }, 404) });
    await openSharedLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Timeline Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Timeline Not Found · Clientline');
  });

  it('offers Try Again when the link could not be checked', async () => {
    mockApi({ [`GET ${SHARED}`]: () => json({ message: 'down' }, 503) });
    const { user } = await openSharedLink();
    mockApi({ [`GET ${SHARED}`]: () => json(aSharedTimeline()), [`GET ${SHARED}/messages`]: () => json([]) });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estate planning' })).toBeInTheDocument();
  });
});
