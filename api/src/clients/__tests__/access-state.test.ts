import { Query } from 'mingo';
import { CLIENT_ACCESS_STATES } from '@clientline/contracts';
import { accessStateFilter, accountAccess, clientAccess, NO_PASSWORD_CHOSEN, statesBefore } from '../access-state';

const now = new Date('2030-06-15T12:00:00Z');
const hours = (offset: number) => new Date(now.getTime() + offset * 60 * 60 * 1000);

describe('the invitation states as filters on the users collection', () => {
  const people = [true, false, undefined].flatMap((requiresPasswordChange) =>
    [null, undefined, hours(-24), now, hours(1), hours(24 * 7)].map((accessTokenExpiresAt) => ({ requiresPasswordChange, accessTokenExpiresAt })),
  );

  const before = CLIENT_ACCESS_STATES.filter((access) => access !== 'active');

  it.each(before)('matches exactly the people clientAccess says are %s', (access) => {
    const query = new Query(accessStateFilter(access, now));
    const disagreeing = people.filter((person) => query.test(person) !== (clientAccess(person as never, now) === access));
    expect(disagreeing).toEqual([]);
    expect(people.some((person) => query.test(person))).toBe(true);
  });

  it('NO_PASSWORD_CHOSEN matches exactly the people clientAccess does not say are active', () => {
    const query = new Query(NO_PASSWORD_CHOSEN);
    expect(people.filter((person) => query.test(person) !== (clientAccess(person as never, now) !== 'active'))).toEqual([]);
  });
});

describe("an account's invitation state", () => {
  const active = { requiresPasswordChange: false, accessTokenExpiresAt: null };
  const invited = { requiresPasswordChange: true, accessTokenExpiresAt: hours(24) };
  const expired = { requiresPasswordChange: true, accessTokenExpiresAt: hours(-24) };
  const notInvited = { requiresPasswordChange: true, accessTokenExpiresAt: null };

  it('is that of its person least far along, whoever is the primary one', () => {
    expect(accountAccess([active, notInvited], now)).toBe('not_invited');
    expect(accountAccess([invited, expired, active], now)).toBe('invitation_expired');
    expect(accountAccess([active, invited], now)).toBe('invited');
    expect(accountAccess([active, active], now)).toBe('active');
  });

  it('has nobody in a state before its own', () => {
    expect(statesBefore('not_invited')).toEqual([]);
    expect(statesBefore('invited')).toEqual(['not_invited', 'invitation_expired']);
    expect(statesBefore('active')).toEqual(['not_invited', 'invitation_expired', 'invited']);
  });
});
