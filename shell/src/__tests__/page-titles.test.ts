/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@clientline/shared-ui/build/frontends.js';

// Every page names itself through shared-ui's usePageTitle ('Projects · Harbor & Finch Legal · Clientline'),
// which also puts the title before back when the page goes: no screen sets document.title by itself.
const ROOT = path.join(__dirname, '..', '..', '..');
const HELPER = path.join('shared-ui', 'src', 'components', 'use-page-title.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const folders = ['shell', 'shared-ui', ...REMOTES.map((remote) => remote.folder)];
const files = folders.flatMap((folder) => sources(path.join(ROOT, folder, 'src'))).map((file) => path.relative(ROOT, file));

it('sets document.title in usePageTitle only', () => {
  const setters = files.filter((file) => /document\.title\s*=[^=]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(setters).toEqual([HELPER]);
});

it('titles pages in every remote and in the shell', () => {
  for (const folder of folders.filter((name) => name !== 'shared-ui')) {
    expect([folder, files.some((file) => file.startsWith(`${folder}${path.sep}`) && fs.readFileSync(path.join(ROOT, file), 'utf8').includes('usePageTitle('))]).toEqual([folder, true]);
  }
});
