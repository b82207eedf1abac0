import type { Collection, Document } from 'mongodb';
import { ObjectId } from 'mongodb';
import { connectDriver, type DriverSession } from './support/target';

let session: DriverSession;
let projects: Collection<Document>;

beforeAll(async () => {
  session = await connectDriver('devdb_test_array_updates');
  projects = session.db.collection('projects');
});

afterAll(() => session.close());

beforeEach(() => projects.deleteMany({}));

const first = new ObjectId();
const second = new ObjectId();
const due = new Date(Date.UTC(2024, 5, 1));
const done = new Date(Date.UTC(2024, 5, 2));

/** A project with two pending milestones, as the api stores it. */
async function insertProject(): Promise<ObjectId> {
  const { insertedId } = await projects.insertOne({
    name: 'Audit',
    milestones: [
      { _id: first, name: 'Collect', status: 'pending', completedAt: null, notes: ['a'], hours: 1 },
      { _id: second, name: 'Review', status: 'pending', completedAt: null, notes: ['a', 'b'], hours: 2 },
    ],
  });
  return insertedId;
}

async function milestones(id: ObjectId): Promise<Document[]> {
  return (await projects.findOne({ _id: id }))!.milestones;
}

describe('the positional $ operator', () => {
  test('sets two fields of the element the filter matched', async () => {
    const id = await insertProject();
    const result = await projects.updateOne(
      { _id: id, 'milestones._id': second },
      { $set: { 'milestones.$.status': 'completed', 'milestones.$.completedAt': done } },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const [collect, review] = await milestones(id);
    expect(review).toMatchObject({ status: 'completed', completedAt: done, name: 'Review' });
    expect(collect).toMatchObject({ status: 'pending', completedAt: null });
  });

  test('replaces the whole element while setting a top-level field', async () => {
    const id = await insertProject();
    const replacement = { _id: second, name: 'Review', status: 'completed', completedAt: done, notes: [], hours: 3 };
    const result = await projects.updateOne(
      { _id: id, 'milestones._id': second },
      { $set: { 'milestones.$': replacement, updatedAt: done } },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const project = await projects.findOne({ _id: id });
    expect(project?.milestones[1]).toEqual(replacement);
    expect(project?.milestones[0].status).toBe('pending');
    expect(project?.updatedAt).toEqual(done);
  });

  test('follows an $elemMatch filter, also inside $and', async () => {
    const id = await insertProject();
    await projects.updateOne(
      { _id: id, milestones: { $elemMatch: { _id: second, status: 'pending' } } },
      { $set: { 'milestones.$.status': 'in_progress' } },
    );
    await projects.updateOne({ $and: [{ _id: id }, { 'milestones.name': 'Collect' }] }, { $set: { 'milestones.$.status': 'in_progress' } });
    expect((await milestones(id)).map((milestone) => milestone.status)).toEqual(['in_progress', 'in_progress']);
  });

  test('$inc, $push and $pull reach into the matched element', async () => {
    const id = await insertProject();
    const changes: Document = {
      $inc: { 'milestones.$.hours': 5 },
      $push: { 'milestones.$.notes': 'c' },
      $set: { 'milestones.$.name': 'Final review' },
    };
    await projects.updateOne({ _id: id, 'milestones._id': second }, changes);
    const pull: Document = { $pull: { 'milestones.$.notes': 'a' } };
    await projects.updateOne({ _id: id, 'milestones._id': first }, pull);
    const [collect, review] = await milestones(id);
    expect(review).toMatchObject({ hours: 7, notes: ['a', 'b', 'c'], name: 'Final review' });
    expect(collect).toMatchObject({ hours: 1, notes: [] });
  });

  test('$unset removes a field of the matched element; unsetting the element itself leaves null', async () => {
    const id = await insertProject();
    await projects.updateOne({ _id: id, 'milestones._id': first }, { $unset: { 'milestones.$.completedAt': '' } });
    expect((await milestones(id))[0]).not.toHaveProperty('completedAt');
    expect((await milestones(id))[1]).toHaveProperty('completedAt', null);
    await projects.updateOne({ _id: id, 'milestones._id': first }, { $unset: { 'milestones.$': '' } });
    expect((await milestones(id))[0]).toBeNull();
  });

  test('a scalar array element is found by value', async () => {
    const { insertedId } = await projects.insertOne({ tags: ['draft', 'tax'] });
    await projects.updateOne({ _id: insertedId, tags: 'tax' }, { $set: { 'tags.$': 'vat' } });
    expect((await projects.findOne({ _id: insertedId }))?.tags).toEqual(['draft', 'vat']);
  });

  test('without a query on the array it is refused, and so is an upsert that must insert', async () => {
    const id = await insertProject();
    await expect(projects.updateOne({ _id: id }, { $set: { 'milestones.$.status': 'x' } })).rejects.toMatchObject({ code: 2 });
    await expect(
      projects.updateOne({ _id: new ObjectId(), 'milestones._id': first }, { $set: { 'milestones.$.status': 'x' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 2 });
    expect(await projects.countDocuments()).toBe(1);
  });
});

describe('arrayFilters and $[]', () => {
  test('$[x] sets two fields of each element it selects', async () => {
    const id = await insertProject();
    const result = await projects.updateOne(
      { _id: id },
      { $set: { 'milestones.$[m].status': 'completed', 'milestones.$[m].completedAt': done } },
      { arrayFilters: [{ 'm._id': first }] },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const [collect, review] = await milestones(id);
    expect(collect).toMatchObject({ status: 'completed', completedAt: done });
    expect(review).toMatchObject({ status: 'pending', completedAt: null });
  });

  test('$[] updates every element; on an empty array it changes nothing', async () => {
    const id = await insertProject();
    await projects.updateOne({ _id: id }, { $inc: { 'milestones.$[].hours': 10 }, $set: { 'milestones.$[].due': due } });
    expect((await milestones(id)).map((milestone) => [milestone.hours, milestone.due])).toEqual([
      [11, due],
      [12, due],
    ]);
    const { insertedId } = await projects.insertOne({ milestones: [] });
    const result = await projects.updateOne({ _id: insertedId }, { $set: { 'milestones.$[].status': 'x' } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  test('$[] on a missing field or on a non-array is refused', async () => {
    const { insertedId } = await projects.insertOne({ title: 'text' });
    await expect(projects.updateOne({ _id: insertedId }, { $set: { 'milestones.$[].status': 'x' } })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining("The path 'milestones' must exist in the document in order to apply array updates"),
    });
    await expect(projects.updateOne({ _id: insertedId }, { $set: { 'title.$[]': 'x' } })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('Cannot apply array updates to non-array element'),
    });
  });

  test('nested arrays: each level has its own filter', async () => {
    const { insertedId } = await projects.insertOne({
      phases: [
        { name: 'plan', tasks: [{ t: 1, done: false }, { t: 2, done: false }] },
        { name: 'build', tasks: [{ t: 1, done: false }, { t: 3, done: false }] },
      ],
    });
    const changes: Document = { $set: { 'phases.$[phase].tasks.$[task].done': true }, $push: { 'phases.$[phase].log': 'closed 1' } };
    await projects.updateOne({ _id: insertedId }, changes, { arrayFilters: [{ 'phase.name': 'build' }, { 'task.t': 1 }] });
    const everyPhase = { $inc: { 'phases.$[].tasks.$[big].t': 100 } };
    await projects.updateOne({ _id: insertedId }, everyPhase, { arrayFilters: [{ 'big.t': { $gte: 2 } }] });
    expect((await projects.findOne({ _id: insertedId }, { projection: { _id: 0 } }))?.phases).toEqual([
      { name: 'plan', tasks: [{ t: 1, done: false }, { t: 102, done: false }] },
      { name: 'build', tasks: [{ t: 1, done: true }, { t: 103, done: false }], log: ['closed 1'] },
    ]);
  });

  test('an identifier without a filter, or a filter never used, is refused', async () => {
    const id = await insertProject();
    await expect(projects.updateOne({ _id: id }, { $set: { 'milestones.$[m].status': 'x' } })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining("No array filter found for identifier 'm' in path 'milestones.$[m].status'"),
    });
    await expect(
      projects.updateOne({ _id: id }, { $set: { 'milestones.$[m].status': 'x' } }, { arrayFilters: [{ 'm.hours': 1 }, { 'n.hours': 2 }] }),
    ).rejects.toMatchObject({ code: 9, message: expect.stringContaining("The array filter for identifier 'n' was not used in the update") });
    await expect(
      projects.updateOne({ _id: id }, { $set: { 'milestones.$[m].status': 'x' } }, { arrayFilters: [{ 'm.hours': 1, 'n.hours': 2 }] }),
    ).rejects.toMatchObject({ code: 9 });
    expect((await milestones(id)).map((milestone) => milestone.status)).toEqual(['pending', 'pending']);
  });
});

test('malformed positional paths and array filters are refused even when no document matches', async () => {
  const nothing = { _id: new ObjectId() };
  const refusals: Array<[Document, Document[] | undefined, number]> = [
    [{ $set: { 'milestones.$.notes.$': 1 } }, undefined, 2],
    [{ $set: { '$.name': 1 } }, undefined, 2],
    [{ $rename: { 'milestones.$.name': 'title' } }, undefined, 2],
    [{ $set: { 'milestones.$[M].name': 1 } }, [{ 'M.hours': 1 }], 2],
    [{ $set: { 'milestones.$[m].name': 1 } }, [{ 'm.hours': 1 }, { m: 2 }], 9],
    [[{ $set: { name: 'x' } }], [{ 'm.hours': 1 }], 9],
  ];
  for (const [update, arrayFilters, code] of refusals) {
    await expect(projects.updateOne(nothing, update, { arrayFilters })).rejects.toMatchObject({ code });
  }
  const notAList = { arrayFilters: { m: 1 } as never };
  await expect(projects.updateOne(nothing, { $set: { 'a.$[m]': 1 } }, notAList)).rejects.toMatchObject({ code: 14 });
});

describe('conflicting paths', () => {
  test('a path and its prefix, or the same path under two operators, are refused before anything changes', async () => {
    const id = await insertProject();
    const elementAndItsField = { $set: { 'milestones.$': {}, 'milestones.$.status': 'x' } };
    await expect(projects.updateOne({ _id: id, 'milestones._id': first }, elementAndItsField)).rejects.toMatchObject({
      code: 40,
      message: expect.stringContaining("Updating the path 'milestones.$.status' would create a conflict at 'milestones.$'"),
    });
    await expect(projects.updateOne({ _id: id }, { $set: { name: 'a' }, $unset: { name: '' } })).rejects.toMatchObject({
      code: 40,
      message: expect.stringContaining("Updating the path 'name' would create a conflict at 'name'"),
    });
    await expect(projects.updateOne({ _id: id }, { $set: { name: 'a' }, $setOnInsert: { name: 'b' } })).rejects.toMatchObject({ code: 40 });
    await expect(
      projects.updateOne(
        { _id: id },
        { $set: { 'milestones.$[m].status': 'x', 'milestones.0.name': 'y' } },
        { arrayFilters: [{ 'm.hours': 1 }] },
      ),
    ).rejects.toMatchObject({ code: 40, message: expect.stringContaining("would create a conflict at 'milestones'") });
    expect((await projects.findOne({ _id: id }))?.name).toBe('Audit');
  });

  test('two array filters that select the same element for the same field are refused', async () => {
    const id = await insertProject();
    await expect(
      projects.updateOne(
        { _id: id },
        { $set: { 'milestones.$[small].status': 'a', 'milestones.$[named].status': 'b' } },
        { arrayFilters: [{ 'small.hours': 1 }, { 'named.name': 'Collect' }] },
      ),
    ).rejects.toMatchObject({ code: 40, message: expect.stringContaining("Update created a conflict at 'milestones.0") });
    await projects.updateOne(
      { _id: id },
      { $set: { 'milestones.$[small].status': 'a', 'milestones.$[named].name': 'b' } },
      { arrayFilters: [{ 'small.hours': 1 }, { 'named.name': 'Collect' }] },
    );
    expect((await milestones(id))[0]).toMatchObject({ status: 'a', name: 'b' });
  });
});

test('a field name through an array is refused; $unset of such a path, or of one through a scalar, does nothing', async () => {
  const id = await insertProject();
  await expect(projects.updateOne({ _id: id }, { $set: { 'milestones.status': 'x' } })).rejects.toMatchObject({ code: 28 });
  await expect(projects.updateOne({ _id: id }, { $inc: { 'milestones.hours': 1 } })).rejects.toMatchObject({ code: 28 });
  const pullThroughArray: Document = { $pull: { 'milestones.notes': 'a' } };
  await expect(projects.updateOne({ _id: id }, pullThroughArray)).rejects.toMatchObject({ code: 28 });
  const result = await projects.updateOne({ _id: id }, { $unset: { 'milestones.status': '', 'name.first': '' } });
  expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  await projects.updateOne({ _id: id }, { $set: { 'milestones.1.status': 'started' } });
  expect((await milestones(id)).map((milestone) => milestone.status)).toEqual(['pending', 'started']);
});

test('setting an index past the end of an array pads it with nulls', async () => {
  const { insertedId } = await projects.insertOne({ slots: ['a'] });
  await projects.updateOne({ _id: insertedId }, { $set: { 'slots.3': 'd' } });
  expect((await projects.findOne({ _id: insertedId }))?.slots).toEqual(['a', null, null, 'd']);
  expect(await projects.countDocuments({ 'slots.1': null, _id: insertedId })).toBe(1);
});
