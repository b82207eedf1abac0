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
        description: null,
        dueDate: '2030-04-15T00:00:00.000Z',
        status: 'requested',
        note: null,
        documentIds: [],
        reminders: { enabled: true, count: 0, lastAt: null, schedule: null },
        addressedTo: null,
        addressedToName: null,
        milestoneId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Signed engagement letter', dueDate: null, status: 'requested' }),
    ]);
    const [w2, letter] = asked.body as DocumentRequestItem[];
    expect(await outstanding()).toBe(outstandingBefore + 2);

    const [bell] = (await world.client.agent.get('/api/notifications').expect(200)).body;
    expect(bell).toMatchObject({ type: 'document_requested', content: 'Tax return 2025: please upload 2 documents: "2025 W-2" (due Apr 15, 2030), "Signed engagement letter"', projectId: projects.ofClient });
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

describe('accepting needs an upload, and an acceptance can be reopened', () => {
  const uploadAgainst = (item: DocumentRequestItem, name = 'statement.pdf', agent = world.client.agent) =>
    agent.post(documentsPath()).unset('Content-Type').field('requestItemId', item.id).attach('file', Buffer.from(`%PDF-1.7\n${name}`), name).expect(201);
  const itemNamed = async (id: string) => ((await world.firm.owner.agent.get(requestsPath()).expect(200)).body as DocumentRequestItem[]).find((each) => each.id === id)!;
  const bellOfClient = async () => (await world.client.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; content: string }>;
  const auditOf = async (action: string, itemId: string) =>
    ((await world.firm.owner.agent.get(`/api/audit-log?action=${action}`).expect(200)).body.entries as Array<{ object: { id: string }; detail: string; actor: { id: string } }>).filter(
      (entry) => entry.object.id === itemId,
    );

  it('refuses to accept an item nothing was uploaded against, telling the client nothing, and accepts it once something is', async () => {
    const [item] = (await askFor(['Bank statement']).expect(201)).body as DocumentRequestItem[];
    const bellBefore = await bellOfClient();

    const refused = await world.teamMember.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(409);
    expect(refused.body).toEqual({
      message: 'Nothing was uploaded for this document yet, so there is nothing to accept. Accept it once your client uploads it, or upload the file against it yourself.',
    });
    expect(await itemNamed(item!.id)).toMatchObject({ status: 'requested', documentIds: [] });
    expect(await bellOfClient()).toEqual(bellBefore);
    expect(await auditOf('document_request.accepted', item!.id)).toEqual([]);

    // A received item whose only document the firm deleted is requested again: nothing to accept either.
    const first = (await uploadAgainst(item!)).body.documents[0];
    await world.firm.owner.agent.delete(`/api/documents/${first.id}`).expect(200);
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(409);

    const second = (await uploadAgainst(item!, 'statement-2.pdf')).body.documents[0];
    const accepted = await world.teamMember.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', documentIds: [second.id] });
    expect((await bellOfClient())[0]).toMatchObject({ type: 'document_accepted', content: 'Tax return 2025: "Bank statement" was accepted' });
  });

  it('reopens an accepted item to received, keeping its documents: audited, pushed to the client, told to no one, and open to a new version', async () => {
    const [item] = (await askFor(['Payslip']).expect(201)).body as DocumentRequestItem[];
    const first = (await uploadAgainst(item!, 'payslip.pdf')).body.documents[0];
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(200);
    const outstandingBefore = await outstanding();
    const bellBefore = await bellOfClient();
    const clientSocket = await openSocket(world.api, world.client);
    const clientEvents = recordEvents(clientSocket);

    const reopened = await world.teamMember.agent.post(`/api/document-requests/${item!.id}/reopen`).send({}).expect(200);
    expect(reopened.body).toMatchObject({ id: item!.id, status: 'received', note: null, documentIds: [first.id] });
    expect(await itemNamed(item!.id)).toEqual(reopened.body);
    // Received is the firm's to review again, not the client's to do: nothing more is outstanding, and no one is notified.
    expect(await outstanding()).toBe(outstandingBefore);
    expect(await bellOfClient()).toEqual(bellBefore);
    await drain(clientSocket, world.client.id);
    expect(clientEvents.filter((each) => each.event === 'document_changed')).toEqual([{ event: 'document_changed', payload: { projectId: projects.ofClient } }]);
    expect(await auditOf('document_request.acceptance_reopened', item!.id)).toEqual([
      expect.objectContaining({ detail: 'Status: Accepted → Received', actor: expect.objectContaining({ id: world.teamMember.id }), project: { id: projects.ofClient, name: 'Tax return 2025' } }),
    ]);

    // Only an accepted item reopens.
    const again = await world.firm.owner.agent.post(`/api/document-requests/${item!.id}/reopen`).send({}).expect(409);
    expect(again.body).toEqual({ message: 'This document is not accepted, so there is nothing to reopen' });
    expect(await auditOf('document_request.acceptance_reopened', item!.id)).toHaveLength(1);

    // Reopened, it takes a new version, and can be accepted again.
    const second = (await uploadAgainst(item!, 'payslip-corrected.pdf')).body.documents[0];
    expect(await itemNamed(item!.id)).toMatchObject({ status: 'received', documentIds: [first.id, second.id] });
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(200);
  });

  it('reopens an accepted item without documents to requested, outstanding again', async () => {
    const [item] = (await askFor(['Lease']).expect(201)).body as DocumentRequestItem[];
    const only = (await uploadAgainst(item!, 'lease.pdf')).body.documents[0];
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(200);
    // Deleting an accepted item's document keeps it accepted, now with nothing uploaded against it.
    await world.firm.owner.agent.delete(`/api/documents/${only.id}`).expect(200);
    expect(await itemNamed(item!.id)).toMatchObject({ status: 'accepted', documentIds: [] });
    const outstandingBefore = await outstanding();

    const reopened = await world.firm.owner.agent.post(`/api/document-requests/${item!.id}/reopen`).send({}).expect(200);
    expect(reopened.body).toMatchObject({ status: 'requested', documentIds: [] });
    expect(await outstanding()).toBe(outstandingBefore + 1);
    expect((await auditOf('document_request.acceptance_reopened', item!.id))[0]!.detail).toBe('Status: Accepted → Requested');
  });

  it('lets only the organization and assigned team members reopen', async () => {
    const [item] = (await askFor(['Invoice']).expect(201)).body as DocumentRequestItem[];
    await uploadAgainst(item!, 'invoice.pdf');
    await world.firm.owner.agent.patch(`/api/document-requests/${item!.id}`).send({ status: 'accepted' }).expect(200);
    const path = `/api/document-requests/${item!.id}/reopen`;

    expect((await world.client.agent.post(path).send({}).expect(403)).body).toEqual({ message: 'Only the organization or a team member assigned to this project can change it' });
    expect((await world.otherClient.agent.post(path).send({}).expect(404)).body).toEqual({ message: 'Document request not found' });
    expect((await world.otherFirm.owner.agent.post(path).send({}).expect(404)).body).toEqual({ message: 'Document request not found' });
    expect((await world.firm.owner.agent.post('/api/document-requests/not-an-id/reopen').send({}).expect(404)).body).toEqual({ message: 'Document request not found' });
    await world.api.agent().post(path).send({}).expect(401);
    expect(await itemNamed(item!.id)).toMatchObject({ status: 'accepted' });
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
