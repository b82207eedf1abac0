import { ObjectId } from 'bson';
import { keyOf, valuesAtPath } from '../storage/keys';

test('equal values share a key and different types do not', () => {
  const id = new ObjectId();
  expect(keyOf(new ObjectId(id.toHexString()))).toBe(keyOf(id));
  expect(keyOf(new Date(5))).toBe(keyOf(new Date(5)));
  expect(keyOf(1)).not.toBe(keyOf('1'));
  expect(keyOf(null)).toBe(keyOf(undefined));
  expect(keyOf({ a: 1, b: 2 })).not.toBe(keyOf({ b: 2, a: 1 }));
});

test('a dotted path reaches values inside arrays of documents', () => {
  const doc = { lines: [{ sku: 'a' }, { sku: ['b', 'c'] }, { other: 1 }], tags: [] };
  expect(valuesAtPath(doc, 'lines.sku')).toEqual(['a', 'b', 'c']);
  expect(valuesAtPath(doc, 'lines.0.sku')).toEqual(['a']);
  expect(valuesAtPath(doc, 'missing.field')).toEqual([undefined]);
  expect(valuesAtPath(doc, 'tags')).toEqual([undefined]);
});
