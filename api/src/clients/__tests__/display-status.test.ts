import { Query } from 'mingo';
import { PROJECT_STATUSES } from '@clientline/contracts';
import { clientDisplayStatus, isRunning, runningProjectsFilter, startingSoonProjectsFilter, startsSoon, type StatusProject } from '../display-status';

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

describe('the status rules as filters on the projects collection', () => {
  const days = [-400, -91, -90, -2, -1, 0, 1, 2, 89, 90, 91, 400].map((offset) => new Date(now.getTime() + offset * 24 * 60 * 60 * 1000));
  const edges = [new Date(now.getTime() - 24 * 60 * 60 * 1000), now, new Date(now.getTime() + 1)];
  const dates = [...days, ...edges, day('2030-06-14'), day('2030-06-15'), day('2030-06-16')];
  const projects = PROJECT_STATUSES.flatMap((status) => dates.flatMap((startDate) => [null, ...dates].map((endDate) => project({ status, startDate, endDate }))));

  it.each([
    ['runningProjectsFilter', runningProjectsFilter, isRunning],
    ['startingSoonProjectsFilter', startingSoonProjectsFilter, startsSoon],
  ] as const)('%s matches exactly the projects its rule is true of', (_name, filterOf, rule) => {
    const query = new Query(filterOf(now));
    const disagreeing = projects.filter((candidate) => query.test(candidate) !== rule(candidate, now));
    expect(disagreeing).toEqual([]);
    expect(projects.filter((candidate) => rule(candidate, now)).length).toBeGreaterThan(10);
  });
});
