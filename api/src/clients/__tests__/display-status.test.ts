import { clientDisplayStatus, type StatusProject } from '../display-status';

const now = new Date('2030-06-15T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const project = (fields: Partial<StatusProject>): StatusProject => ({
  status: 'active',
  startDate: day('2030-01-01'),
  endDate: null,
  ...fields,
});

describe('clientDisplayStatus', () => {
  it('is Sleeping without projects', () => {
    expect(clientDisplayStatus([], now)).toBe('Sleeping');
  });

  it('is Active for an active project that has started and has no end date or has not ended', () => {
    expect(clientDisplayStatus([project({})], now)).toBe('Active');
    expect(clientDisplayStatus([project({ endDate: day('2030-12-31') })], now)).toBe('Active');
    // The end date is a calendar day: the project is still running on that day.
    expect(clientDisplayStatus([project({ endDate: day('2030-06-15') })], now)).toBe('Active');
  });

  it('is not Active once the end date has passed, or when the project is not active', () => {
    expect(clientDisplayStatus([project({ endDate: day('2030-06-14') })], now)).toBe('Sleeping');
    expect(clientDisplayStatus([project({ status: 'completed' })], now)).toBe('Sleeping');
    expect(clientDisplayStatus([project({ status: 'waiting_assignment' })], now)).toBe('Sleeping');
  });

  it('is Pending when a non-archived project starts within 90 days', () => {
    expect(clientDisplayStatus([project({ startDate: day('2030-07-01') })], now)).toBe('Pending');
    expect(clientDisplayStatus([project({ status: 'waiting_assignment', startDate: day('2030-09-01') })], now)).toBe('Pending');
  });

  it('is Sleeping when the next start is more than 90 days away or the project is archived', () => {
    expect(clientDisplayStatus([project({ startDate: day('2030-09-14') })], now)).toBe('Sleeping');
    expect(clientDisplayStatus([project({ status: 'completed', startDate: day('2030-07-01') })], now)).toBe('Sleeping');
    expect(clientDisplayStatus([project({ status: 'other', startDate: day('2030-07-01') })], now)).toBe('Sleeping');
  });

  it('prefers Active over Pending', () => {
    expect(clientDisplayStatus([project({ startDate: day('2030-07-01') }), project({})], now)).toBe('Active');
  });
});
