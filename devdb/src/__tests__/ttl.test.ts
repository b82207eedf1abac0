import { Engine } from '../storage/engine';
import { purgeExpired } from '../storage/ttl';

test('the TTL purge deletes documents whose date is older than expireAfterSeconds, and only those', () => {
  const engine = new Engine();
  const sessions = engine.ensureCollection('app', 'sessions');
  sessions.createIndex({ key: { expires: 1 }, name: 'expires_1', expireAfterSeconds: 60 });
  const now = new Date('2024-05-01T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  sessions.insert({ _id: 'old', expires: minutesAgo(2) });
  sessions.insert({ _id: 'fresh', expires: minutesAgo(0.5) });
  sessions.insert({ _id: 'array-with-old-date', expires: [minutesAgo(0), minutesAgo(5)] });
  sessions.insert({ _id: 'not-a-date', expires: 'yesterday' });
  sessions.insert({ _id: 'no-field' });

  expect(purgeExpired(engine, now)).toBe(2);
  expect(sessions.all().map((doc) => doc._id)).toEqual(['fresh', 'not-a-date', 'no-field']);
});
