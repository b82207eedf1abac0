import {
  calendarDay,
  formatDay,
  formatMessageTime,
  formatMoment,
  formatMomentDay,
  formatMomentDayAndTime,
  formatRecentDay,
  isDayAfter,
  isLaterThanToday,
  isSameLocalDay,
  toDateInputValue,
  toLocalDateInput,
} from '../dates';

/** A moment given in the viewer's own time zone, as the api sends it (UTC ISO). */
const localMoment = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('the product’s date formats', () => {
  it('shows a date-only field as its own calendar day, whatever the time zone', () => {
    expect(formatDay('2030-01-05T00:00:00.000Z')).toBe('Jan 5, 2030');
    expect(formatDay('2030-12-31')).toBe('Dec 31, 2030');
  });

  it('reads a date-only field as local midnight of its day', () => {
    expect(calendarDay('2030-01-05T00:00:00.000Z')).toEqual(new Date(2030, 0, 5));
    expect(calendarDay('2030-12-31')).toEqual(new Date(2030, 11, 31));
  });

  it('tells a day still to come in the viewer’s calendar from today and the days before', () => {
    const today = new Date(2030, 0, 5, 23, 30);
    expect(isLaterThanToday('2030-01-06T00:00:00.000Z', today)).toBe(true);
    expect(isLaterThanToday('2030-01-05T00:00:00.000Z', today)).toBe(false);
    expect(isLaterThanToday('2029-12-31', today)).toBe(false);
  });

  it('shows a moment in the viewer’s time zone', () => {
    expect(formatMomentDay(localMoment(2030, 0, 4, 23, 30))).toBe('Jan 4, 2030');
    expect(formatMoment(localMoment(2030, 0, 5, 14, 7))).toBe('Jan 5, 2:07 PM');
    expect(formatMessageTime(localMoment(2030, 0, 5, 9, 5))).toBe('9:05 AM');
    expect(formatMessageTime(localMoment(2030, 0, 5, 0, 5))).toBe('12:05 AM');
    expect(formatMomentDayAndTime(localMoment(2030, 11, 31, 23, 59))).toBe('Dec 31, 2030, 11:59 PM');
  });

  it('leaves out the year of a recent day only when it is this year', () => {
    const today = new Date(2030, 5, 1);
    expect(formatRecentDay(localMoment(2030, 10, 20, 9, 0), today)).toBe('Nov 20');
    expect(formatRecentDay(localMoment(2029, 10, 20, 9, 0), today)).toBe('Nov 20, 2029');
  });

  it('compares moments by the viewer’s day', () => {
    expect(isSameLocalDay(localMoment(2030, 0, 5, 0, 5), localMoment(2030, 0, 5, 23, 55))).toBe(true);
    expect(isSameLocalDay(localMoment(2030, 0, 4, 23, 55), localMoment(2030, 0, 5, 0, 5))).toBe(false);
  });

  it('gives date inputs their YYYY-MM-DD value', () => {
    expect(toDateInputValue('2030-01-05T00:00:00.000Z')).toBe('2030-01-05');
    expect(toDateInputValue(null)).toBe('');
    expect(toLocalDateInput(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
    expect(toLocalDateInput(new Date(2030, 10, 25, 0, 0))).toBe('2030-11-25');
  });

  it("tells a date-only field due after another's day, as a milestone after its project's end", () => {
    expect(isDayAfter('2030-04-16T00:00:00.000Z', '2030-04-15T00:00:00.000Z')).toBe(true);
    expect(isDayAfter('2030-04-15T00:00:00.000Z', '2030-04-15T00:00:00.000Z')).toBe(false);
    expect(isDayAfter('2030-04-14', '2030-04-15T00:00:00.000Z')).toBe(false);
    expect(isDayAfter('2030-04-16T00:00:00.000Z', null)).toBe(false);
    expect(isDayAfter('2030-04-16T00:00:00.000Z', '')).toBe(false);
  });
});
