import { screen, waitFor, within } from '@testing-library/react';
import { aDocumentRequestItem, aPreviewUser, json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aMilestone, aNotification, aProject, PROJECT_ID, renderAt } from '../../../testing/fixtures';
import { currentPath } from '@clientline/shared-ui/testing';

const toastTitles = (store: { getState(): { toast: { queue: { title: string; description?: string }[] } } }) =>
  store.getState().toast.queue.map((toast) => [toast.title, toast.description]);

function portalApi(overrides: Record<string, (body: unknown) => Response | Promise<Response>> = {}) {
  const project = aProject({
    startDate: '2020-01-15T00:00:00.000Z',
    milestones: [aMilestone({ id: 'm1', status: 'completed' }), aMilestone({ id: 'm2', name: 'File the return', dueDate: '2099-04-01T00:00:00.000Z' }), aMilestone({ id: 'm3', dueDate: '2099-05-01T00:00:00.000Z' })],
  });
  const { milestones: _milestones, ...summary } = project;
  return mockApi({
    'GET /api/user': () => json({ user: aClient() }),
    'GET /api/projects': () => json([summary]),
    [`GET /api/projects/${PROJECT_ID}`]: () => json(project),
    [`GET /api/projects/${PROJECT_ID}/messages`]: () => json([]),
    'GET /api/notifications': () => json([aNotification({ content: 'Your return was filed', type: 'project_completed' })]),
    'GET /api/document-requests': () => json([]),
    ...overrides,
  });
}

describe('/client/portal', () => {
  it("greets the client and shows each project's progress and next milestone", async () => {
    portalApi();
    await renderAt('/client/portal');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann Client' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Progress of Tax return 2030' })).toHaveAttribute('aria-valuenow', '33');
    expect(await screen.findByText('File the return')).toBeInTheDocument();
    expect(screen.getByText('Your return was filed')).toBeInTheDocument();
  });

  it('says what to expect when the client has no project yet', async () => {
    portalApi({ 'GET /api/projects': () => json([]), 'GET /api/user': () => json({ user: aClient({ organizationPractice: 'other' }) }) });
    await renderAt('/client/portal');
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText('When your firm opens your first project, its progress, milestones and messages appear here. Questions before then? Contact your firm.')).toBeInTheDocument();
  });

  it('offers Try Again when the projects cannot be loaded', async () => {
    let calls = 0;
    portalApi({ 'GET /api/projects': () => (++calls === 1 ? json({ message: 'Internal server error' }, 500) : json([])) });
    const { user } = await renderAt('/client/portal');
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No matters yet' })).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address, so a link or a reload opens it', async () => {
    portalApi();
    const { user } = await renderAt('/client/portal?tab=documents');
    expect(await screen.findByRole('heading', { name: 'Requested Documents' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(currentPath()).toBe('/client/portal?tab=projects');
    const project = await screen.findByRole('heading', { name: 'Tax return 2030' });
    const card = project.closest('li')!;
    expect(within(card).getByRole('link', { name: 'View details of Tax return 2030' })).toHaveAttribute('href', `/project/${PROJECT_ID}`);
    expect(within(card).getByRole('link', { name: 'View timeline of Tax return 2030' })).toHaveAttribute('href', `/timeline/${PROJECT_ID}`);
    expect(within(card).getByText('Jan 15, 2020')).toBeInTheDocument();
  });
});

describe('a project not started yet', () => {
  it('is counted apart from the active ones and says when it starts, not Active', async () => {
    const started = aProject({ id: 'p-started', name: 'Bookkeeping 2026', startDate: '2020-01-06T00:00:00.000Z' });
    const upcoming = aProject({ id: 'p-upcoming', name: 'Tax return 2099', startDate: '2099-01-15T00:00:00.000Z' });
    portalApi({ 'GET /api/projects': () => json([started, upcoming]) });
    const { user } = await renderAt('/client/portal');
    expect(await screen.findByText('You have 1 active matter with Smith & Partners, and 1 starting later.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
    expect(within(await cardOf('Bookkeeping 2026')).getByText('Active')).toBeInTheDocument();
    expect(within(await cardOf('Tax return 2099')).getByText('Starts Jan 15, 2099')).toBeInTheDocument();
    expect(within(await cardOf('Tax return 2099')).queryByText('Active')).toBeNull();
  });
});

describe("the client's work, by their firm's word for it", () => {
  it('a law firm\'s client reads "matters" on the Overview and the Projects and Documents tabs, which keep their names', async () => {
    portalApi({ 'GET /api/documents': () => json([]) });
    const { user } = await renderAt('/client/portal');
    expect(await screen.findByText('You have 1 active matter with Smith & Partners.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your matters' })).toBeInTheDocument();
    expect(await screen.findByText('File the return')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See all matters' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').textContent).not.toMatch(/project/i);

    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(await screen.findByRole('list', { name: 'Your matters' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByRole('combobox', { name: 'Matter' })).toBeInTheDocument();
    expect(await screen.findByText('Files you and your firm share on your matters are listed here.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Projects', 'Documents']);
  });

  it.each([
    ['law', 'matters', 'matter'],
    ['accounting', 'engagements', 'engagement'],
    ['other', 'projects', 'project'],
  ] as const)('says so on every tab when there is none yet (practice %s: %s)', async (organizationPractice, plural, singular) => {
    portalApi({ 'GET /api/projects': () => json([]), 'GET /api/user': () => json({ user: aClient({ organizationPractice }) }) });
    const { user } = await renderAt('/client/portal');
    expect(await screen.findByRole('heading', { name: `No ${plural} yet` })).toBeInTheDocument();
    expect(screen.getByText(`You have 0 active ${plural} with Smith & Partners.`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(await screen.findByText(`Your firm has not opened any ${plural} for you yet. When it does, each is listed here with its dates and progress.`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText(`Once your firm starts your first ${singular}, you can share files with it here.`)).toBeInTheDocument();
  });
});

describe("each project's documents still needed, on the Overview", () => {
  const inDays = (days: number) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}T00:00:00.000Z`;
  };

  it('says how many and when the first is due, linking to the Documents tab; items of other projects do not count', async () => {
    portalApi({
      'GET /api/document-requests': () =>
        json([
          aDocumentRequestItem({ projectId: PROJECT_ID, dueDate: inDays(2) }),
          aDocumentRequestItem({ projectId: PROJECT_ID, status: 'changes_requested', dueDate: inDays(9) }),
          aDocumentRequestItem({ projectId: PROJECT_ID }),
          aDocumentRequestItem({ projectId: PROJECT_ID, status: 'received', dueDate: inDays(1) }),
          aDocumentRequestItem({ projectId: 'another-project', dueDate: inDays(0) }),
        ]),
    });
    const { user } = await renderAt('/client/portal');
    const link = await screen.findByRole('link', { name: '3 documents needed for Tax return 2030' });
    expect(link.parentElement).toHaveTextContent('3 documents needed, one due in 2 days');
    await user.click(link);
    expect(currentPath()).toBe('/client/portal?tab=documents');
    expect(await screen.findByRole('heading', { name: 'Requested Documents' })).toBeInTheDocument();
  });

  it('reads well for one document, and for none with a due date', async () => {
    portalApi({ 'GET /api/document-requests': () => json([aDocumentRequestItem({ projectId: PROJECT_ID, dueDate: inDays(1) })]) });
    const view = await renderAt('/client/portal');
    expect((await screen.findByRole('link', { name: '1 document needed for Tax return 2030' })).parentElement).toHaveTextContent('1 document needed, due tomorrow');
    view.unmount();

    portalApi({ 'GET /api/document-requests': () => json([aDocumentRequestItem({ projectId: PROJECT_ID }), aDocumentRequestItem({ projectId: PROJECT_ID })]) });
    await renderAt('/client/portal');
    expect((await screen.findByRole('link', { name: '2 documents needed for Tax return 2030' })).parentElement).toHaveTextContent(/^2 documents needed$/);
  });

  it('says nothing more is needed once everything asked for is sent, and nothing when none was asked for', async () => {
    portalApi({ 'GET /api/document-requests': () => json([aDocumentRequestItem({ projectId: PROJECT_ID, status: 'accepted' })]) });
    const view = await renderAt('/client/portal');
    expect(await screen.findByText('No documents needed right now.')).toBeInTheDocument();
    view.unmount();

    portalApi();
    await renderAt('/client/portal');
    await screen.findByText('File the return');
    expect(screen.queryByText(/documents? needed/)).not.toBeInTheDocument();
  });

  it('says so when the documents could not be loaded', async () => {
    portalApi({ 'GET /api/document-requests': () => json({ message: 'Internal server error' }, 500) });
    await renderAt('/client/portal');
    expect(await screen.findByText('The documents needed could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('File the return')).toBeInTheDocument();
  });
});

describe('the onboarding tour', () => {
  const STEPS = ['Welcome to your client portal', 'Your project timeline', 'Stay updated', 'Ready to start'];

  it('walks through 4 steps, and Get Started completes onboarding, closes it and welcomes the client', async () => {
    const api = portalApi({
      'GET /api/user': () => json({ user: aClient({ firstLogin: true }) }),
      'POST /api/user/complete-onboarding': () => json({ ok: true, message: 'Onboarding completed', user: aClient({ firstLogin: false }) }),
    });
    const { user, store } = await renderAt('/client/portal');

    for (const [index, title] of STEPS.entries()) {
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(`Step ${index + 1} of 4`)).toBeInTheDocument();
      if (index < STEPS.length - 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('POST /api/user/complete-onboarding')).toHaveLength(1);
    expect(toastTitles(store)[0]?.[0]).toBe('Welcome aboard!');
  });

  it('stays open with the spec message when completing fails', async () => {
    portalApi({
      'GET /api/user': () => json({ user: aClient({ firstLogin: true }) }),
      'POST /api/user/complete-onboarding': () => json({ message: 'Internal server error' }, 500),
    });
    const { user, store } = await renderAt('/client/portal');
    for (let step = 0; step < 3; step++) await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(toastTitles(store)).toEqual([['Error', 'Failed to complete onboarding. Please try again.']]));
    expect(screen.getByRole('dialog', { name: 'Ready to start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  it("greets a client's first visit with 'Welcome', not 'Welcome back', also once the tour is done", async () => {
    portalApi({
      'GET /api/user': () => json({ user: aClient({ firstLogin: true }) }),
      'POST /api/user/complete-onboarding': () => json({ ok: true, message: 'Onboarding completed', user: aClient({ firstLogin: false }) }),
    });
    const { user } = await renderAt('/client/portal');
    await screen.findByRole('dialog', { name: STEPS[0] });
    // Behind the tour's modal dialog, so hidden from assistive technology until it closes.
    expect(screen.getByRole('heading', { name: 'Welcome, Ann Client', hidden: true })).toBeInTheDocument();

    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome, Ann Client' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("does not show in a firm manager's preview of the portal, even on the person's first visit", async () => {
    const api = portalApi({ 'GET /api/user': () => json({ user: aPreviewUser(aClient({ firstLogin: true })) }) });
    await renderAt('/client/portal');
    // Greeted as the person will be on their first visit.
    await screen.findByRole('heading', { name: 'Welcome, Ann Client' });
    expect(await screen.findByText('File the return')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/user/complete-onboarding')).toEqual([]);
  });

  it('does not show once onboarding is done', async () => {
    portalApi();
    await renderAt('/client/portal');
    await screen.findByRole('heading', { name: 'Welcome back, Ann Client' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['law', 'matters', 'matter'],
    ['accounting', 'engagements', 'engagement'],
    ['other', 'projects', 'project'],
  ] as const)("calls the client's work by their firm's word (practice %s: %s)", async (organizationPractice, plural, singular) => {
    portalApi({ 'GET /api/user': () => json({ user: aClient({ firstLogin: true, organizationPractice }) }) });
    const { user } = await renderAt('/client/portal');

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your client portal' });
    expect(within(welcome).getByText(`This is where you follow your ${plural} with your firm: progress, deadlines and messages, in one place.`)).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Next' }));
    const timeline = await screen.findByRole('dialog', { name: 'Your project timeline' });
    expect(within(timeline).getByText(`Each ${singular} shows its milestones with their due dates and how far along it is. Open one to see every step.`)).toBeInTheDocument();
  });
});
