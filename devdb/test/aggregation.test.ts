import mongoose, { Schema, Types } from 'mongoose';
import { connectMongoose, type MongooseSession } from './support/target';

interface Firm {
  name: string;
}
interface Project {
  title: string;
  firm: Types.ObjectId;
  status: string;
  hours: number;
  tags: string[];
}

let session: MongooseSession;
let Firms: mongoose.Model<Firm>;
let Projects: mongoose.Model<Project>;
let acme: Types.ObjectId;
let beta: Types.ObjectId;

beforeAll(async () => {
  session = await connectMongoose('devdb_test_aggregation');
  Firms = session.connection.model<Firm>('Firm', new Schema<Firm>({ name: String }));
  Projects = session.connection.model<Project>(
    'Project',
    new Schema<Project>({ title: String, firm: { type: Schema.Types.ObjectId, ref: 'Firm' }, status: String, hours: Number, tags: [String] }),
  );
  [acme, beta] = (await Firms.create([{ name: 'Acme' }, { name: 'Beta' }])).map((firm) => firm._id);
  await Projects.create([
    { title: 'Audit', firm: acme, status: 'active', hours: 10, tags: ['audit', 'q1'] },
    { title: 'Tax', firm: acme, status: 'done', hours: 5, tags: ['tax'] },
    { title: 'Merger', firm: beta, status: 'active', hours: 20, tags: ['legal', 'q1'] },
  ]);
});

afterAll(() => session.close());

test('populate resolves references', async () => {
  const projects = await Projects.find().sort({ title: 1 }).populate<{ firm: Firm }>('firm').lean();
  expect(projects.map((project) => [project.title, project.firm.name])).toEqual([
    ['Audit', 'Acme'],
    ['Merger', 'Beta'],
    ['Tax', 'Acme'],
  ]);
});

test('$match, $group and $sort total the hours per firm', async () => {
  const totals = await Projects.aggregate([
    { $match: { status: { $in: ['active', 'done'] } } },
    { $group: { _id: '$firm', hours: { $sum: '$hours' }, count: { $sum: 1 } } },
    { $sort: { hours: -1 } },
  ]);
  expect(totals).toEqual([
    { _id: beta, hours: 20, count: 1 },
    { _id: acme, hours: 15, count: 2 },
  ]);
});

test('$lookup joins another collection by ObjectId, then $unwind and $project', async () => {
  const rows = await Projects.aggregate([
    { $match: { status: 'active' } },
    { $lookup: { from: 'firms', localField: 'firm', foreignField: '_id', as: 'firmDoc' } },
    { $unwind: '$firmDoc' },
    { $project: { _id: 0, title: 1, firmName: '$firmDoc.name' } },
    { $sort: { title: 1 } },
  ]);
  expect(rows).toEqual([
    { title: 'Audit', firmName: 'Acme' },
    { title: 'Merger', firmName: 'Beta' },
  ]);
});

test('$facet runs sub-pipelines, with $count, $skip and $limit', async () => {
  const [result] = await Projects.aggregate([
    { $sort: { hours: 1 } },
    { $facet: { total: [{ $count: 'n' }], page: [{ $skip: 1 }, { $limit: 1 }, { $project: { _id: 0, title: 1 } }] } },
  ]);
  expect(result).toEqual({ total: [{ n: 3 }], page: [{ title: 'Audit' }] });
});

test('$addFields, $set and $sortByCount', async () => {
  const withDays = await Projects.aggregate([
    { $addFields: { days: { $divide: ['$hours', 5] } } },
    { $set: { big: { $gte: ['$days', 2] } } },
    { $match: { big: true } },
    { $project: { _id: 0, title: 1, days: 1 } },
    { $sort: { title: 1 } },
  ]);
  expect(withDays).toEqual([
    { title: 'Audit', days: 2 },
    { title: 'Merger', days: 4 },
  ]);
  const byTag = await Projects.aggregate([{ $unwind: '$tags' }, { $sortByCount: '$tags' }, { $limit: 1 }]);
  expect(byTag).toEqual([{ _id: 'q1', count: 2 }]);
});

test('an aggregation leaves the stored documents unchanged', async () => {
  await Projects.aggregate([{ $set: { title: 'changed' } }, { $unset: 'hours' }]);
  expect((await Projects.find().sort({ title: 1 }).lean()).map((project) => project.title)).toEqual(['Audit', 'Merger', 'Tax']);
});

test('$count after $match counts the matches, and gives no document when nothing matched (as mongod)', async () => {
  expect(await Projects.aggregate([{ $match: { firm: acme } }, { $count: 'n' }])).toEqual([{ n: 2 }]);
  expect(await Projects.aggregate([{ $match: { status: 'archived' } }, { $count: 'n' }])).toEqual([]);
});

test('a pipeline that groups whole documents leaves the stored documents as they were', async () => {
  const [grouped] = await Projects.aggregate([{ $match: { title: 'Audit' } }, { $group: { _id: '$firm', all: { $push: '$$ROOT' } } }]);
  expect(grouped.all.map((project: Project) => project.title)).toEqual(['Audit']);
  expect(await Projects.findOne({ title: 'Audit' }, { _id: 0, title: 1, tags: 1 }).lean()).toEqual({ title: 'Audit', tags: ['audit', 'q1'] });
});

test('$group by nothing or a field: pushes what is there, sums, counts, takes the largest and smallest past nulls', async () => {
  const entries = session.connection.db!.collection('group_entries');
  const firm = new Types.ObjectId();
  const other = new Types.ObjectId();
  await entries.insertMany([
    { firm, at: new Date(Date.UTC(2026, 0, 3)), hours: 2, origin: { period: '2025' }, note: 'a' },
    { firm: new Types.ObjectId(firm.toHexString()), at: null, hours: 'n/a', origin: { period: '2026' } },
    { firm: other, at: new Date(Date.UTC(2026, 0, 1)), hours: 5, origin: { period: '2025' }, note: null },
  ]);
  const [all] = await entries.aggregate([{ $sort: { hours: 1 } }, { $group: { _id: null, notes: { $push: '$note' }, hours: { $sum: '$hours' }, count: { $sum: 1 } } }]).toArray();
  expect(all).toEqual({ _id: null, notes: ['a', null], hours: 7, count: 3 });

  const byFirm = await entries.aggregate([{ $group: { _id: '$firm', latest: { $max: '$at' }, earliest: { $min: '$at' }, entries: { $sum: 1 } } }, { $sort: { entries: -1 } }]).toArray();
  expect(byFirm).toEqual([
    { _id: firm, latest: new Date(Date.UTC(2026, 0, 3)), earliest: new Date(Date.UTC(2026, 0, 3)), entries: 2 },
    { _id: other, latest: new Date(Date.UTC(2026, 0, 1)), earliest: new Date(Date.UTC(2026, 0, 1)), entries: 1 },
  ]);
  const byPeriod = await entries.aggregate([{ $group: { _id: '$origin.period', count: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
  expect(byPeriod).toEqual([
    { _id: '2025', count: 2 },
    { _id: '2026', count: 1 },
  ]);
  expect(await entries.aggregate([{ $match: { hours: 99 } }, { $group: { _id: null, count: { $sum: 1 } } }]).toArray()).toEqual([]);
});
