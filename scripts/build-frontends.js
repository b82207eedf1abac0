// Builds the shell and every remote with webpack, then prerenders the landing pages (scripts/prerender-pages.tsx).
// `--if-stale` skips a package whose dist is newer than everything it is built from, so `npm start` only
// rebuilds what changed.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '..');
const { FRONTEND_FOLDERS: FRONTENDS } = require('../shared-ui/build/frontends');
const SHARED_SOURCES = ['shared-ui/src', 'shared-ui/build', 'shared-ui/package.json', 'contracts/src', 'contracts/package.json', 'package-lock.json'];
const STAMP = '.build-stamp';
const PRERENDERED_PAGES = path.join(ROOT, 'shell', 'dist', 'prerendered', 'pages.json');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(pkg) {
  const stamp = path.join(ROOT, pkg, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const inputs = ['src', 'webpack.config.js', 'package.json'].map((name) => path.join(ROOT, pkg, name));
  const sources = [...inputs, ...SHARED_SOURCES.map((name) => path.join(ROOT, name))];
  return Math.max(...sources.map(newestMtime)) > fs.statSync(stamp).mtimeMs;
}

function build(pkg) {
  const configFactory = require(path.join(ROOT, pkg, 'webpack.config.js'));
  // A remote whose first screens the server renders has two configurations: its browser and its server build.
  const config = configFactory({}, { mode: 'production' });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        return reject(new Error(`${pkg} failed to build:\n${stats.toString('errors-only')}`));
      }
      fs.writeFileSync(path.join(ROOT, pkg, 'dist', STAMP), new Date().toISOString());
      resolve(Date.now() - started);
    });
  });
}

async function main() {
  const onlyStale = process.argv.includes('--if-stale');
  const started = Date.now();
  let built = 0;
  for (const pkg of FRONTENDS) {
    if (onlyStale && !isStale(pkg)) continue;
    const ms = await build(pkg);
    built += 1;
    console.log(`built ${pkg} in ${(ms / 1000).toFixed(1)} s`);
  }
  if (built > 0 || !fs.existsSync(PRERENDERED_PAGES)) prerenderPages();
  console.log(`frontends ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function prerenderPages() {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  execFileSync(tsx, [path.join(__dirname, 'prerender-pages.tsx')], { cwd: ROOT, stdio: 'inherit' });
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
