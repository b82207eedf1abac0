import { milestoneDeadline, nextMilestone } from '../deadline';
import { formatScore } from '../score';

// A fixed local "today": Mar 10, 2030, mid-afternoon.
const TODAY = new Date(2030, 2, 10, 15, 30);
const due = (day: string, status: 'pending' | 'in_progress' | 'completed' = 'pending') => ({ dueDate: `${day}T00:00:00.000Z`, status });

describe('the milestone deadline badge', () => {
  it.each([
    ['2030-03-07', '3 days overdue', 'destructive'],
    ['2030-03-09', '1 day overdue', 'destructive'],
    ['2030-03-10', 'Due today', 'destructive'],
    ['2030-03-11', '1 day remaining', 'warning'],
    ['2030-03-16', '6 days remaining', 'warning'],
    ['2030-03-17', '7 days remaining', 'success'],
    ['2030-06-10', '92 days remaining', 'success'],
  ])('due %s reads %s (%s)', (day, label, tone) => {
    expect(milestoneDeadline(due(day), TODAY)).toEqual({ label, tone });
  });

  it('is gone once the milestone is completed, even if it was late', () => {
    expect(milestoneDeadline(due('2030-03-01', 'completed'), TODAY)).toBeNull();
  });

  it('counts from the calendar day stored, not from midnight UTC in the viewer\'s zone', () => {
    expect(milestoneDeadline(due('2030-03-10'), new Date(2030, 2, 10, 0, 1))?.label).toBe('Due today');
    expect(milestoneDeadline(due('2030-03-10'), new Date(2030, 2, 10, 23, 59))?.label).toBe('Due today');
  });
});

describe('nextMilestone', () => {
  it('is the open milestone due first', () => {
    const milestones = [due('2030-03-01', 'completed'), due('2030-05-01'), due('2030-04-01', 'in_progress')];
    expect(nextMilestone(milestones)).toBe(milestones[2]);
    expect(nextMilestone([due('2030-03-01', 'completed')])).toBeNull();
  });
});

describe('formatScore', () => {
  it('shows the score out of 10 to one decimal', () => {
    expect(formatScore(8.46)).toBe('8.5/10');
    expect(formatScore(10)).toBe('10.0/10');
  });
});
