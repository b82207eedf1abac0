import mongoose from 'mongoose';
import { DOCUMENT_REQUEST_MAX_ITEMS, type DocumentRequestItem } from '@clientline/contracts';
import { closeSockets, createProject, drain, openSocket, recordEvents, useClientProjects, useTwoFirms } from './fixtures';

const world = useTwoFirms();

const projects = useClientProjects(world);
afterEach(closeSockets);

const requestsPath = (id = projects.ofClient) => `/api/projects/${id}/document-requests`;
const documentsPath = (id = projects.ofClient) => `/api/projects/${id}/documents`;

function askFor(names: string[], id = projects.ofClient) {
  return world.firm.owner.agent.post(requestsPath(id)).send({ items: names.map((name) => ({ name, dueDate: '2030-04-15' })) });
}

const outstanding = async () => (await world.firm.owner.agent.get('/api/metrics/dashboard').expect(200)).body.outstandingDocumentRequests;

describe('document requests, from asking to accepted', () => {
  it('asks the client, takes their upload against an item, and lets the firm accept or ask again', async () => {
    const clientEvents = recordEvents(await openSocket(world.api, world.client));
    const otherClientSocket = await openSocket(world.api, world.otherClient);
    const otherClientEvents = recordEvents(otherClientSocket);
    const outstandingBefore = await outstanding();

    const asked = await world.teamMember.agent
      .post(requestsPath())
      .send({ items: [{ name: ' 2025 W-2 ', dueDate: '2030-04-15' }, { name: 'Signed engagement letter' }] })
      .expect(201);
    expect(asked.body).toEqual([
      {
        id: expect.any(String),
        projectId: projects.ofClient,
        projectName: 'Tax return 2025',
        name: '2025 W-2',
        dueDate: '2030-04-15T00:00:00.000Z',
        status: 'requested',
        note: null,
        documentIds: [],
        reminders: { enabled: true, count: 0, lastAt: null },
        addressedTo: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Signed engagement letter', dueDate: null, status: 'requested' }),
    ]);
    const [w2, letter] = asked.body as DocumentRequestItem[];
    expect(await outstanding()).toBe(outstandingBefore + 2);

    const [bell] = (await world.client.agent.get('/api/notifications').expect(200)).body;
    expect(bell).toMatchObject({ type: 'document_requested', content: 'Tax return 2025: please upload 2 documents: "2025 W-2", "Signed engagement letter"', projectId: projects.ofClient });
    expect((await world.client.agent.get('/api/document-requests').expect(200)).body).toEqual(asked.body);

    const uploaded = await world.client.agent
      .post(`/api/projects/${projects.ofClient}/documents`)
      .unset('Content-Type')
      .field('requestItemId', w2!.id)
      .attach('file', Buffer.from('%PDF-1.7\nW-2'), 'w2.pdf')
      .expect(201);
    const [document] = uploaded.body.documents;
    expect(document.requestItemId).toBe(w2!.id);
    const received = (await world.firm.owner.agent.get(requestsPath()).expect(200)).body as DocumentRequestItem[];
    expect(received.map((item) => [item.name, item.status, item.documentIds])).toEqual([
      ['2025 W-2', 'received', [document.id]],
      ['Signed engagement letter', 'requested', []],
    ]);
    expect(await outstanding()).toBe(outstandingBefore + 1);
    // The firm's outstanding list no longer has it; the client's own list still shows every item.
    expect((await world.firm.owner.agent.get('/api/document-requests').expect(200)).body.map((item: DocumentRequestItem) => item.id)).toEqual([letter!.id]);

    const again = await world.firm.owner.agent.patch(`/api/document-requests/${w2!.id}`).send({ status: 'changes_requested', note: 'Page 2 is missing' }).expect(200);
    expect(again.body).toMatchObject({ status: 'changes_requested', note: 'Page 2 is missing', documentIds: [document.id] });
    expect(await outstanding()).toBe(outstandingBefore + 2);
    const [askedAgain] = (await world.client.agent.get('/api/notifications').expect(200)).body;
    expect(askedAgain).toMatchObject({ type: 'document_requested', content: 'Tax return 2025: please upload "2025 W-2" again. Page 2 is missing' });

    const accepted = await world.teamMember.agent.patch(`/api/document-requests/${w2!.id}`).send({ status: 'accepted' }).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', note: null });
    expect(await outstanding()).toBe(outstandingBefore + 1);

    await drain(otherClientSocket, world.otherClient.id);
    const changes = (events: Array<{ event: string; payload: unknown }>) => events.filter((each) => each.event === 'document_changed').length;
    expect(changes(clientEvents)).toBe(4);
    expect(changes(otherClientEvents)).toBe(0);
  });

  it('refuses an upload against an item of another project, keeping none of its files', async () => {
    const [theirs] = (await askFor(['Payslips'], projects.ofOtherClient).expect(201)).body;
    const before = (await world.firm.owner.agent.get(`/api/projects/${projects.ofClient}/documents`).expect(200)).body.length;
    for (const requestItemId of [theirs.id, 'not-an-id']) {
      const response = await world.client.agent
        .post(`/api/projects/${projects.ofClient}/documents`)
        .unset('Content-Type')
        .field('requestItemId', requestItemId)
        .attach('file', Buffer.from('%PDF-1.7\n'), 'payslip.pdf')
        .expect(400);
      expect(response.body).toEqual({ message: 'That document request is not on this project' });
    }
    expect((await world.firm.owner.agent.get(`/api/projects/${projects.ofClient}/documents`).expect(200)).body).toHaveLength(before);
    expect((await world.otherClient.agent.get(requestsPath(projects.ofOtherClient)).expect(200)).body[0]).toMatchObject({ status: 'requested', documentIds: [] });
  });

  it('keeps an accepted item accepted: an upload against it is refused with a 409, keeping none of its files', async () => {
    const [item] = (await askFor(['Driving licence']).expect(201)).body as DocumentRequestItem[];
    const uploadAgainst = (agent: typeof world.client.agent, name: string) =>
      agent.post(documentsPath()).unset('Content-Type').field('requestItemId', item!.id).attach('file', Buffer.from('%PDF-1.7\nlicence'), name);
    const first = (await uploadAgainst(world.client.agent, 'licence.pdf').expect(201)).body.documents[0];
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(200);
    const documentsBefore = (await world.firm.owner.agent.get(documentsPath()).expect(200)).body.length;
    const filesBefore = await mongoose.connection.db!.collection('documents.files').countDocuments();

    const fromClient = await uploadAgainst(world.client.agent, 'licence-new.pdf').expect(409);
    expect(fromClient.body).toEqual({ message: 'This document was already accepted. Ask the firm if they need a new version.' });
    const fromStaff = await uploadAgainst(world.teamMember.agent, 'licence-firm.pdf').expect(409);
    expect(fromStaff.body).toEqual({
      message: 'This document was already accepted. To take a new version against it, ask again for it first, or upload the file without the request.',
    });

    const items = (await world.client.agent.get(requestsPath()).expect(200)).body as DocumentRequestItem[];
    expect(items.find((each) => each.id === item!.id)).toMatchObject({ status: 'accepted', documentIds: [first.id] });
    expect((await world.firm.owner.agent.get(documentsPath()).expect(200)).body).toHaveLength(documentsBefore);
    expect(await mongoose.connection.db!.collection('documents.files').countDocuments()).toBe(filesBefore);

    // Asked again, the item takes a new version.
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'changes_requested', note: 'The licence expired' }).expect(200);
    const second = (await uploadAgainst(world.client.agent, 'licence-2030.pdf').expect(201)).body.documents[0];
    const again = (await world.client.agent.get(requestsPath()).expect(200)).body as DocumentRequestItem[];
    expect(again.find((each) => each.id === item!.id)).toMatchObject({ status: 'received', documentIds: [first.id, second.id] });
  });

  it('puts a received item back to requested when the firm deletes its only document', async () => {
    const [item] = (await askFor(['Passport copy']).expect(201)).body;
    const uploaded = await world.client.agent
      .post(`/api/projects/${projects.ofClient}/documents`)
      .unset('Content-Type')
      .field('requestItemId', item.id)
      .attach('file', Buffer.from('not a passport'), 'passport.txt')
      .expect(201);
    await world.firm.owner.agent.delete(`/api/documents/${uploaded.body.documents[0].id}`).expect(200);
    const items = (await world.client.agent.get(requestsPath()).expect(200)).body as DocumentRequestItem[];
    expect(items.find((each) => each.id === item.id)).toMatchObject({ status: 'requested', documentIds: [] });
  });
});

describe('what document requests refuse', () => {
  it('refuses a checklist without items, with too many, an empty name or a bad date', async () => {
    const refusals: Array<[object, string]> = [
      [{}, 'List the documents you need'],
      [{ items: [] }, 'List at least one document'],
      [{ items: Array.from({ length: DOCUMENT_REQUEST_MAX_ITEMS + 1 }, (_, index) => ({ name: `Item ${index}` })) }, `Ask for at most ${DOCUMENT_REQUEST_MAX_ITEMS} documents at once`],
      [{ items: [{ name: '  ' }] }, 'Name the document you need'],
      [{ items: [{ name: ' \u202E\u200B\u2066 ' }] }, 'Name the document you need'],
      [{ items: [{ name: 'x'.repeat(201) }] }, 'Must be at most 200 characters'],
      [{ items: [{ name: 'W-2', dueDate: '15/04/2030' }] }, 'Invalid date'],
    ];
    for (const [body, message] of refusals) {
      const response = await world.firm.owner.agent.post(requestsPath()).send(body).expect(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('drops bidi overrides and other invisible characters from an item\'s name', async () => {
    const asked = await askFor(['\u202EW-2\u202C 2025\u200B', '\u2067Passport\u2069']).expect(201);
    expect((asked.body as DocumentRequestItem[]).map((item) => item.name)).toEqual(['W-2 2025', 'Passport']);
  });

  it('refuses a review without a note or with another status', async () => {
    const [item] = (await askFor(['Bank statements']).expect(201)).body;
    const path = `/api/document-requests/${item.id}`;
    expect((await world.firm.owner.agent.patch(path).send({ status: 'changes_requested' }).expect(400)).body.message).toBe('Say what needs to change');
    expect((await world.firm.owner.agent.patch(path).send({ status: 'received' }).expect(400)).body.message).toBe('Status must be accepted or changes_requested');
    expect((await world.firm.owner.agent.patch(path).send({ status: 'changes_requested', note: 'x'.repeat(1001) }).expect(400)).body.message).toBe(
      'Must be at most 1000 characters',
    );
  });

  it('lets only the organization and assigned team members ask and review; clients read their own', async () => {
    const [item] = (await askFor(['Receipts']).expect(201)).body;
    const path = `/api/document-requests/${item.id}`;
    await world.client.agent.post(requestsPath()).send({ items: [{ name: 'x' }] }).expect(403);
    await world.client.agent.patch(path).send({ status: 'accepted' }).expect(403);
    expect((await world.otherClient.agent.patch(path).send({ status: 'accepted' }).expect(404)).body).toEqual({ message: 'Document request not found' });
    expect((await world.otherFirm.owner.agent.patch(path).send({ status: 'accepted' }).expect(404)).body).toEqual({ message: 'Document request not found' });
    await world.otherClient.agent.get(requestsPath()).expect(403);
    await world.otherFirm.owner.agent.get(requestsPath()).expect(404);
    expect((await world.otherClient.agent.get('/api/document-requests').expect(200)).body.map((each: DocumentRequestItem) => each.projectId)).not.toContain(projects.ofClient);
    expect((await world.otherFirm.owner.agent.get('/api/document-requests').expect(200)).body).toEqual([]);

    const unassigned = await createProject(world.firm, world.client, { name: 'Not theirs' });
    await world.teamMember.agent.post(requestsPath(unassigned.id)).send({ items: [{ name: 'x' }] }).expect(403);
  });
});
