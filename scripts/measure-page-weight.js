// Gzipped JavaScript an anonymous visitor downloads per page, file by file.
// Usage: npm start (in another terminal), then: node scripts/measure-page-weight.js / /auth
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');

const BASE_URL = process.env.BASE_URL || 'http://localhost:3000';

async function measure(browser, pagePath) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.push(response.body().then((body) => ({ path: url.pathname, gzip: zlib.gzipSync(body).length })));
  });
  await page.goto(BASE_URL + pagePath, { waitUntil: 'networkidle' });
  const files = await Promise.all(scripts);
  await page.close();
  return files;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const pagePath of process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/auth']) {
    const files = await measure(browser, pagePath);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`\n${pagePath}: ${files.length} scripts, ${(total / 1024).toFixed(1)} KiB gzipped`);
    for (const file of files) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KiB  ${file.path}`);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
