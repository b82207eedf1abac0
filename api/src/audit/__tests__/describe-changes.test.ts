import { describeChanges } from '../record';

describe('the detail of a change', () => {
  it('gives each changed field from what to what, days as YYYY-MM-DD, switches as on/off, nothing as none', () => {
    expect(
      describeChanges([
        ['Name', 'A', 'B'],
        ['Due date', new Date('2026-03-01T00:00:00Z'), new Date('2026-04-15T00:00:00Z')],
        ['Start date', new Date('2026-01-05T00:00:00Z'), new Date('2026-01-05T00:00:00Z')],
        ['Reminders', true, false],
        ['Note', null, 'Page 2 is missing'],
        ['Description', null, ''],
      ]),
    ).toBe('Name: A → B; Due date: 2026-03-01 → 2026-04-15; Reminders: on → off; Note: none → Page 2 is missing');
    expect(describeChanges([['Name', 'A', 'A']])).toBeNull();
  });

  it('shares the 500 characters among the changed fields, so every one shows', () => {
    const long = (mark: string) => `${mark}${'x'.repeat(400)}`;
    const detail = describeChanges(['Name', 'Description', 'Note', 'Assignee'].map((label) => [label, long('before '), long('after ')]))!;
    expect(detail.length).toBeLessThanOrEqual(500);
    expect(detail).toMatch(/^Name: before x+… → after x+…; Description: before x+… → after x+…; Note: .+; Assignee: before x+… → after x+…$/);
  });
});
