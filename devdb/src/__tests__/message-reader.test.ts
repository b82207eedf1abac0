import { MessageReader } from '../wire/message-reader';

function message(length: number, fill: number): Buffer {
  const bytes = Buffer.alloc(length, fill);
  bytes.writeInt32LE(length, 0);
  return bytes;
}

test('reassembles a message split across chunks, even inside the length field', () => {
  const reader = new MessageReader();
  const whole = message(40, 7);
  reader.push(whole.subarray(0, 2));
  expect(reader.next()).toBeUndefined();
  reader.push(whole.subarray(2, 30));
  expect(reader.next()).toBeUndefined();
  reader.push(whole.subarray(30));
  expect(reader.next()).toEqual(whole);
  expect(reader.next()).toBeUndefined();
});

test('separates several messages arriving in one chunk', () => {
  const reader = new MessageReader();
  const first = message(30, 1);
  const second = message(25, 2);
  reader.push(Buffer.concat([first, second, second.subarray(0, 5)]));
  expect(reader.next()).toEqual(first);
  expect(reader.next()).toEqual(second);
  expect(reader.next()).toBeUndefined();
});

test('flags a length no message can have', () => {
  const reader = new MessageReader();
  reader.push(message(8, 0));
  expect(reader.next()).toBe('invalid');
});
