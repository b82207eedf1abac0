import { dashboardRangeSchema } from '../dashboard';
import { dateRangeProblems, END_BEFORE_START } from '../dates';

const ranges = [
  {},
  { startDate: '', endDate: '' },
  { startDate: '2030-01-01' },
  { endDate: '2030-01-01' },
  { startDate: '2030-01-01', endDate: '2030-01-01' },
  { startDate: '2030-01-02', endDate: '2030-01-01' },
  { startDate: '0000-01-01', endDate: '2030-01-01' },
  { startDate: '2030-01-01', endDate: '9999-12-31' },
  { startDate: '2030-02-30' },
];

test.each(ranges)('the zod-free range check agrees with the dashboard schema on %j', (range) => {
  const parsed = dashboardRangeSchema.safeParse(range);
  const schemaProblems = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  expect(dateRangeProblems(range)).toEqual(schemaProblems);
});

test('an end before the start is refused with the spec message on the end date', () => {
  expect(dateRangeProblems({ startDate: '2030-01-02', endDate: '2030-01-01' })).toEqual({ endDate: END_BEFORE_START });
});
