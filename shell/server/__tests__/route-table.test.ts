import { firstScreenOf } from '@clientline/contracts/first-screens';
import { ROUTES } from '@clientline/contracts/routes';
import { baseApi } from '@clientline/shared-ui/store';
import manifest from '../../mfe-manifest.json';
// What the host's server loads before it renders a first screen: every data-layer module its queries need.
import '../first-screen/first-screen-page';

describe('the route table, as the host serves it', () => {
  it("names only queries the data layer defines, each list a per-item query follows among the screen's own", () => {
    for (const route of ROUTES) {
      const queries = firstScreenOf(route.path)?.queries ?? [];
      for (const query of queries) {
        expect([route.path, query.endpoint, query.endpoint in baseApi.endpoints]).toEqual([route.path, query.endpoint, true]);
        if (query.eachOf) expect(queries.map((other) => other.endpoint)).toContain(query.eachOf);
      }
    }
  });

  it('gives every route a remote the runtime manifest locates, and the manifest nothing but locations', () => {
    const located = manifest.remotes.map((remote) => remote.name);
    for (const route of ROUTES) expect(located).toContain(route.remote);
    for (const remote of manifest.remotes) expect(Object.keys(remote).sort()).toEqual(['entry', 'name']);
  });
});
