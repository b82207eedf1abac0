import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import mongoose from 'mongoose';
import type supertest from 'supertest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_MAX_FILES,
  DOCUMENT_UPLOAD_TOO_LARGE,
  DOCUMENT_UPLOAD_TOO_MANY_FILES,
  documentTypeNotAllowedMessage,
  type ProjectDocument,
} from '@clientline/contracts';
import { closeSockets, drain, openSocket, recordEvents, useClientProjects, useTwoFirms } from './fixtures';
import { waitFor } from './wait-for';

const world = useTwoFirms();

const projects = useClientProjects(world);
afterEach(closeSockets);

const documentsPath = (id = projects.ofClient) => `/api/projects/${id}/documents`;

function pdf(bytes: number): Buffer {
  const content = randomBytes(bytes);
  content.write('%PDF-1.7\n', 0, 'latin1');
  return content;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An upload the way a browser's FormData sends it: the test agent's JSON content type removed. */
function upload(agent: supertest.Agent, files: Array<[Buffer, string]>, path = documentsPath()): supertest.Test {
  const request = agent.post(path).unset('Content-Type');
  for (const [content, name] of files) request.attach('file', content, name);
  return request;
}

/** What GridFS holds for the bucket, and the documents listed for the project. */
async function stored(path = documentsPath()) {
  const db = mongoose.connection.db!;
  return {
    files: await db.collection('documents.files').countDocuments(),
    chunks: await db.collection('documents.chunks').countDocuments(),
    listed: (await world.firm.owner.agent.get(path).expect(200)).body.length as number,
  };
}

function download(agent: supertest.Agent, document: ProjectDocument): supertest.Test {
  return agent
    .get(document.downloadUrl)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

describe('POST /api/projects/:id/documents, then list and download', () => {
  it('stores several files of the client and serves the same bytes back, as attachments', async () => {
    const report = pdf(3 * 1024 * 1024 + 123);
    const notes = Buffer.from('Name,Amount\nRent,1200\nCafé,3.50\n', 'utf8');
    const response = await upload(world.client.agent, [
      [report, 'Annual report.pdf'],
      [notes, 'expenses.csv'],
    ]).expect(201);

    expect(response.body.documents).toEqual([
      {
        id: expect.any(String),
        projectId: projects.ofClient,
        projectName: 'Tax return 2025',
        name: 'Annual report.pdf',
        size: report.length,
        contentType: 'application/pdf',
        uploadedBy: { id: world.client.id, displayName: 'Carla Client' },
        uploadedBySide: 'client',
        requestItemId: null,
        createdAt: expect.any(String),
        downloadUrl: `/api/documents/${response.body.documents[0].id}/download`,
      },
      expect.objectContaining({ name: 'expenses.csv', size: notes.length, contentType: 'text/csv' }),
    ]);
    const [reportDocument] = response.body.documents as ProjectDocument[];

    for (const reader of [world.client, world.firm.owner, world.teamMember]) {
      const list = await reader.agent.get(documentsPath()).expect(200);
      expect(list.body.map((document: ProjectDocument) => document.id).sort()).toEqual(response.body.documents.map((document: ProjectDocument) => document.id).sort());
      const downloaded = await download(reader.agent, reportDocument!).expect(200);
      expect(sha256(downloaded.body)).toBe(sha256(report));
      expect(downloaded.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="Annual report.pdf"; filename*=UTF-8''Annual%20report.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-length': String(report.length),
      });
    }
  });
});

describe('file names', () => {
  it('keeps a UTF-8 name without its folders, and downloads it under an ASCII stand-in and the UTF-8 form', async () => {
    const response = await upload(world.client.agent, [[pdf(100), 'C:\\Users\\carla\\Café plan – 100%.pdf']]).expect(201);
    const [document] = response.body.documents as ProjectDocument[];
    expect(document!.name).toBe('Café plan – 100%.pdf');
    const downloaded = await download(world.client.agent, document!).expect(200);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="Caf_ plan _ 100_.pdf"; filename*=UTF-8''Caf%C3%A9%20plan%20%E2%80%93%20100%25.pdf`);
  });

  it('gives a file the extension of the type found in its content, in the list, the download and GridFS', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
    const sent: Array<[Buffer, string, string]> = [
      [pdf(100), 'invoice.bat', 'invoice.pdf'],
      [pdf(100), 'setup.exe', 'setup.pdf'],
      [pdf(100), 'page.html', 'page.pdf'],
      [pdf(100), 'logo.svg', 'logo.pdf'],
      [pdf(100), 'app.js', 'app.pdf'],
      [pdf(100), '.htaccess', 'htaccess.pdf'],
      [pdf(100), 'invoice.pdf.', 'invoice.pdf'],
      [pdf(100), 'scan', 'scan.pdf'],
      [pdf(100), 'Tax return v1.2', 'Tax return v1.2.pdf'],
      [png, 'photo.jpg', 'photo.png'],
      [jpeg, 'Receipt.JPEG', 'Receipt.JPEG'],
      [pdf(100), 'Statement.PDF', 'Statement.PDF'],
    ];
    // At most 10 files an upload.
    const documents: ProjectDocument[] = [];
    for (const some of [sent.slice(0, 6), sent.slice(6)]) {
      documents.push(...(await upload(world.client.agent, some.map(([content, name]) => [content, name])).expect(201)).body.documents);
    }
    expect(documents.map((document) => document.name)).toEqual(sent.map(([, , expected]) => expected));

    const listed = (await world.firm.owner.agent.get(documentsPath()).expect(200)).body as ProjectDocument[];
    expect(listed.find((document) => document.id === documents[0]!.id)?.name).toBe('invoice.pdf');
    const downloaded = await download(world.firm.owner.agent, documents[0]!).expect(200);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`);
    const gridFsNames = await mongoose.connection.db!.collection('documents.files').distinct('filename');
    expect(gridFsNames).toEqual(expect.arrayContaining(['invoice.pdf', 'htaccess.pdf', 'photo.png']));
    for (const name of ['invoice.bat', 'setup.exe', 'page.html', 'logo.svg', 'app.js', '.htaccess', 'photo.jpg']) expect(gridFsNames).not.toContain(name);
  });

  it('drops bidi overrides, isolates, marks and other invisible characters from the name', async () => {
    const sent = [
      'Tax_Return_2024\u202Efdp.bat',
      '\u200Finvoice\u2066.pdf\u2069',
      '\u202Areport\u202B\u202C\u202D\u200E.pdf',
      'W\u200B-2\u2060\uFEFF\u00AD 2025\u2028.pdf',
    ];
    const response = await upload(world.client.agent, sent.map((name) => [pdf(100), name])).expect(201);
    expect((response.body.documents as ProjectDocument[]).map((document) => document.name)).toEqual([
      'Tax_Return_2024fdp.pdf',
      'invoice.pdf',
      'report.pdf',
      'W-2 2025.pdf',
    ]);
    const downloaded = await download(world.client.agent, response.body.documents[0]).expect(200);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="Tax_Return_2024fdp.pdf"; filename*=UTF-8''Tax_Return_2024fdp.pdf`);

    const invisible = await upload(world.client.agent, [[pdf(100), '\u202E\u200B.']]).expect(400);
    expect(invisible.body).toEqual({ message: 'Every file needs a name' });
  });

  it('cleans a crafted 15 kB name in linear time: ten of them in one upload take well under a second', async () => {
    const crafted = `a${'. '.repeat(7_500)}x.pdf`;
    const started = process.hrtime.bigint();
    const response = await upload(world.client.agent, Array.from({ length: 10 }, () => [pdf(100), crafted] as [Buffer, string])).expect(201);
    // Our trailing-dots pattern took 0.2-0.4 s a name here (quadratic); a linear one takes well under 1 ms.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
    expect((response.body.documents as ProjectDocument[])[0]!.name).toMatch(/^a\. \. .*\.pdf$/);
  });
});

describe('what an upload refuses, leaving nothing behind', () => {
  it('refuses a file whose content is not an allowed type, whatever its name', async () => {
    const before = await stored();
    const refusals: Array<[Buffer, string]> = [
      [Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'invoice.pdf'],
      [Buffer.concat([Buffer.from('MZ'), randomBytes(5000)]), 'setup.exe'],
      [Buffer.from('plain words\u0000with a NUL byte'), 'notes.txt'],
      [Buffer.from([0xff, 0xfe, 0x41, 0x00, 0xc3]), 'latin.csv'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, ...randomBytes(100)]), 'game.jar'],
      [Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(100)]), 'movie.heic'],
    ];
    for (const [content, name] of refusals) {
      const response = await upload(world.client.agent, [[content, name]]).expect(415);
      expect(response.body).toEqual({ message: documentTypeNotAllowedMessage(name) });
    }
    // One refused file refuses the whole upload: the PDF before it is not kept either.
    await upload(world.client.agent, [
      [pdf(300_000), 'fine.pdf'],
      [Buffer.from('<html></html>'), 'page.html'],
    ]).expect(415);
    expect(await stored()).toEqual(before);
  });

  it('accepts office documents by their container and extension, and text that is valid UTF-8', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2000)]);
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(2000)]);
    const heic = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), randomBytes(2000)]);
    const response = await upload(world.firm.owner.agent, [
      [zip, 'Engagement letter.docx'],
      [zip, 'Ledger.xlsx'],
      [zip, 'scans.zip'],
      [cfb, 'Old letter.doc'],
      [Buffer.from('Motion to dismiss – draft ✓'), 'draft.txt'],
      [heic('heic'), 'IMG_0001.HEIC'],
      [heic('heix'), 'IMG_0002.heic'],
    ]).expect(201);
    expect(response.body.documents.map((document: ProjectDocument) => document.contentType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
      'application/msword',
      'text/plain',
      'image/heic',
      'image/heic',
    ]);
  });

  it('refuses a file over 25 MB with a message naming it, keeping no chunk of it', async () => {
    const before = await stored();
    const response = await upload(world.client.agent, [[pdf(DOCUMENT_MAX_BYTES + 1), 'scan.pdf']]).expect(413);
    expect(response.body).toEqual({ message: 'scan.pdf is larger than 25 MB' });
    expect(await stored()).toEqual(before);

    // Exactly at the limit is fine.
    await upload(world.client.agent, [[pdf(DOCUMENT_MAX_BYTES), 'big.pdf']]).expect(201);
  });

  it('refuses more than 10 files, and more than 100 MB in one upload', async () => {
    const before = await stored();
    const eleven = Array.from({ length: DOCUMENT_UPLOAD_MAX_FILES + 1 }, (_, index): [Buffer, string] => [pdf(1000), `page-${index}.pdf`]);
    const tooMany = await upload(world.client.agent, eleven).expect(400);
    expect(tooMany.body).toEqual({ message: DOCUMENT_UPLOAD_TOO_MANY_FILES });

    // Refused from its Content-Length before a byte is stored, and, sent without one, once the files add up.
    const fiveLarge = Array.from({ length: 5 }, (_, index): [Buffer, string] => [pdf(21 * 1024 * 1024), `volume-${index}.pdf`]);
    const tooLarge = await upload(world.client.agent, fiveLarge).expect(413);
    expect(tooLarge.body).toEqual({ message: DOCUMENT_UPLOAD_TOO_LARGE });
    expect(await sendChunked(fiveLarge)).toEqual({ status: 413, body: { message: DOCUMENT_UPLOAD_TOO_LARGE } });
    expect(await stored()).toEqual(before);
  });

  it('refuses an upload with no file, an empty file, or a JSON body', async () => {
    expect((await world.client.agent.post(documentsPath()).unset('Content-Type').field('requestItemId', 'x').expect(400)).body).toEqual({
      message: 'Choose at least one file to upload',
    });
    expect((await upload(world.client.agent, [[Buffer.alloc(0), 'empty.pdf']]).expect(400)).body).toEqual({ message: 'empty.pdf is empty' });
    expect((await world.client.agent.post(documentsPath()).send({ file: 'x' }).expect(415)).body.message).toMatch(/multipart\/form-data/);
  });

  it('removes every chunk of an upload the client stops sending midway', async () => {
    const before = await stored();
    const request = rawUpload({ 'content-length': String(10 * 1024 * 1024) });
    request.write(filePartHeader('torn.pdf'));
    request.write(pdf(3 * 1024 * 1024));
    await waitFor(async () => (await stored()).chunks > before.chunks, 10_000, () => 'no chunk of the upload was stored');

    request.destroy();
    await waitFor(async () => (await stored()).chunks === before.chunks, 10_000, () => 'the chunks of the torn upload were not removed');
    expect(await stored()).toEqual(before);
  });
});

const BOUNDARY = 'test-upload-boundary';

/** A raw upload request of the client: multipart by hand, so a test may send it chunked or stop midway. */
function rawUpload(headers: Record<string, string> = {}): http.ClientRequest {
  const url = new URL(world.api.baseUrl);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    agent: false,
    method: 'POST',
    path: documentsPath(),
    headers: { connection: 'close', cookie: world.client.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  request.on('error', () => undefined);
  return request;
}

const filePartHeader = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;

/** Sends the files with Transfer-Encoding: chunked (no Content-Length), as a streaming client may. */
async function sendChunked(files: Array<[Buffer, string]>): Promise<{ status: number; body: unknown }> {
  const request = rawUpload();
  const answered = new Promise<{ status: number; body: unknown }>((resolve) =>
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    }),
  );
  for (const [content, name] of files) {
    request.write(filePartHeader(name));
    request.write(content);
    request.write('\r\n');
  }
  request.end(`--${BOUNDARY}--\r\n`);
  return answered;
}

describe('who may see and change documents', () => {
  let document: ProjectDocument;
  beforeAll(async () => {
    document = (await upload(world.firm.owner.agent, [[pdf(1000), 'Draft return.pdf']]).expect(201)).body.documents[0];
  });

  it('lets only the firm and the project\'s client list and download', async () => {
    await world.api.agent().get(document.downloadUrl).expect(401);
    for (const stranger of [world.otherFirm.owner, world.otherClient]) {
      expect((await stranger.agent.get(document.downloadUrl).expect(404)).body).toEqual({ message: 'Document not found' });
      expect((await stranger.agent.delete(`/api/documents/${document.id}`).expect(404)).body).toEqual({ message: 'Document not found' });
    }
    await world.otherClient.agent.get(documentsPath()).expect(403);
    await world.otherFirm.owner.agent.get(documentsPath()).expect(404);
    await upload(world.otherClient.agent, [[pdf(1000), 'sneaky.pdf']]).expect(403);
    await upload(world.otherFirm.owner.agent, [[pdf(1000), 'sneaky.pdf']]).expect(404);
    await world.api.agent().get('/api/documents').expect(401);
  });

  it('GET /api/documents: a client sees their own projects\' documents, the firm all of its own', async () => {
    const theirs = (await upload(world.firm.owner.agent, [[pdf(1000), 'Payslips.pdf']], documentsPath(projects.ofOtherClient)).expect(201)).body.documents[0];
    const clientList = (await world.client.agent.get('/api/documents').expect(200)).body as ProjectDocument[];
    expect(clientList.map((each) => each.id)).toContain(document.id);
    expect(clientList.map((each) => each.projectId)).not.toContain(projects.ofOtherClient);
    const otherClientList = (await world.otherClient.agent.get('/api/documents').expect(200)).body as ProjectDocument[];
    expect(otherClientList.map((each) => each.id)).toEqual([theirs.id]);
    const firmList = (await world.teamMember.agent.get('/api/documents').expect(200)).body as ProjectDocument[];
    expect(firmList[0]).toEqual({ ...theirs, projectName: 'Payroll' });
    expect(firmList.map((each) => each.id)).toContain(document.id);
    expect((await world.otherFirm.owner.agent.get('/api/documents').expect(200)).body).toEqual([]);
  });

  it('lets the organization and an assigned team member delete, removing the bytes too', async () => {
    await world.client.agent.delete(`/api/documents/${document.id}`).expect(403);
    const before = await stored();
    expect((await world.teamMember.agent.delete(`/api/documents/${document.id}`).expect(200)).body).toEqual({ ok: true });
    expect(await stored()).toEqual({ files: before.files - 1, chunks: before.chunks - 1, listed: before.listed - 1 });
    await world.firm.owner.agent.get(document.downloadUrl).expect(404);
    await world.firm.owner.agent.delete(`/api/documents/${document.id}`).expect(404);
  });
});

describe('news of an upload', () => {
  it('reaches the other side of the project in the bell, and document_changed every socket of the project', async () => {
    const clientEvents = recordEvents(await openSocket(world.api, world.client));
    const ownerEvents = recordEvents(await openSocket(world.api, world.firm.owner));
    const otherClientSocket = await openSocket(world.api, world.otherClient);
    const otherClientEvents = recordEvents(otherClientSocket);
    const strangerSocket = await openSocket(world.api, world.otherFirm.owner);
    const strangerEvents = recordEvents(strangerSocket);

    await upload(world.client.agent, [[pdf(1000), 'W-2 2025.pdf']]).expect(201);
    const news = 'Carla Client uploaded the file "W-2 2025.pdf" to Tax return 2025';
    for (const staff of [world.firm.owner, world.teamMember]) {
      const [newest] = (await staff.agent.get('/api/notifications').expect(200)).body;
      expect(newest).toMatchObject({ type: 'document_uploaded', content: news, projectId: projects.ofClient });
    }
    expect((await world.client.agent.get('/api/notifications').expect(200)).body.map((each: { content: string }) => each.content)).not.toContain(news);

    await upload(world.teamMember.agent, [
      [pdf(1000), 'Return.pdf'],
      [pdf(1000), 'Summary.pdf'],
    ]).expect(201);
    const [forClient] = (await world.client.agent.get('/api/notifications').expect(200)).body;
    expect(forClient).toMatchObject({ type: 'document_uploaded', content: 'Tess Teammate uploaded 2 files: "Return.pdf", "Summary.pdf" to Tax return 2025' });

    await drain(otherClientSocket, world.otherClient.id);
    await drain(strangerSocket, world.otherFirm.owner.id);
    const changes = (events: Array<{ event: string; payload: unknown }>) => events.filter((each) => each.event === 'document_changed').map((each) => each.payload);
    expect(changes(clientEvents)).toEqual([{ projectId: projects.ofClient }, { projectId: projects.ofClient }]);
    expect(changes(ownerEvents)).toEqual([{ projectId: projects.ofClient }, { projectId: projects.ofClient }]);
    expect(changes(otherClientEvents)).toEqual([]);
    expect(changes(strangerEvents)).toEqual([]);
    expect(ownerEvents.filter((each) => each.event === 'notification').map((each) => (each.payload as { content: string }).content)).toEqual([news]);
  });
});
