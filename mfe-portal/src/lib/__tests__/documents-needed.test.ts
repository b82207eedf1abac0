import { aDocumentRequestItem } from '@clientline/shared-ui/testing';
import { documentsNeeded } from '../documents-needed';

// A fixed local "today": Mar 10, 2030, mid-afternoon.
const TODAY = new Date(2030, 2, 10, 15, 30);
const asked = (dueDay: string | null, status: 'requested' | 'changes_requested' | 'received' | 'accepted' = 'requested') =>
  aDocumentRequestItem({ status, dueDate: dueDay && `${dueDay}T00:00:00.000Z` });
/** `null`: before the viewer's today is known. */
const line = (items: ReturnType<typeof asked>[], today: Date | null = TODAY) => {
  const needed = documentsNeeded(items, today ?? undefined);
  return needed && `${needed.count}${needed.nearest}`;
};

describe('the documents a project still needs from its client', () => {
  it('counts what is asked for or asked again, and says when the one due first is due', () => {
    expect(line([asked('2030-03-20'), asked('2030-03-12', 'changes_requested'), asked(null), asked('2030-03-11', 'received'), asked('2030-03-01', 'accepted')])).toBe(
      '3 documents needed, one due in 2 days',
    );
  });

  it.each([
    ['2030-03-10', 'due today'],
    ['2030-03-11', 'due tomorrow'],
    ['2030-03-17', 'due in 7 days'],
    ['2030-03-09', '1 day overdue'],
    ['2030-03-07', '3 days overdue'],
  ])('of one due %s, reads "1 document needed, %s"', (day, when) => {
    expect(line([asked(day)])).toBe(`1 document needed, ${when}`);
  });

  it('of several, names the nearest: "one" of them, overdue too', () => {
    expect(line([asked('2030-03-30'), asked('2030-03-07')])).toBe('2 documents needed, one 3 days overdue');
  });

  it('says how many of them the nearest due date is for when several share it', () => {
    expect(line([asked('2030-03-14'), asked('2030-03-14')])).toBe('2 documents needed, both due in 4 days');
    expect(line([asked('2030-03-14'), asked('2030-03-14'), asked('2030-03-14')])).toBe('3 documents needed, all due in 4 days');
    expect(line([asked('2030-03-14'), asked('2030-03-14'), asked('2030-03-20')])).toBe('3 documents needed, 2 due in 4 days');
    expect(line([asked('2030-03-14'), asked('2030-03-14'), asked(null)])).toBe('3 documents needed, 2 due in 4 days');
  });

  it('says only how many without a due date, or before the viewer’s today is known', () => {
    expect(line([asked(null)])).toBe('1 document needed');
    expect(line([asked(null), asked(null)])).toBe('2 documents needed');
    expect(line([asked('2030-03-12'), asked(null)], null)).toBe('2 documents needed');
  });

  it('is nothing once every item is sent or accepted, or none was asked for', () => {
    expect(documentsNeeded([asked('2030-03-01', 'received'), asked(null, 'accepted')], TODAY)).toBeNull();
    expect(documentsNeeded([], TODAY)).toBeNull();
  });
});
