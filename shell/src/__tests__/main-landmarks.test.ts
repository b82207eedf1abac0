/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@clientline/shared-ui/build/frontends.js';

// The skip link (shared-ui's SkipLink, first on every page) names MAIN_CONTENT_ID: every <main> of the
// shell and the remotes carries it, with tabIndex -1 so the link can focus it. Without the id the link
// still finds the one <main>, but axe counts a skip link whose target is missing as content outside
// every landmark.
const ROOT = path.join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return /\.tsx$/.test(entry.name) ? [file] : [];
  });
}

it("names every page's <main> as the skip link's target", () => {
  const folders = ['shell', ...REMOTES.map((remote) => remote.folder)];
  const mains = folders.flatMap((folder) =>
    sources(path.join(ROOT, folder, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, '').matchAll(/<main\b[^>]*>|styled\.main\b[^`]*`/g)].map((match) => `${path.relative(ROOT, file)}: ${match[0]}`),
    ),
  );
  expect(mains.length).toBeGreaterThan(10);
  expect(mains.filter((main) => !/MAIN_CONTENT_ID/.test(main) || !/tabIndex(: |=\{)-1/.test(main))).toEqual([]);
});
