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

  it.each([
    ['client', '/project/p1#chat', '/project/p1#chat'],
    ['team_member', '/project/p1?tab=documents#chat', '/project/p1?tab=documents#chat'],
    ['client', '/audit-log', '/client/portal'],
    ['organization', '//evil.example/x', '/dashboard'],
    ['organization', 'https://evil.example', '/dashboard'],
    ['organization', '/auth', '/dashboard'],
  ] as const)('a %s asked for %s (the sign-in page\'s next) goes to %s', (role, next, path) => {
    expect(destinationAfterSignIn({ role, requiresPasswordChange: false }, next)).toBe(path);
  });
});
