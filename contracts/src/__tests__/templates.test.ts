import { deadlineFor, deadlineText, nameWithoutYear, YEAR_IN_NAME } from '../templates';

describe("a template's name from its project's", () => {
  it.each([
    ['2025 Individual Tax Return', 'Individual Tax Return'],
    ['Tax return 2030', 'Tax return'],
    ['Individual  2025  Tax Return', 'Individual Tax Return'],
    ['Payroll (2025) - Q1', 'Payroll - Q1'],
    ['Tax return – 2025', 'Tax return'],
    ['2025: Year-end close', 'Year-end close'],
  ])('drops the year of %p: %p', (projectName, templateName) => {
    expect(nameWithoutYear(projectName)).toBe(templateName);
  });

  it('keeps a name without a four-digit year, and one that is only a year', () => {
    expect(nameWithoutYear(' Monthly bookkeeping ')).toBe('Monthly bookkeeping');
    expect(nameWithoutYear('Suite 12345 lease')).toBe('Suite 12345 lease');
    expect(nameWithoutYear('2025')).toBe('2025');
  });

  it('finds the same year the api makes {year}', () => {
    expect('2025 Individual Tax Return'.replace(YEAR_IN_NAME, '{year}')).toBe('{year} Individual Tax Return');
  });
});

describe("a template's named deadline", () => {
  const onDay = (monthAfterPeriod: number, day: number, period: string) => deadlineFor({ monthAfterPeriod, day }, period).toISOString().slice(0, 10);

  it('falls the given month after a year, a quarter or a month ends, across the year end', () => {
    expect(onDay(4, 15, '2025')).toBe('2026-04-15');
    expect(onDay(1, 15, '2025-Q4')).toBe('2026-01-15');
    expect(onDay(1, 20, '2025-12')).toBe('2026-01-20');
    expect(onDay(13, 1, '2025-03')).toBe('2026-04-01');
  });

  it("is the month's last day when the month is shorter", () => {
    expect(onDay(4, 31, '2025')).toBe('2026-04-30');
    expect(onDay(1, 31, '2027-01')).toBe('2027-02-28');
    expect(onDay(1, 30, '2028-01')).toBe('2028-02-29');
  });

  it('is said as the firm set it', () => {
    expect(deadlineText({ name: 'Filing deadline', monthAfterPeriod: 4, day: 15 })).toBe('Filing deadline: day 15 of the 4th month after the period');
    expect(deadlineText({ name: 'Books due', monthAfterPeriod: 1, day: 20 })).toBe('Books due: day 20 of the 1st month after the period');
    expect(deadlineText({ name: 'Late filing', monthAfterPeriod: 12, day: 1 })).toBe('Late filing: day 1 of the 12th month after the period');
  });
});
