// One version of each dependency, set at the root: every workspace must ask for exactly the root's range.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const root = require(path.join(ROOT, 'package.json'));
const rootRanges = { ...root.dependencies, ...root.devDependencies };
const problems = [];

/** The workspace folders, with a trailing `*` pattern (`mfe-*`) expanded as npm does. */
function workspaceFolders() {
  return root.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return fs
      .readdirSync(ROOT)
      .filter((name) => name.startsWith(prefix) && fs.existsSync(path.join(ROOT, name, 'package.json')))
      .sort();
  });
}

const workspaces = workspaceFolders();
for (const workspace of workspaces) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  const ranges = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, range] of Object.entries(ranges)) {
    if (name.startsWith('@clientline/')) continue;
    if (rootRanges[name] !== range) {
      problems.push(`${workspace}: ${name}@${range} but the root sets ${rootRanges[name] ?? 'nothing'}`);
    }
  }
}

if (problems.length) {
  console.error(`Dependency versions drift from the root package.json:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependency versions: ${workspaces.length} workspaces agree with the root`);
