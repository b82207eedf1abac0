import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EARLY_TAPS_SCRIPT } from '@clientline/contracts/early-taps';
import { createFirm, type Firm } from '../../../api/test/fixtures';
import type { TestApi } from '../../../api/test/test-api';
import { PRERENDERED_PAGES_FILE, type PrerenderedPage } from '../prerendered-pages';
import { startApiWithPages } from './host-with-api';

// The pages the same for every visitor (the landing pages, /auth) are rendered to HTML at build time: a
// signed-out visitor gets them painted in the page, so nothing waits on script; someone signed in gets the
// plain shell, which sends them home.
let root: string;
let api: TestApi;
let firm: Firm;

const LANDING: PrerenderedPage = {
  title: 'For law firms · Clientline',
  styles: '<style data-styled="true">.hero{color:#111}</style>',
  body: '<main id="main-content"><h1>Client portals for law firms</h1></main>',
};
const signIn = (heading: string): PrerenderedPage => ({ title: heading, styles: '', body: `<main id="main-content"><h1>${heading}</h1></main>` });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-prerendered-'));
  fs.mkdirSync(path.join(root, path.dirname(PRERENDERED_PAGES_FILE)), { recursive: true });
  // As the production build minifies it.
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Clientline</title></head><body><div id=root></div></body></html>');
  fs.writeFileSync(path.join(root, PRERENDERED_PAGES_FILE), JSON.stringify({ '/law': LANDING, '/auth': signIn('Welcome back'), '/auth?mode=register': signIn('Create your account') }));
  api = await startApiWithPages(root);
  firm = await createFirm(api);
}, 30_000);
afterAll(async () => {
  await api.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

function page(agent: ReturnType<TestApi['agent']>, url: string) {
  return agent.get(url).set('Accept', 'text/html').expect(200);
}

it('serves a signed-out visitor the landing page painted: its title, its styles in the head, its markup in #root and the script that keeps a tap on it', async () => {
  const { text } = await page(api.agent(), '/law');
  expect(text).toContain('<title>For law firms · Clientline</title>');
  expect(text).not.toContain('<title>Clientline</title>');
  expect(text.indexOf(LANDING.styles)).toBeGreaterThan(-1);
  expect(text.indexOf(LANDING.styles)).toBeLessThan(text.indexOf('</head>'));
  expect(text).toContain(`<div id="root">${LANDING.body}</div><script>${EARLY_TAPS_SCRIPT}</script>`);
});

it('serves the plain shell to someone signed in (it sends them home) and on pages not prerendered', async () => {
  const signedIn = await page(firm.owner.agent, '/law');
  expect(signedIn.text).not.toContain('Client portals for law firms');
  expect(signedIn.text).toContain('<div id=root></div>');
  expect(signedIn.text).not.toContain(EARLY_TAPS_SCRIPT);

  const other = await page(api.agent(), '/auth/forgot-password');
  expect(other.text).not.toContain('Client portals for law firms');
  expect(other.text).toContain('<title>Clientline</title>');
});

it('picks the page rendered for the query the visitor opened: the one naming the most of its parameters', async () => {
  const headingOf = async (url: string) => /<h1>([^<]*)<\/h1>/.exec((await page(api.agent(), url)).text)?.[1];
  expect(await headingOf('/auth')).toBe('Welcome back');
  expect(await headingOf('/auth?mode=register')).toBe('Create your account');
  expect(await headingOf('/auth?next=%2Fdashboard&mode=register')).toBe('Create your account');
  // Any other tab opens Login, as the page itself reads it.
  expect(await headingOf('/auth?mode=login')).toBe('Welcome back');
  expect(await headingOf('/law?utm_source=newsletter')).toBe('Client portals for law firms');
});
