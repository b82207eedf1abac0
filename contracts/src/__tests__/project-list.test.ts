import { projectListQuerySchema } from '../project-list';

const errorOf = (query: Record<string, unknown>) => {
  const result = projectListQuerySchema.safeParse(query);
  return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('projectListQuerySchema', () => {
  it('reads each parameter from the query string, every one optional', () => {
    expect(projectListQuerySchema.parse({})).toEqual({});
    expect(
      projectListQuerySchema.parse({ limit: '25', cursor: 'MTIz_abc-9', search: '  Okafor ', status: 'completed', clientId: '64b000000000000000000001' }),
    ).toEqual({ limit: 25, cursor: 'MTIz_abc-9', search: 'Okafor', status: 'completed', clientId: '64b000000000000000000001' });
  });

  it.each(['0', '101', '-1', '2.5', '1e2', '', 'ten', ['5', '6']])('refuses limit %j with the allowed range', (limit) => {
    expect(errorOf({ limit })).toEqual(['limit: limit must be a whole number from 1 to 100']);
  });

  it('takes a limit from 1 to 100', () => {
    expect(projectListQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(projectListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
  });

  it.each(['', 'a/b', 'x'.repeat(101), ['a', 'b']])('refuses cursor %j and says where a cursor comes from', (cursor) => {
    expect(errorOf({ cursor })).toEqual(['cursor: cursor must be the nextCursor of a previous page: start again from the first page']);
  });

  it('refuses an unknown status, a repeated or too long search and a clientId that is not an id', () => {
    expect(errorOf({ status: 'done' })).toEqual(['status: status must be one of active, completed, waiting_assignment, other']);
    expect(errorOf({ search: ['a', 'b'] })).toEqual(['search: search must be one text of at most 100 characters']);
    expect(errorOf({ search: 'x'.repeat(101) })).toEqual(['search: search must be one text of at most 100 characters']);
    expect(errorOf({ clientId: '{"$ne":null}' })).toEqual(['clientId: clientId must be the id of one client']);
  });
});
