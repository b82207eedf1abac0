const { chromium } = require('playwright-core');
const base = 'http://127.0.0.1:4555';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const login = await page.request.post(base + '/api/login', { data: { username: process.env.OWNER, password: 'clientline-demo' } });
  if (!login.ok()) throw new Error(await login.text());
  const clients = await (await page.request.get(base + '/api/clients')).json();
  const client = clients[0];
  const projects = (await (await page.request.get(base + '/api/projects')).json()).filter((p) => p.clientId === client.id);
  const add = await page.request.post(`${base}/api/clients/${client.id}/people`, { data: { username: 'spouse-shot@example.com', displayName: 'Jordan Spouse', projectIds: projects.length ? [projects[0].id] : null } });
  console.log('add', add.status());
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}/client/${client.id}`);
    await page.getByRole('region', { name: 'People' }).getByText('Jordan Spouse').waitFor();
    await page.screenshot({ path: `/tmp/client-people-${width}.png`, fullPage: true });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(width, 'scrollWidth', sw);
  }
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('region', { name: 'People' }).getByRole('button', { name: 'Add person' }).click();
  await page.getByRole('dialog').getByLabel('Only these projects').check();
  await page.screenshot({ path: '/tmp/add-person-375.png', fullPage: false });
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
