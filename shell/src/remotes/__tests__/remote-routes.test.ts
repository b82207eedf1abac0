/** @jest-environment node */
// The runtime manifest (api/mfe-manifest.json) says which remote owns which route; each remote's App
// declares its routes again with react-router. A route in one and not the other is a page the shell
// never sends anyone to, or a link that lands on a blank area: the two must be the same list.
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../../../api/mfe-manifest.json';
import { REMOTES } from '@clientline/shared-ui/build/frontends.js';

const ROOT = path.resolve(__dirname, '../../../..');

/** The `path` of every `<Route>` in a remote's app/app.tsx; a route whose path is not written out fails the test. */
function routesDeclaredIn(folder: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, folder, 'src/app/app.tsx'), 'utf8');
  return source
    .split(/<Route\b/)
    .slice(1)
    .map((route) => {
      const declared = /^[^<]*?\bpath="([^"]+)"/.exec(route);
      if (!declared) throw new Error(`${folder}/src/app/app.tsx has a <Route> whose path is not a string literal`);
      return declared[1];
    });
}

describe('each remote', () => {
  for (const { folder, name } of REMOTES) {
    it(`${folder} declares exactly the routes the runtime manifest gives it`, () => {
      const entry = manifest.remotes.find((remote) => remote.name === name);
      const manifestRoutes = entry!.routes.map((route) => (typeof route === 'string' ? route : route.path));
      expect(routesDeclaredIn(folder).sort()).toEqual([...manifestRoutes].sort());
    });
  }
});
