/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const API_FOLDER = path.join(__dirname, '..');
const domainFiles = fs.readdirSync(API_FOLDER).filter((file) => file.endsWith('.ts'));
/** The realtime bridge writes to the domains' caches and defines no endpoint; only the shell mounts it. */
const BRIDGE = 'realtime.ts';
const specifier = (file: string) => `@clientline/shared-ui/api/${file.replace(/\.ts$/, '')}`;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- modules named at run time
const requireModule = (name: string) => require(name) as object;

test('importing every domain module, each from two remotes, registers every endpoint once', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh store module, to count registrations
    const { baseApi } = require('@clientline/shared-ui/store') as typeof import('@clientline/shared-ui/store');
    const register = jest.spyOn(baseApi, 'injectEndpoints');

    // A first remote, then a second one, importing every domain module.
    const firstImports = domainFiles.map((file) => requireModule(specifier(file)));
    const secondImports = domainFiles.map((file) => requireModule(specifier(file)));

    expect(secondImports).toEqual(firstImports);
    secondImports.forEach((module, index) => expect(module).toBe(firstImports[index]));
    // Every module but the bridge defines endpoints, once; a duplicate name would have thrown.
    expect(register).toHaveBeenCalledTimes(domainFiles.length - 1);
    const names = register.mock.results.flatMap(({ value }) => Object.keys((value as typeof baseApi).endpoints));
    expect(new Set(names).size).toBe(Object.keys(baseApi.endpoints).length);
  });
});

test('Module Federation shares every domain module as a singleton, so remotes get the one copy at run time', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
  const { sharedSingletons } = require('../../../build/webpack-config.js') as {
    sharedSingletons: () => Record<string, { singleton: boolean }>;
  };
  const shared = sharedSingletons();
  const endpointModules = domainFiles.filter((file) => file !== BRIDGE);
  for (const file of endpointModules) expect(shared[specifier(file)]).toMatchObject({ singleton: true });
  expect(shared['@clientline/shared-ui/store']).toMatchObject({ singleton: true });
});
