import { ACHIEVEMENTS, scoreCompletion } from '../completion';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const completedAt = new Date('2030-06-15T12:00:00Z');

describe('scoreCompletion', () => {
  it('gives 10 and every achievement when all milestones and the project are on time', () => {
    const outcome = scoreCompletion(
      [{ dueDate: day('2030-06-01'), completedAt: day('2030-05-30') }, { dueDate: day('2030-06-15'), completedAt }],
      day('2030-06-15'),
      completedAt,
    );
    expect(outcome.score).toBe(10);
    expect(outcome.achievements).toEqual([ACHIEVEMENTS.completed, ACHIEVEMENTS.onSchedule, ACHIEVEMENTS.milestoneMaster, ACHIEVEMENTS.topPerformer]);
    expect(outcome.pointsEarned).toBe(250);
  });

  it('takes the share of late milestones off the milestone part (60%)', () => {
    const outcome = scoreCompletion(
      [{ dueDate: day('2030-06-01'), completedAt: day('2030-06-10') }, { dueDate: day('2030-06-20'), completedAt }],
      null,
      completedAt,
    );
    expect(outcome.score).toBe(7); // 10 x (0.6 x 1/2 + 0.4 x 1)
    expect(outcome.achievements).toEqual([ACHIEVEMENTS.completed]);
    expect(outcome.pointsEarned).toBe(100);
  });

  it('takes 1/30 of the schedule part (40%) per day past the end date', () => {
    const outcome = scoreCompletion([], day('2030-06-09'), completedAt); // 6 days late
    expect(outcome.score).toBe(9.2); // 10 x (0.6 + 0.4 x 24/30)
    expect(outcome.achievements.map((achievement) => achievement.name)).toEqual(['Project Completed', 'Top Performer']);
  });

  it('counts a milestone completed at completion time against its own due date', () => {
    const outcome = scoreCompletion([{ dueDate: day('2030-05-01'), completedAt: null }], null, completedAt);
    expect(outcome.score).toBe(4);
  });
});
