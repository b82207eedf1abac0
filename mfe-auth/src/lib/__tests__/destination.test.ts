import { destinationAfterSignIn } from '../destination';

describe('where a user goes after signing in', () => {
  it.each([
    ['client', '/client/portal'],
    ['organization', '/dashboard'],
    ['team_member', '/dashboard'],
  ] as const)('a %s goes to %s', (role, path) => {
    expect(destinationAfterSignIn({ role, requiresPasswordChange: false })).toBe(path);
  });

  it.each(['client', 'organization', 'team_member'] as const)(
    'a %s who must change their password goes to /, where the shell shows only its password dialog',
    (role) => {
      expect(destinationAfterSignIn({ role, requiresPasswordChange: true })).toBe('/');
    },
  );

  it('without a user in the response, / lets the shell decide', () => {
    expect(destinationAfterSignIn(null)).toBe('/');
  });
});
