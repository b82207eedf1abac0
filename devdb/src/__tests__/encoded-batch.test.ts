import { BSON, Long, ObjectId } from 'bson';
import { EncodedBatch, encodeReply } from '../encoded-batch';
import { storedDocumentEncoder } from '../query/stored-encoding';

const docs = Array.from({ length: 1100 }, (_, i) => ({ _id: new ObjectId(), i, name: `n${i}`, at: new Date(i), tags: ['a', i] }));

test('a reply with an encoded batch is the same BSON as the reply with the documents in it', () => {
  const batch = new EncodedBatch(docs.map((doc) => Buffer.from(BSON.serialize(doc))));
  const reply = { cursor: { firstBatch: batch, id: Long.fromNumber(42), ns: 'db.c' }, ok: 1 };
  const plain = { cursor: { firstBatch: docs, id: Long.fromNumber(42), ns: 'db.c' }, ok: 1 };
  expect(encodeReply(reply).equals(Buffer.from(BSON.serialize(plain)))).toBe(true);
  expect(encodeReply({ n: 1, ok: 1 }).equals(Buffer.from(BSON.serialize({ n: 1, ok: 1 })))).toBe(true);
});

test('a stored document is encoded once per projection; a new version of it is encoded again', () => {
  const encode = storedDocumentEncoder({ tags: 0 }, {});
  const [first, second] = docs;
  expect(BSON.deserialize(encode(first))).toEqual({ _id: first._id, i: 0, name: 'n0', at: first.at });
  expect(encode(first)).toBe(encode(first));
  expect(storedDocumentEncoder({ tags: 0 }, {})(first)).toBe(encode(first));
  expect(BSON.deserialize(storedDocumentEncoder(undefined, {})(first))).toEqual(first);
  const updated = { ...second, name: 'renamed' };
  expect(BSON.deserialize(encode(updated)).name).toBe('renamed');
  expect(BSON.deserialize(encode(second)).name).toBe('n1');
});
