/**
 * devdb throughput: inserts, findOne by _id and by a unique indexed field, an indexed range query
 * (20 documents) and an indexed sort with a limit (the newest 10 of one firm), at 1,000 and 100,000
 * documents, against a devdb CLI process (in memory) through the official driver.
 * Run with `npm run bench -w devdb` (or within `npm run bench`). Reports whether each indexed read at
 * 100,000 documents keeps at least half its speed at 1,000; budgets are reported, not asserted.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, type Collection, type Document, type ObjectId } from 'mongodb';
import { reportFigures } from '../../bench/figures';

const SIZES = [1_000, 100_000];
const LOOKUPS = 5_000;
const RANGE_QUERIES = 2_000;
const RANGE_WIDTH = 20;
const FIRMS = 50;
const SINGLE_INSERTS = 2_000;
const INSERT_BATCH = 1_000;

function startServer(): Promise<{ uri: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'bin', 'devdb.js'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const uri = /mongodb:\/\/\S+/.exec(chunk.toString())?.[0];
      if (uri) resolve({ uri, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`devdb exited with ${code}`)));
  });
}

async function opsPerSecond(count: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await run(i);
  return Math.round(count / ((performance.now() - started) / 1000));
}

function document(i: number): Document {
  return { email: `user${i}@firm.test`, name: `User ${i}`, firm: `firm${i % FIRMS}`, createdAt: new Date(1_700_000_000_000 + i) };
}

async function measure(collection: Collection<Document>, size: number) {
  await collection.createIndex({ email: 1 }, { unique: true });
  await collection.createIndex({ createdAt: 1 });
  await collection.createIndex({ firm: 1, createdAt: -1 });
  const bulkStarted = performance.now();
  for (let start = 0; start < size; start += INSERT_BATCH) {
    await collection.insertMany(Array.from({ length: Math.min(INSERT_BATCH, size - start) }, (_, i) => document(start + i)));
  }
  const insertManyDocs = Math.round(size / ((performance.now() - bulkStarted) / 1000));
  const insertOne = await opsPerSecond(SINGLE_INSERTS, (i) => collection.insertOne(document(size + i)));

  const ids = (await collection.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id as ObjectId);
  const pick = (i: number) => (i * 7919) % size;
  await opsPerSecond(1_000, (i) => collection.findOne({ _id: ids[pick(i)] })); // warm-up, not reported
  await opsPerSecond(1_000, (i) => collection.findOne({ email: `user${pick(i)}@firm.test` }));
  const byId = await opsPerSecond(LOOKUPS, (i) => collection.findOne({ _id: ids[pick(i)] }));
  const byEmail = await opsPerSecond(LOOKUPS, (i) => collection.findOne({ email: `user${pick(i)}@firm.test` }));
  const range = await opsPerSecond(RANGE_QUERIES, async (i) => {
    const from = new Date(1_700_000_000_000 + (pick(i) % (size - RANGE_WIDTH)));
    const found = await collection.find({ createdAt: { $gte: from, $lt: new Date(from.getTime() + RANGE_WIDTH) } }).toArray();
    if (found.length !== RANGE_WIDTH) throw new Error(`range query found ${found.length} documents`);
  });
  const newest = await opsPerSecond(RANGE_QUERIES, (i) => collection.find({ firm: `firm${i % FIRMS}` }).sort({ createdAt: -1 }).limit(10).toArray());
  return { size, insertManyDocs, insertOne, byId, byEmail, range, newest };
}

async function main(): Promise<void> {
  const server = await startServer();
  const client = await new MongoClient(server.uri).connect();
  try {
    const results = [];
    for (const size of SIZES) results.push(await measure(client.db(`bench_${size}`).collection('users'), size));
    const columns = ['insertMany docs/s', 'insertOne ops/s', 'findOne _id ops/s', 'findOne email ops/s', `range (${RANGE_WIDTH}) ops/s`, 'newest 10 ops/s'];
    console.log(['documents', ...columns].join(' | '));
    for (const r of results) {
      const figures = [r.insertManyDocs, r.insertOne, r.byId, r.byEmail, r.range, r.newest];
      console.log([String(r.size).padStart(9), ...figures.map((figure, i) => String(figure).padStart(columns[i].length))].join(' | '));
    }
    const [small, large] = results;
    reportFigures(
      (['byEmail', 'range', 'newest'] as const).map((key) => {
        const name = { byEmail: 'findOne by a unique indexed field', range: `indexed range query (${RANGE_WIDTH} documents)`, newest: 'indexed sort with limit (newest 10)' }[key];
        return {
          name: `devdb ${name} at ${SIZES[1]}`,
          value: large[key],
          unit: 'ops/s',
          baseline: { name: `at ${SIZES[0]}`, value: small[key] },
          goal: '>= 0.5x (within 2x the time)',
          met: large[key] >= 0.5 * small[key],
        };
      }),
    );
  } finally {
    await client.close();
    server.stop();
  }
}

void main();
