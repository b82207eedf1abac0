import { DomainEvents } from '../domain-events';

interface TestEvents {
  saved: { id: string };
  removed: { id: string };
}

describe('DomainEvents', () => {
  it('awaits every handler of the event, in the order they were added, before emit resolves', async () => {
    const events = new DomainEvents<TestEvents>();
    const calls: string[] = [];
    events.on('saved', async ({ id }) => {
      await new Promise((resolve) => setImmediate(resolve));
      calls.push(`first ${id}`);
    });
    events.on('saved', ({ id }) => {
      calls.push(`second ${id}`);
    });
    events.on('removed', () => {
      calls.push('removed');
    });

    await events.emit('saved', { id: 'a' });
    expect(calls).toEqual(['first a', 'second a']);
  });

  it('runs a handler added twice once', async () => {
    const events = new DomainEvents<TestEvents>();
    const handler = jest.fn();
    events.on('saved', handler);
    events.on('saved', handler);
    await events.emit('saved', { id: 'a' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("fails the emit with a handler's error", async () => {
    const events = new DomainEvents<TestEvents>();
    events.on('saved', () => {
      throw new Error('could not notify');
    });
    await expect(events.emit('saved', { id: 'a' })).rejects.toThrow('could not notify');
  });
});
