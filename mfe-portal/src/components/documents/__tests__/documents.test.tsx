import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentRequestItem, ProjectDocument } from '@clientline/contracts';
import { anAuditEntry, anId, aPreviewUser, FakeXhr, installFakeXhr, json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aFirmOwner, aProject, CLIENT_ID, PROJECT_ID, renderAt } from '../../../testing/fixtures';

installFakeXhr();

const DOCUMENTS_URL = `GET /api/projects/${PROJECT_ID}/documents`;
const REQUESTS_URL = `/api/projects/${PROJECT_ID}/document-requests`;

const aDocument = (overrides: Partial<ProjectDocument> = {}): ProjectDocument => ({
  id: 'd1',
  projectId: PROJECT_ID,
  projectName: 'Tax return 2030',
  name: 'w2-2025.pdf',
  size: 1.5 * 1024 * 1024,
  contentType: 'application/pdf',
  uploadedBy: { id: CLIENT_ID, displayName: 'Ann Client' },
  uploadedBySide: 'client',
  requestItemId: null,
  createdAt: '2030-02-03T10:00:00.000Z',
  downloadUrl: '/api/documents/d1/download',
  ...overrides,
});

const anItem = (overrides: Partial<DocumentRequestItem> = {}): DocumentRequestItem => ({
  id: 'i1',
  projectId: PROJECT_ID,
  projectName: 'Tax return 2030',
  name: '2025 W-2',
  description: null,
  dueDate: '2000-03-01T00:00:00.000Z',
  status: 'requested',
  note: null,
  documentIds: [],
  reminders: { enabled: true, count: 0, lastAt: null, schedule: null },
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
    [DOCUMENTS_URL]: () => json([aDocument()]),
    [`GET ${REQUESTS_URL}`]: () => json([anItem()]),
    ...overrides,
  });
}

async function documentsPanel(path = `/project/${PROJECT_ID}`) {
  const view = await renderAt(path);
  const panel = (await screen.findByRole('heading', { name: 'Documents' }, { timeout: 10_000 })).closest('section')!;
  return { ...view, panel };
}

describe('the project’s Documents panel', () => {
  it('lists each file with its size, uploader and day, and a download link', async () => {
    projectApi();
    const { panel } = await documentsPanel();
    const files = await within(panel).findByRole('list', { name: 'Documents' });
    expect(within(files).getByText('w2-2025.pdf')).toBeInTheDocument();
    expect(within(files).getByText('1.5 MB · Ann Client · Feb 3, 2030')).toBeInTheDocument();
    const download = within(files).getByRole('link', { name: 'Download w2-2025.pdf' });
    expect(download).toHaveAttribute('href', '/api/documents/d1/download');
    expect(download).toHaveAttribute('download', 'w2-2025.pdf');
  });

  it('the firm deletes a file after confirming', async () => {
    let deleted = false;
    projectApi(aFirmOwner(), { 'DELETE /api/documents/d1': () => ((deleted = true), json({ ok: true })) });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Delete w2-2025.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('the client may not delete', async () => {
    projectApi(aClient());
    const { panel } = await documentsPanel();
    await within(panel).findByRole('link', { name: 'Download w2-2025.pdf' });
    expect(within(panel).queryByRole('button', { name: 'Delete w2-2025.pdf' })).not.toBeInTheDocument();
  });

  it('uploads each chosen file with a progress bar, Cancel, and the server’s reason when one is refused', async () => {
    projectApi(aClient());
    const { panel, user } = await documentsPanel();
    await within(panel).findByText(/Up to 25 MB a file/);
    const picker = within(panel).getByLabelText('Upload Files');
    await user.upload(picker, [new File(['%PDF-1.7'], 'return.pdf'), new File(['<html>'], 'page.pdf')]);

    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual([`/api/projects/${PROJECT_ID}/documents`, `/api/projects/${PROJECT_ID}/documents`]);
    expect(FakeXhr.sent[0].withCredentials).toBe(true);
    FakeXhr.sent[0].progress(40, 100);
    expect(within(panel).getByRole('progressbar', { name: 'Progress of return.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(panel).getByRole('button', { name: 'Cancel upload of return.pdf' })).toBeInTheDocument();

    FakeXhr.sent[1].answer(415, { message: 'File type not allowed: page.pdf. Allowed: PDF' });
    expect(await within(panel).findByText('Not uploaded: File type not allowed: page.pdf. Allowed: PDF')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Cancel upload of return.pdf' }));
    expect(within(panel).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows each requested document with its status and the overdue badge', async () => {
    projectApi();
    const { panel } = await documentsPanel();
    const item = (await within(panel).findByRole('heading', { name: '2025 W-2' })).closest('li')!;
    expect(within(item).getByText('Requested')).toBeInTheDocument();
    expect(within(item).getByText('Due Mar 1, 2000')).toBeInTheDocument();
    expect(within(item).getByText(/days overdue/)).toBeInTheDocument();
  });

  it("shows the firm's description of a requested document under its name", async () => {
    projectApi(aClient(), { [`GET ${REQUESTS_URL}`]: () => json([anItem({ description: 'One from each employer you had in 2025.\nAll pages.' })]) });
    const { panel } = await documentsPanel();
    const item = (await within(panel).findByRole('heading', { name: '2025 W-2' })).closest('li')!;
    expect(item).toHaveTextContent('One from each employer you had in 2025. All pages.');
  });

  it('the firm requests documents: several named items with optional due dates, each reminded automatically unless unticked', async () => {
    const api = projectApi(aFirmOwner(), { [`POST ${REQUESTS_URL}`]: () => json([anItem(), anItem({ id: 'i2', name: 'Engagement letter' })], 201) });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Request Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Documents' });
    await user.type(within(dialog).getByRole('textbox', { name: /Document 1/ }), '2025 W-2');
    await user.type(within(dialog).getAllByLabelText(/Due Date/)[0], '2031-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Another' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Document 2/ }), 'Engagement letter');
    // The second is asked for without automatic reminders.
    await user.click(within(dialog).getAllByRole('checkbox', { name: 'Remind automatically' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(`POST ${REQUESTS_URL}`)).toEqual([
        { items: [{ name: '2025 W-2', dueDate: '2031-03-01', reminders: true }, { name: 'Engagement letter', dueDate: '', reminders: false }], addressedTo: null },
      ]),
    );
  });

  it('the firm asks one person of a household alone, and the checklist says whom', async () => {
    const clientId = aProject().clientId;
    const person = (id: string, displayName: string, projectIds: string[] | null = null) => ({ id, displayName, username: `${id}@example.com`, primary: false, access: 'active', passwordSetWith: null, twoFactorEnabled: false, projectIds });
    const api = projectApi(aFirmOwner(), {
      [`GET ${REQUESTS_URL}`]: () => json([anItem({ addressedTo: '64b0000000000000000000b2', addressedToName: 'Dana Smith' })]),
      [`GET /api/clients/${clientId}/people`]: () => json([person('64b0000000000000000000b1', 'Sam Smith'), person('64b0000000000000000000b2', 'Dana Smith'), person('64b0000000000000000000b3', 'Bea Books', ['another-project'])]),
      [`POST ${REQUESTS_URL}`]: () => json([anItem({ addressedTo: '64b0000000000000000000b2', addressedToName: 'Dana Smith' })], 201),
    });
    const { panel, user } = await documentsPanel();
    const item = (await within(panel).findByRole('heading', { name: '2025 W-2' })).closest('li')!;
    expect(await within(item).findByText('Asked of Dana Smith')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Request Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Documents' });
    const ask = await within(dialog).findByRole('combobox', { name: /Ask/ });
    // Bea is limited to another project: she cannot be asked for this one.
    expect(within(ask).getAllByRole('option').map((option) => option.textContent)).toEqual([`Everyone on the ${aProject().client.displayName} account`, 'Sam Smith alone', 'Dana Smith alone']);
    await user.selectOptions(ask, 'Dana Smith alone');
    await user.type(within(dialog).getByRole('textbox', { name: /Document 1/ }), 'Her W-2');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(api.bodiesSentTo(`POST ${REQUESTS_URL}`)).toEqual([{ items: [{ name: 'Her W-2', dueDate: '', reminders: true }], addressedTo: '64b0000000000000000000b2' }]));
  });

  it('the firm accepts a received document or asks again with a note', async () => {
    const api = projectApi(aFirmOwner(), {
      [`GET ${REQUESTS_URL}`]: () => json([anItem({ status: 'received', documentIds: ['d1'] })]),
      'PATCH /api/document-requests/i1': () => json(anItem({ status: 'changes_requested', note: 'Page 2 is missing' })),
    });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Ask again for 2025 W-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask again for 2025 W-2' });
    await user.type(within(dialog).getByRole('textbox', { name: /What needs to change/ }), 'Page 2 is missing');
    await user.click(within(dialog).getByRole('button', { name: 'Ask Again' }));
    await waitFor(() => expect(api.bodiesSentTo('PATCH /api/document-requests/i1')).toEqual([{ status: 'changes_requested', note: 'Page 2 is missing' }]));

    await user.click(within(panel).getByRole('button', { name: 'Accept 2025 W-2' }));
    await waitFor(() => expect(api.bodiesSentTo('PATCH /api/document-requests/i1')).toHaveLength(2));
    expect(api.bodiesSentTo('PATCH /api/document-requests/i1')[1]).toEqual({ status: 'accepted' });
  });
});

describe('the firm’s review of a requested document', () => {
  type Store = { getState(): { toast: { queue: { title: string; description?: string }[] } } };
  const toasts = (store: Store) => store.getState().toast.queue.map(({ title, description }) => [title, description]);
  const itemNamed = async (panel: HTMLElement, name = '2025 W-2') => (await within(panel).findByRole('heading', { name })).closest('li')!;

  it('offers no Accept on an item nothing was uploaded against, only its reminders', async () => {
    projectApi(aFirmOwner(), { [`GET ${REQUESTS_URL}`]: () => json([anItem({ status: 'requested', documentIds: [] })]) });
    const { panel } = await documentsPanel();
    const item = await itemNamed(panel);
    expect(within(item).getByRole('button', { name: 'Remind now about 2025 W-2' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Accept 2025 W-2' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Ask again for 2025 W-2' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Reopen 2025 W-2' })).not.toBeInTheDocument();
  });

  it('offers Accept on an item asked again after an upload, without Ask Again', async () => {
    projectApi(aFirmOwner(), { [`GET ${REQUESTS_URL}`]: () => json([anItem({ status: 'changes_requested', note: 'Page 2 is missing', documentIds: ['d1'] })]) });
    const { panel } = await documentsPanel();
    const item = await itemNamed(panel);
    expect(within(item).getByRole('button', { name: 'Accept 2025 W-2' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Ask again for 2025 W-2' })).not.toBeInTheDocument();
  });

  it('reopens an accepted document from the keyboard, saying where it stands now', async () => {
    let status: DocumentRequestItem['status'] = 'accepted';
    const api = projectApi(aFirmOwner(), {
      [`GET ${REQUESTS_URL}`]: () => json([anItem({ status, documentIds: ['d1'] })]),
      'POST /api/document-requests/i1/reopen': () => {
        status = 'received';
        return json(anItem({ status, documentIds: ['d1'] }));
      },
    });
    const { panel, user, store } = await documentsPanel();
    const item = await itemNamed(panel);
    expect(within(item).getByText('Accepted')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Accept 2025 W-2' })).not.toBeInTheDocument();
    within(item).getByRole('button', { name: 'Reopen 2025 W-2' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(toasts(store)).toEqual([['Document reopened', '2025 W-2 is back for your review: accept it again or ask for a new version.']]));
    expect(api.bodiesSentTo('POST /api/document-requests/i1/reopen')).toEqual([{}]);
    // The checklist is read again: received, with Accept and Ask Again back.
    expect(await within(panel).findByRole('button', { name: 'Accept 2025 W-2' })).toBeInTheDocument();
    expect(within(await itemNamed(panel)).getByText('Received')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Reopen 2025 W-2' })).not.toBeInTheDocument();
  });

  it("says an item without documents is asked of the client again, and shows the server's refusal", async () => {
    let answer = () => json(anItem({ status: 'requested' }));
    projectApi(aFirmOwner(), {
      [`GET ${REQUESTS_URL}`]: () => json([anItem({ status: 'accepted' })]),
      'POST /api/document-requests/i1/reopen': () => answer(),
    });
    const { panel, user, store } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Reopen 2025 W-2' }));
    await waitFor(() => expect(toasts(store)).toEqual([['Document reopened', '2025 W-2 is requested from your client again.']]));

    answer = () => json({ message: 'This document is not accepted, so there is nothing to reopen' }, 409);
    await user.click(within(panel).getByRole('button', { name: 'Reopen 2025 W-2' }));
    await waitFor(() => expect(toasts(store).at(-1)).toEqual(['Error', 'This document is not accepted, so there is nothing to reopen']));
  });

  it('offers the client no review of their items, accepted or not', async () => {
    projectApi(aClient(), { [`GET ${REQUESTS_URL}`]: () => json([anItem({ status: 'accepted', documentIds: ['d1'] }), anItem({ id: 'i2', name: 'Payslip', status: 'received', documentIds: ['d2'] })]) });
    const { panel } = await documentsPanel();
    await itemNamed(panel, 'Payslip');
    expect(within(panel).queryByRole('button', { name: /^(Reopen|Accept|Ask again)/ })).not.toBeInTheDocument();
  });
});

describe('Request Documents', () => {
  it('is wide enough for each document’s name, due date and reminder on one line', async () => {
    projectApi(aFirmOwner());
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Request Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Documents' });
    expect(getComputedStyle(dialog).maxWidth).toBe('760px');
  });
});

describe('a long document name', () => {
  const LONG = 'Certified_copy_of_the_articles_of_incorporation_and_every_amendment_filed_with_the_registry_since_2019';

  it('wraps in its heading and in its upload button instead of widening the page', async () => {
    projectApi(aClient(), { [`GET ${REQUESTS_URL}`]: () => json([anItem({ name: LONG })]) });
    const { panel } = await documentsPanel();
    const heading = await within(panel).findByRole('heading', { name: LONG });
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    const upload = within(panel).getByRole('button', { name: `Upload ${LONG}` });
    expect(getComputedStyle(upload)).toMatchObject({ whiteSpace: 'normal', overflowWrap: 'anywhere', height: 'auto', maxWidth: '100%' });
  });
});

describe('the portal’s Documents tab', () => {
  function portalApi(user = aClient(), items = [anItem({ id: 'i0', status: 'accepted', name: 'ID card' }), anItem({ status: 'changes_requested', note: 'Page 2 is missing' })]) {
    const { milestones: _milestones, ...summary } = aProject();
    return mockApi({
      'GET /api/user': () => json({ user }),
      'GET /api/projects': () => json([summary]),
      'GET /api/notifications': () => json([]),
      'GET /api/document-requests': () => json(items),
      'GET /api/documents': () => json([aDocument()]),
    });
  }

  it('lists what the firm asked for, outstanding first, and uploads against an item', async () => {
    portalApi();
    const { user } = await renderAt('/client/portal?tab=documents');
    const requested = (await screen.findByRole('heading', { name: 'Requested Documents' }, { timeout: 10_000 })).closest('section')!;
    const headings = await within(requested).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['2025 W-2', 'ID card']);

    expect(within(requested).getByText('Note from your firm: Page 2 is missing')).toBeInTheDocument();
    // The firm accepted the ID card: nothing offers to upload against it (the api would refuse it, 409).
    expect(within(requested).queryByRole('button', { name: /^Upload ID card/ })).not.toBeInTheDocument();
    expect(within(requested).queryByLabelText('Upload ID card')).not.toBeInTheDocument();
    await user.upload(within(requested).getByLabelText('Upload 2025 W-2'), new File(['%PDF-1.7'], 'w2.pdf'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0].url).toBe(`/api/projects/${PROJECT_ID}/documents`);
    expect(FakeXhr.sent[0].body!.get('requestItemId')).toBe('i1');
  });

  it('says which items are asked of the person reading, and which of whom else on the account', async () => {
    const nia = aClient();
    portalApi(nia, [
      anItem({ id: 'mine', name: 'Signed lease', addressedTo: nia.id, addressedToName: nia.displayName }),
      anItem({ id: 'theirs', name: 'Bakery accounts', addressedTo: anId(), addressedToName: 'Ben Okafor' }),
      anItem({ id: 'all', name: 'Passport' }),
    ]);
    await renderAt('/client/portal?tab=documents');
    const requested = (await screen.findByRole('heading', { name: 'Requested Documents' }, { timeout: 10_000 })).closest('section')!;
    const item = async (name: string) => (await within(requested).findByRole('heading', { name })).closest('li')!;
    expect(await item('Signed lease')).toHaveTextContent('Asked of you');
    expect(await item('Bakery accounts')).toHaveTextContent('Asked of Ben Okafor');
    expect(await item('Passport')).not.toHaveTextContent('Asked of');
  });

  it('lists the client’s files with their project, and uploads to the chosen project', async () => {
    portalApi();
    const { user } = await renderAt('/client/portal?tab=documents');
    const files = await screen.findByRole('list', { name: 'Documents' }, { timeout: 10_000 });
    expect(within(files).getByText('Tax return 2030 · 1.5 MB · Ann Client · Feb 3, 2030')).toBeInTheDocument();

    const upload = screen.getByRole('heading', { name: 'Upload Documents' }).closest('section')!;
    expect(await within(upload).findByRole('combobox', { name: 'Matter' })).toHaveValue(PROJECT_ID);
    await user.upload(within(upload).getByLabelText('Upload Files'), new File(['a,b'], 'figures.csv'));
    expect(FakeXhr.sent[0].url).toBe(`/api/projects/${PROJECT_ID}/documents`);
    expect(FakeXhr.sent[0].body!.get('requestItemId')).toBeNull();
  });
});

describe("documents in a firm manager's preview of the client's portal", () => {
  it('the project’s panel lists the requests and files, with downloads, but offers no upload', async () => {
    projectApi(aPreviewUser(aClient()), { [`GET ${REQUESTS_URL}`]: () => json([anItem(), anItem({ id: 'i2', name: 'Bank statement', status: 'changes_requested', note: 'Page 2 is missing' })]) });
    const { panel } = await documentsPanel();
    const item = (await within(panel).findByRole('heading', { name: '2025 W-2' })).closest('li')!;
    expect(within(item).getByText('Requested')).toBeInTheDocument();
    expect(within(panel).getByText('Note from your firm: Page 2 is missing')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Download w2-2025.pdf' })).toHaveAttribute('href', '/api/documents/d1/download');

    expect(within(panel).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText(/^Upload/)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Drag files here/)).not.toBeInTheDocument();
    expect(panel.querySelector('input[type="file"]')).toBeNull();
  });

  it('the portal’s Documents tab lists everything and says uploads are off where the upload would be', async () => {
    const { milestones: _milestones, ...summary } = aProject();
    mockApi({
      'GET /api/user': () => json({ user: aPreviewUser(aClient()) }),
      'GET /api/projects': () => json([summary]),
      'GET /api/notifications': () => json([]),
      'GET /api/document-requests': () => json([anItem()]),
      'GET /api/documents': () => json([aDocument()]),
    });
    await renderAt('/client/portal?tab=documents');
    const files = await screen.findByRole('list', { name: 'Documents' }, { timeout: 10_000 });
    expect(within(files).getByRole('link', { name: 'Download w2-2025.pdf' })).toBeInTheDocument();
    const requested = screen.getByRole('heading', { name: 'Requested Documents' }).closest('section')!;
    expect(await within(requested).findByRole('heading', { name: '2025 W-2' })).toBeInTheDocument();

    const upload = screen.getByRole('heading', { name: 'Upload Documents' }).closest('section')!;
    expect(within(upload).getByText('Uploads are off in a preview.')).toBeInTheDocument();
    expect(within(upload).queryByRole('combobox', { name: 'Matter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload Files')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload 2025 W-2')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('the client themselves still has every upload and no such note', async () => {
    mockApi({
      'GET /api/user': () => json({ user: aClient() }),
      'GET /api/projects': () => json([]),
      'GET /api/notifications': () => json([]),
      'GET /api/document-requests': () => json([anItem()]),
      'GET /api/documents': () => json([]),
    });
    await renderAt('/client/portal?tab=documents');
    expect(await screen.findByRole('button', { name: 'Upload 2025 W-2' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Uploads are off in a preview.')).not.toBeInTheDocument();
  });
});

describe('a document’s History', () => {
  const HISTORY_URL = 'GET /api/documents/d1/history';
  const document = { type: 'document' as const, id: 'd1', name: 'w2-2025.pdf' };
  const DOWNLOADED = anAuditEntry({
    at: '2030-02-04T15:30:00.000Z',
    action: 'document.downloaded',
    actor: { id: aFirmOwner().id, displayName: 'Jane Smith', role: 'organization', isAdmin: false },
    object: document,
  });
  const UPLOADED = anAuditEntry({
    at: '2030-02-03T10:00:00.000Z',
    action: 'document.uploaded',
    actor: { id: CLIENT_ID, displayName: 'Ann Client', role: 'client', isAdmin: false },
    object: document,
    ip: '198.51.100.23',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    browser: 'Firefox on Linux',
  });

  it('shows the firm who uploaded, viewed and downloaded it, when and from where, newest first', async () => {
    projectApi(aFirmOwner(), { [HISTORY_URL]: () => json({ entries: [DOWNLOADED, UPLOADED] }) });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'History of w2-2025.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of w2-2025.pdf' });
    const entries = within(await within(dialog).findByRole('list', { name: 'History of w2-2025.pdf' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Document downloaded by Jane Smith (Owner)');
    expect(entries[0]).toHaveTextContent(/Feb 4, 2030, \d{1,2}:\d{2} [AP]M · 203\.0\.113\.7 · Chrome on Windows/);
    expect(entries[1]).toHaveTextContent('Document uploaded by Ann Client (Client)');
    expect(entries[1]).toHaveTextContent('198.51.100.23 · Firefox on Linux');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is no history yet', async () => {
    projectApi(aFirmOwner(), { [HISTORY_URL]: () => json({ entries: [] }) });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'History of w2-2025.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of w2-2025.pdf' });
    expect(await within(dialog).findByRole('heading', { name: 'No history yet' })).toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which asks once more', async () => {
    let fail = true;
    projectApi(aFirmOwner(), { [HISTORY_URL]: () => (fail ? json({ message: 'Server error' }, 500) : json({ entries: [UPLOADED] })) });
    const { panel, user } = await documentsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'History of w2-2025.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of w2-2025.pdf' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Document uploaded by Ann Client (Client)')).toBeInTheDocument();
  });

  it('is not offered to the client', async () => {
    projectApi(aClient());
    const { panel } = await documentsPanel();
    await within(panel).findByRole('link', { name: 'Download w2-2025.pdf' });
    expect(within(panel).queryByRole('button', { name: 'History of w2-2025.pdf' })).not.toBeInTheDocument();
  });
});
