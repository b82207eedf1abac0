import { formatDay, formatMessageTime, formatMoment, formatMomentDay, isSameLocalDay, toDateInputValue, toLocalDateInput } from '../dates';

/** A moment given in the viewer's own time zone, as the api sends it (UTC ISO). */
const localMoment = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('the product’s date formats', () => {
  it('shows a date-only field as its own calendar day, whatever the time zone', () => {
    expect(formatDay('2030-01-05T00:00:00.000Z')).toBe('Jan 5, 2030');
    expect(formatDay('2030-12-31')).toBe('Dec 31, 2030');
  });

  it('shows a moment in the viewer’s time zone', () => {
    expect(formatMomentDay(localMoment(2030, 0, 4, 23, 30))).toBe('Jan 4, 2030');
    expect(formatMoment(localMoment(2030, 0, 5, 14, 7))).toBe('Jan 5, 2:07 PM');
    expect(formatMessageTime(localMoment(2030, 0, 5, 9, 5))).toBe('9:05 AM');
  });

  it('compares moments by the viewer’s day', () => {
    expect(isSameLocalDay(localMoment(2030, 0, 5, 0, 5), localMoment(2030, 0, 5, 23, 55))).toBe(true);
    expect(isSameLocalDay(localMoment(2030, 0, 4, 23, 55), localMoment(2030, 0, 5, 0, 5))).toBe(false);
  });

  it('gives date inputs their YYYY-MM-DD value', () => {
    expect(toDateInputValue('2030-01-05T00:00:00.000Z')).toBe('2030-01-05');
    expect(toDateInputValue(null)).toBe('');
    expect(toLocalDateInput(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
