import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDocuments } from '../query/read';
import { Engine } from '../storage/engine';
import { Journal } from '../storage/journal';
import { purgeExpired } from '../storage/ttl';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devdb-index-replay-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function openEngine(): Promise<{ engine: Engine; journal: Journal; flush: () => Promise<void> }> {
  const engine = new Engine();
  const journal = new Journal(dir, engine);
  const records: Buffer[] = [];
  engine.onChange = (change) => records.push(journal.encode(change));
  return { engine, journal, flush: () => journal.commit(records.splice(0)) };
}

test('indexes rebuilt from the log answer ranges and sorts as before the restart', async () => {
  const first = await openEngine();
  const tasks = first.engine.ensureCollection('app', 'tasks');
  tasks.createIndex({ key: { due: 1 }, name: 'due_1' });
  tasks.createIndex({ key: { expires: 1 }, name: 'expires_1', expireAfterSeconds: 60 });
  for (let i = 0; i < 50; i++) tasks.insert({ _id: i, due: i, expires: new Date(Date.UTC(2024, 0, 1, 0, i)) });
  tasks.replace(tasks.getById(10)!, { _id: 10, due: 100, expires: new Date(Date.UTC(2030, 0, 1)) });
  tasks.remove(tasks.getById(11)!);
  expect(purgeExpired(first.engine, new Date(Date.UTC(2024, 0, 1, 0, 5)))).toBe(5); // expires at minutes 0..4 are older than a minute
  await first.flush();
  await first.journal.close();

  const second = await openEngine();
  const replayed = second.engine.getCollection('app', 'tasks')!;
  const range = readDocuments(replayed, { due: { $gte: 5, $lt: 13 } });
  expect(range.docs.map((doc) => doc._id)).toEqual([5, 6, 7, 8, 9, 12]);
  expect(range).toMatchObject({ indexName: 'due_1', examined: 6 });
  const latest = readDocuments(replayed, {}, { sort: { due: -1 }, limit: 2 });
  expect(latest.docs.map((doc) => doc._id)).toEqual([10, 49]);
  expect(latest.examined).toBe(2);
  await second.journal.close();
});
