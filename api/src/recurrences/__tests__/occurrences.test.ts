import { occurrence, recurrenceRule, ruleText } from '../occurrences';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const occurrences = (cadence: 'yearly' | 'quarterly' | 'monthly', period: string, startDate: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const next = occurrence(cadence, { period, startDate: day(startDate) }, index);
    return `${next.period} ${next.startDate.toISOString().slice(0, 10)}`;
  });

describe('the occurrences of a recurrence', () => {
  it('go on across the year end, a period and a cadence step at a time', () => {
    expect(occurrences('yearly', '2026', '2027-01-02', 3)).toEqual(['2026 2027-01-02', '2027 2028-01-02', '2028 2029-01-02']);
    expect(occurrences('quarterly', '2026-Q4', '2026-11-15', 3)).toEqual(['2026-Q4 2026-11-15', '2027-Q1 2027-02-15', '2027-Q2 2027-05-15']);
    expect(occurrences('monthly', '2026-11', '2026-12-10', 3)).toEqual(['2026-11 2026-12-10', '2026-12 2027-01-10', '2027-01 2027-02-10']);
  });

  it('fall on the month’s last day when the month has no such day, and on the day again once it has', () => {
    expect(occurrences('monthly', '2027-01', '2027-01-31', 4).map((text) => text.slice(-10))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(occurrences('monthly', '2028-01', '2028-01-30', 3).map((text) => text.slice(-10))).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']);
    expect(occurrences('quarterly', '2026-Q4', '2026-11-30', 2).map((text) => text.slice(-10))).toEqual(['2026-11-30', '2027-02-28']);
    // Feb 29 of a leap year comes back on Feb 28, and on Feb 29 in the next leap year.
    expect(occurrences('yearly', '2028', '2028-02-29', 5).map((text) => text.slice(-10))).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('are written as RFC 5545 rules and said in words', () => {
    expect(recurrenceRule('yearly', day('2027-01-02')).toString()).toBe('DTSTART:20270102T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=2');
    expect(recurrenceRule('quarterly', day('2027-01-31')).toString()).toBe('DTSTART:20270131T000000Z\nRRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=28,29,30,31;BYSETPOS=-1');
    expect(ruleText('yearly', day('2027-01-02'))).toBe('Every year on Jan 2');
    expect(ruleText('quarterly', day('2027-01-15'))).toBe('Every 3 months on the 15th');
    expect(ruleText('monthly', day('2027-01-31'))).toBe('Every month on the last day');
    expect(ruleText('monthly', day('2027-01-30'))).toBe('Every month on the 30th (or the month’s last day)');
    expect(ruleText('monthly', day('2027-01-22'))).toBe('Every month on the 22nd');
  });
});
