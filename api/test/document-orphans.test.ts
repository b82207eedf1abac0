import mongoose, { Types } from 'mongoose';
import type { ProjectDocument } from '@clientline/contracts';
import { sweepOrphanedFiles } from '../src/documents/orphan-sweep';
import { createProject, useTwoFirms } from './fixtures';

const world = useTwoFirms();
const HOUR_MS = 60 * 60 * 1000;

const files = () => mongoose.connection.db!.collection('documents.files');
const chunks = () => mongoose.connection.db!.collection('documents.chunks');

/** What an api process that stopped midway leaves in GridFS: chunks, and the files entry if it got that far. */
async function leftBehind({ withEntry, organizationId }: { withEntry: boolean; organizationId?: Types.ObjectId }): Promise<Types.ObjectId> {
  const id = new Types.ObjectId();
  await chunks().insertMany([0, 1].map((n) => ({ files_id: id, n, data: Buffer.from(`part ${n}`) })));
  if (withEntry) {
    await files().insertOne({ _id: id, length: 12, chunkSize: 261120, uploadDate: new Date(), filename: 'half.pdf', metadata: organizationId ? { organizationId } : {} });
  }
  return id;
}

async function holds(id: Types.ObjectId): Promise<{ entry: boolean; chunks: number }> {
  return { entry: (await files().countDocuments({ _id: id })) === 1, chunks: await chunks().countDocuments({ files_id: id }) };
}

test('removes the uploads a stopped process left once they are an hour old, and keeps every stored document', async () => {
  const projectId = (await createProject(world.firm, world.client, { name: 'Annual accounts' })).id;
  const stored = await world.client.agent
    .post(`/api/projects/${projectId}/documents`)
    .unset('Content-Type')
    .attach('file', Buffer.from('%PDF-1.7\nthe signed engagement letter'), 'letter.pdf')
    .expect(201);
  const [document] = stored.body.documents as ProjectDocument[];
  const organizationId = new Types.ObjectId(world.firm.organizationId);
  const entryLeft = await leftBehind({ withEntry: true, organizationId });
  const chunksLeft = await leftBehind({ withEntry: false });
  const unattributed = await leftBehind({ withEntry: true });

  // Within the hour an upload may still be going on: nothing is touched.
  expect(await sweepOrphanedFiles()).toBe(0);
  expect(await holds(entryLeft)).toEqual({ entry: true, chunks: 2 });

  expect(await sweepOrphanedFiles(Date.now() + 2 * HOUR_MS)).toBe(2);
  expect(await holds(entryLeft)).toEqual({ entry: false, chunks: 0 });
  expect(await holds(chunksLeft)).toEqual({ entry: false, chunks: 0 });
  expect(await holds(unattributed)).toEqual({ entry: true, chunks: 2 }); // names no firm: not ours to judge
  const download = await world.firm.owner.agent.get(document!.downloadUrl).buffer(true).expect(200);
  expect(download.body.toString()).toContain('the signed engagement letter');
});
