import { nameWithoutYear, YEAR_IN_NAME } from '../templates';

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
