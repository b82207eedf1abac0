import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type Types } from 'mongoose';
import { startDevDb, type DevDb } from '@clientline/devdb';
import { withDatabaseName } from '../src/database';
import { tenancyPlugin, UnscopedQueryError } from '../src/tenancy';

interface Widget {
  name: string;
  organizationId: Types.ObjectId;
}
const widgetSchema = new Schema<Widget>({ name: { type: String, required: true } });
widgetSchema.plugin(tenancyPlugin);
const WidgetModel = mongoose.model<Widget>('TenancyTestWidget', widgetSchema);

const firmA = new mongoose.Types.ObjectId();
const firmB = new mongoose.Types.ObjectId();
let devDb: DevDb;

beforeAll(async () => {
  devDb = await startDevDb({ port: 0 });
  await mongoose.connect(withDatabaseName(devDb.uri, `tenancy-${randomUUID()}`));
  await WidgetModel.create([
    { name: 'a1', organizationId: firmA },
    { name: 'a2', organizationId: firmA },
    { name: 'b1', organizationId: firmB },
  ]);
});
afterAll(async () => {
  await mongoose.disconnect();
  await devDb.stop();
});

describe('tenancy plugin', () => {
  it.each([
    ['find', () => WidgetModel.find({ name: 'a1' })],
    ['findOne', () => WidgetModel.findOne({})],
    ['findById', () => WidgetModel.findById(new mongoose.Types.ObjectId())],
    ['countDocuments', () => WidgetModel.countDocuments()],
    ['estimatedDocumentCount', () => WidgetModel.estimatedDocumentCount()],
    ['distinct', () => WidgetModel.distinct('name')],
    ['updateMany', () => WidgetModel.updateMany({}, { name: 'x' })],
    ['findOneAndUpdate', () => WidgetModel.findOneAndUpdate({ name: 'b1' }, { name: 'x' })],
    ['deleteMany', () => WidgetModel.deleteMany({ name: 'b1' })],
    ['deleteOne with organizationId null', () => WidgetModel.deleteOne({ organizationId: null })],
    ['aggregate', () => WidgetModel.aggregate([{ $match: { name: 'a1' } }])],
    ['aggregate scoped only in a later stage', () => WidgetModel.aggregate([{ $sort: { name: 1 } }, { $match: { organizationId: firmA } }])],
  ])('refuses an unscoped %s', async (_name, run) => {
    await expect(run()).rejects.toThrow(UnscopedQueryError);
  });

  it('leaves the data untouched by refused writes', async () => {
    await expect(WidgetModel.deleteMany({})).rejects.toThrow(UnscopedQueryError);
    expect(await WidgetModel.countDocuments({ organizationId: firmB })).toBe(1);
  });

  it('runs scoped queries, and they see only their organization', async () => {
    const names = (await WidgetModel.find({ organizationId: firmA }).sort({ name: 1 }).lean()).map((widget) => widget.name);
    expect(names).toEqual(['a1', 'a2']);
    expect(await WidgetModel.findOne({ organizationId: firmA, name: 'b1' })).toBeNull();
    await WidgetModel.updateMany({ organizationId: firmA }, { $set: { name: 'renamed' } });
    expect(await WidgetModel.countDocuments({ organizationId: firmB, name: 'renamed' })).toBe(0);
    const grouped = await WidgetModel.aggregate([{ $match: { organizationId: firmA } }, { $count: 'total' }]);
    expect(grouped).toEqual([{ total: 2 }]);
  });

  it('lets a document loaded through a scoped query be saved and deleted', async () => {
    const widget = await WidgetModel.findOne({ organizationId: firmB });
    widget!.name = 'b1-updated';
    await widget!.save();
    expect(await WidgetModel.exists({ organizationId: firmB, name: 'b1-updated' })).not.toBeNull();
    await widget!.deleteOne();
    expect(await WidgetModel.countDocuments({ organizationId: firmB })).toBe(0);
  });

  it('refuses to create a firm document without organizationId', async () => {
    await expect(WidgetModel.create({ name: 'orphan' })).rejects.toThrow(/organizationId/);
  });

  it('allows an explicit { unscoped: true } query (identity lookups) without passing the option to the database', async () => {
    expect(await WidgetModel.countDocuments({}).setOptions({ unscoped: true })).toBeGreaterThan(0);
  });
});

describe('query sanitizing', () => {
  it('treats an operator object from a request body as a plain value, not a query operator', async () => {
    const injected = JSON.parse('{"$ne": null}') as unknown as string;
    await expect(WidgetModel.find({ organizationId: firmA, name: injected })).rejects.toThrow(/Cast to string failed/);
  });
});
