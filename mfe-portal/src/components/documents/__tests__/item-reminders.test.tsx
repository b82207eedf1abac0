import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentRequestItem } from '@clientline/contracts';
import { json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aFirmOwner, aProject, PROJECT_ID, renderAt } from '../../../testing/fixtures';
import { remindedLine } from '../item-reminders';

const REQUESTS_URL = `/api/projects/${PROJECT_ID}/document-requests`;
const THIS_YEAR = new Date().getFullYear();
const LAST_AT = new Date(THIS_YEAR, 10, 20, 12).toISOString();

const anItem = (overrides: Partial<DocumentRequestItem> = {}): DocumentRequestItem => ({
  id: 'i1',
  projectId: PROJECT_ID,
  projectName: 'Tax return 2030',
  name: '2025 W-2',
  description: null,
  dueDate: null,
  status: 'requested',
  note: null,
  documentIds: [],
  reminders: { enabled: true, count: 2, lastAt: LAST_AT, schedule: null },
  addressedTo: null,
  addressedToName: null,
  milestoneId: null,
  createdAt: '2030-02-01T10:00:00.000Z',
  updatedAt: '2030-02-01T10:00:00.000Z',
  ...overrides,
});

function projectApi(user = aFirmOwner(), overrides: Record<string, (body: unknown) => Response> = {}) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [`GET /api/projects/${PROJECT_ID}`]: () => json(aProject()),
    [`GET /api/projects/${PROJECT_ID}/messages`]: () => json([]),
    [`GET /api/projects/${PROJECT_ID}/documents`]: () => json([]),
    [`GET ${REQUESTS_URL}`]: () => json([anItem()]),
    ...overrides,
  });
}

async function documentsPanel() {
  const view = await renderAt(`/project/${PROJECT_ID}`);
  const panel = (await screen.findByRole('heading', { name: 'Documents' }, { timeout: 10_000 })).closest('section')!;
  return { ...view, panel };
}

describe('reminders of a requested document', () => {
  it('says how often and when the client was reminded', () => {
    expect(remindedLine(anItem())).toBe('Reminded 2 times, last Nov 20');
    expect(remindedLine(anItem({ reminders: { enabled: true, count: 1, lastAt: LAST_AT, schedule: null } }))).toBe('Reminded once, last Nov 20');
    expect(remindedLine(anItem({ reminders: { enabled: true, count: 3, lastAt: new Date(THIS_YEAR - 1, 0, 5, 12).toISOString(), schedule: null } }))).toBe(
      `Reminded 3 times, last Jan 5, ${THIS_YEAR - 1}`,
    );
    expect(remindedLine(anItem({ reminders: { enabled: true, count: 0, lastAt: null, schedule: null } }))).toBeNull();
  });

  it('the firm sees the reminders, reminds now, and is told by the api when it is too soon', async () => {
    const api = projectApi(aFirmOwner(), {
      'POST /api/document-requests/i1/remind': () =>
        json({ message: 'The client was reminded of this document less than an hour ago. You can remind them again in 40 minutes' }, 429),
    });
    const { panel, user } = await documentsPanel();
    expect(await within(panel).findByText('Reminded 2 times, last Nov 20')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remind now about 2025 W-2' }));
    await waitFor(() => expect(api.bodiesSentTo('POST /api/document-requests/i1/remind')).toEqual([{}]));
    expect(await screen.findByText('The client was reminded of this document less than an hour ago. You can remind them again in 40 minutes')).toBeInTheDocument();
  });

  it('the firm turns one item’s automatic reminders off, and it says so', async () => {
    let enabled = true;
    const api = projectApi(aFirmOwner(), {
      [`GET ${REQUESTS_URL}`]: () => json([anItem({ reminders: { enabled, count: 2, lastAt: LAST_AT, schedule: null } })]),
      'PUT /api/document-requests/i1/reminders': () => {
        enabled = false;
        return json(anItem({ reminders: { enabled, count: 2, lastAt: LAST_AT, schedule: null } }));
      },
    });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Turn off automatic reminders for 2025 W-2' }));
    await waitFor(() => expect(api.bodiesSentTo('PUT /api/document-requests/i1/reminders')).toEqual([{ enabled: false }]));
    expect(await within(panel).findByText('Automatic reminders off')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Turn on automatic reminders for 2025 W-2' })).toBeInTheDocument();
  });

  it('the client sees when they were reminded, with no reminder controls', async () => {
    projectApi(aClient());
    const { panel } = await documentsPanel();
    expect(await within(panel).findByText('Reminded 2 times, last Nov 20')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Remind now/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /automatic reminders/ })).toBeNull();
  });
});
