import manifestJson from '../../../mfe-manifest.json';
import { parseManifest } from '../../remotes/manifest';
import { resolveRoute } from '../resolve-route';

const manifest = parseManifest(manifestJson);

function shown(path: string, role: Parameters<typeof resolveRoute>[2]) {
  const decision = resolveRoute(path, manifest, role);
  return decision.kind === 'remote' ? decision.remote.name : `redirect ${decision.to}`;
}

describe('resolveRoute with the route table and the deployed manifest', () => {
  it.each([
    ['/', 'mfe_marketing'],
    ['/law', 'mfe_marketing'],
    ['/early-access', 'mfe_marketing'],
    ['/auth', 'mfe_auth'],
    ['/auth/first-access/abc123', 'mfe_auth'],
    ['/smith-and-partners', 'mfe_auth'],
    ['/timeline/share/token123', 'mfe_timeline'],
    ['/dashboard', 'redirect /auth?next=%2Fdashboard'],
    ['/client/portal', 'redirect /auth?next=%2Fclient%2Fportal'],
    ['/timeline/p1', 'redirect /auth?next=%2Ftimeline%2Fp1'],
    ['/account/security', 'redirect /auth?next=%2Faccount%2Fsecurity'],
    ['/audit-log', 'redirect /auth?next=%2Faudit-log'],
    ['/some/unknown/path', 'redirect /auth'],
  ])('a visitor on %s gets %s', (path, expected) => {
    expect(shown(path, null)).toBe(expected);
  });

  it.each([
    ['/', 'redirect /client/portal'],
    ['/auth', 'redirect /client/portal'],
    ['/client/portal', 'mfe_portal'],
    ['/project/p1', 'mfe_portal'],
    ['/timeline/p1', 'mfe_timeline'],
    ['/dashboard', 'redirect /client/portal'],
    ['/clients', 'redirect /client/portal'],
    ['/audit-log', 'redirect /client/portal'],
    ['/no/such/page', 'redirect /client/portal'],
    // A mailed link opened signed in: its page asks to sign out first instead of the link being lost.
    ['/auth/reset-password/t1', 'mfe_auth'],
    ['/auth/join/t1', 'mfe_auth'],
    ['/auth/first-access/t1', 'mfe_auth'],
    ['/auth/forgot-password', 'redirect /client/portal'],
    // Sign-in and security is for every signed-in role, though the rest of its remote is for visitors.
    ['/account/security', 'mfe_auth'],
  ])('a client on %s gets %s', (path, expected) => {
    expect(shown(path, 'client')).toBe(expected);
  });

  it.each([
    ['/', 'redirect /dashboard'],
    ['/auth', 'redirect /dashboard'],
    ['/dashboard', 'mfe_workspace'],
    ['/projects/client/c1', 'mfe_workspace'],
    ['/client/c1', 'mfe_workspace'],
    ['/client/portal', 'mfe_portal'],
    ['/timeline/share/t1', 'mfe_timeline'],
    ['/auth/reset-password/t1', 'mfe_auth'],
    ['/auth/join/t1', 'mfe_auth'],
    ['/account/security', 'mfe_auth'],
    ['/audit-log', 'mfe_workspace'],
    ['/no/such/page', 'redirect /dashboard'],
  ])('an organization on %s gets %s', (path, expected) => {
    expect(shown(path, 'organization')).toBe(expected);
  });

  it.each([
    ['/auth?next=%2Fproject%2Fp1%23chat', 'client', 'redirect /project/p1#chat'],
    ['/smith-and-partners?next=%2Fproject%2Fp1', 'client', 'redirect /project/p1'],
    // A page their role may not open, or another site: home.
    ['/auth?next=%2Faudit-log', 'client', 'redirect /client/portal'],
    ['/auth?next=%2F%2Fevil.example%2Fx', 'organization', 'redirect /dashboard'],
    ['/auth?next=https%3A%2F%2Fevil.example', 'organization', 'redirect /dashboard'],
    ['/auth?next=%2Fproject%2Fp1%23chat', 'team_member', 'redirect /project/p1#chat'],
  ] as const)('a signed-in user on %s (as %s, signed in elsewhere) gets %s', (path, role, expected) => {
    expect(shown(path, role)).toBe(expected);
  });
});
