import { matchRoute, routeOf, ROUTES, withParams } from '../routes';

describe('the route table', () => {
  it.each([
    ['/', 'mfe_marketing', {}],
    ['/auth', 'mfe_auth', {}],
    ['/smith-and-partners', 'mfe_auth', { organizationName: 'smith-and-partners' }],
    ['/client/portal', 'mfe_portal', {}],
    ['/client/42', 'mfe_workspace', { id: '42' }],
    ['/timeline/share/t0k', 'mfe_timeline', { shareToken: 't0k' }],
    ['/timeline/p1', 'mfe_timeline', { projectId: 'p1' }],
  ])('opens %s in %s, a static segment outranking a :param', (pathname, remote, params) => {
    const match = routeOf(pathname);
    expect(match?.route.remote).toBe(remote);
    expect(match?.params).toEqual(params);
  });

  it('opens nothing for a path no route has', () => {
    expect(routeOf('/some/unknown/path')).toBeNull();
    expect(routeOf('/dashboard/extra')).toBeNull();
    expect(matchRoute('/a/b', [{ path: '/a/:x' }, { path: '/:y/b' }])?.params).toEqual({ x: 'b' });
  });

  it('has each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts the path’s params into a declared URL, encoded where asked', () => {
    expect(withParams('/api/timelines/shared/:shareToken', { shareToken: 'a/b c' }, encodeURIComponent)).toBe('/api/timelines/shared/a%2Fb%20c');
    expect(withParams(':shareToken', { shareToken: 'a/b' })).toBe('a/b');
  });
});
