import { localDate, nextLocalHour, startOfLocalDay } from '../local-time';

const next8 = (after: string, timeZone: string) => nextLocalHour(new Date(after), timeZone, 8).toISOString();

describe('the next 08:00 where the person is', () => {
  it('is today when it is still before eight there, tomorrow once it has passed', () => {
    expect(next8('2026-11-27T12:59:59Z', 'America/New_York')).toBe('2026-11-27T13:00:00.000Z');
    expect(next8('2026-11-27T13:00:00Z', 'America/New_York')).toBe('2026-11-28T13:00:00.000Z');
    expect(next8('2026-11-27T20:00:00Z', 'Asia/Tokyo')).toBe('2026-11-27T23:00:00.000Z');
    expect(next8('2026-11-27T07:59:00Z', 'UTC')).toBe('2026-11-27T08:00:00.000Z');
  });

  it('follows the clocks across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026 (EST, UTC-5, to EDT, UTC-4) and falls back on 1 November.
    expect(next8('2026-03-07T14:00:00Z', 'America/New_York')).toBe('2026-03-08T12:00:00.000Z');
    expect(next8('2026-10-31T13:00:00Z', 'America/New_York')).toBe('2026-11-01T13:00:00.000Z');
    // London: BST (UTC+1) from 29 March 2026.
    expect(next8('2026-03-28T09:00:00Z', 'Europe/London')).toBe('2026-03-29T07:00:00.000Z');
  });

  it('works in zones half an hour off UTC', () => {
    expect(next8('2026-11-27T00:00:00Z', 'Asia/Kolkata')).toBe('2026-11-27T02:30:00.000Z');
  });
});

describe('when a day begins where the firm is', () => {
  const dayStart = (date: string, timeZone: string) => startOfLocalDay(new Date(date), timeZone).toISOString();

  it('is that midnight, east or west of Greenwich', () => {
    expect(dayStart('2027-01-02', 'UTC')).toBe('2027-01-02T00:00:00.000Z');
    expect(dayStart('2027-01-02', 'America/Los_Angeles')).toBe('2027-01-02T08:00:00.000Z');
    // Auckland is on its summer time (UTC+13) in January: its Jan 2 begins on Jan 1 in UTC.
    expect(dayStart('2027-01-02', 'Pacific/Auckland')).toBe('2027-01-01T11:00:00.000Z');
  });

  it('follows the clocks on the day they change', () => {
    expect(dayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('the date where the firm is', () => {
  it('is the day its clock shows', () => {
    const at = new Date('2027-01-01T11:30:00Z');
    expect(localDate(at, 'Pacific/Auckland').toISOString()).toBe('2027-01-02T00:00:00.000Z');
    expect(localDate(at, 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(localDate(new Date('2027-01-01T05:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
});
