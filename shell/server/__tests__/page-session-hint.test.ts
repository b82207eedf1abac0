import fs from 'node:fs';
import path from 'node:path';
import type supertest from 'supertest';
import { addClientOnTemporaryPassword, createFirm, inviteTeamMember, signIn, type Firm } from '../../../api/test/fixtures';
import type { TestApi } from '../../../api/test/test-api';
import { pageHtml } from '../page-html';
import { frontendRootWithShellPage, hostConfigAt, startApiWithPages } from './host-with-api';

// Each app page says whether its request is signed in, so a signed-out visitor's shell need not ask
// GET /api/user (whose 401 the browser logs as an error) to find out.
let root: string;
let api: TestApi;
let firm: Firm;

beforeAll(async () => {
  root = frontendRootWithShellPage('clientline-page-hint-');
  // The page as sent without a rendered first screen (one the shell renders itself: a render skipped or
  // failed); first-screen.test.ts has the rendered ones.
  api = await startApiWithPages(root, { renderFirstScreens: false });
  firm = await createFirm(api);
}, 30_000);
afterAll(async () => {
  await api.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const SIGNED_OUT = '<meta name="clientline-session" content="signed-out">';
const SIGNED_IN = '<meta name="clientline-session" content="signed-in">';
const USER_PRELOAD = '<link rel="preload" as="fetch" href="/api/user" crossorigin="use-credentials">';

/** The calls a page preloads (`<link rel="preload" as="fetch">`), in order. */
const preloads = (text: string) => [...text.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((match) => match[1]);

function page(agent: supertest.Agent, url: string) {
  return agent.get(url).set('Accept', 'text/html').expect(200);
}

describe("the session hint in an app page's HTML", () => {
  it('says signed out to a visitor without a session, in the head, and preloads no GET /api/user', async () => {
    for (const url of ['/', '/auth', `/${firm.slug}`, '/timeline/share/abc', '/dashboard']) {
      const response = await page(api.agent(), url);
      expect(response.text).toContain(SIGNED_OUT);
      expect(response.text.indexOf(SIGNED_OUT)).toBeLessThan(response.text.indexOf('</head>'));
      expect(response.text).not.toContain(SIGNED_IN);
      expect(response.text).not.toContain(USER_PRELOAD);
      // Kept by no shared cache, and revalidated each time (a shared timeline is not stored at all).
      expect(response.headers['cache-control']).toMatch(/^private, no-(cache|store)$/);
    }
    // What the hint stands for: this caller's GET /api/user is the 401 the shell no longer makes.
    await api.agent().get('/api/user').expect(401);
  });

  it('says signed in, and preloads GET /api/user, to every signed-in caller, a temporary password included', async () => {
    const temporary = await addClientOnTemporaryPassword(api, firm);
    for (const agent of [firm.owner.agent, temporary.agent]) {
      const response = await page(agent, '/dashboard');
      expect(response.text).toContain(SIGNED_IN);
      expect(response.text).not.toContain(SIGNED_OUT);
      expect(response.text).toContain(USER_PRELOAD);
      await agent.get('/api/user').expect(200);
    }
  });

  it("preloads the first screen's data of a page its caller may open, as the runtime manifest lists it", async () => {
    const client = await addClientOnTemporaryPassword(api, firm);
    expect(preloads((await page(firm.owner.agent, '/dashboard')).text)).toEqual(['/api/user', '/api/metrics/dashboard', '/api/projects', '/api/notifications', '/api/board?cardsPerColumn=0&period=current']);
    expect(preloads((await page(client.agent, '/client/portal')).text)).toEqual(['/api/user', '/api/projects', '/api/notifications', '/api/document-requests']);
    // Not a call the caller may not make, nor for a page they may not open (the shell sends them home), nor for a visitor.
    const member = await inviteTeamMember(api, firm);
    expect(preloads((await page(member.agent, '/dashboard')).text)).toEqual(['/api/user', '/api/projects', '/api/notifications', '/api/board?cardsPerColumn=0&period=current']);
    expect(preloads((await page(client.agent, '/dashboard')).text)).toEqual(['/api/user']);
    expect(preloads((await page(api.agent(), '/client/portal')).text)).toEqual([]);
    // A route with a parameter fills it into the call: a shared timeline's link token.
    expect(preloads((await page(api.agent(), '/timeline/share/Ab-c_9')).text)).toEqual(['/api/timelines/shared/Ab-c_9']);
    expect(preloads((await page(api.agent(), '/timeline/share/a%20b')).text)).toEqual(['/api/timelines/shared/a%20b']);
  });

  it('prepares Sign-in and security for someone who must turn on two-factor sign-in, whatever they open: no call the api refuses them', async () => {
    const strictFirm = await createFirm(api);
    const client = await addClientOnTemporaryPassword(api, strictFirm);
    await strictFirm.owner.agent
      .put('/api/team/settings')
      .send({ needToKnowAccess: false, twoFactorRequiredForClientsFrom: new Date().toISOString().slice(0, 10) })
      .expect(200);
    expect(preloads((await page(client.agent, '/client/portal')).text)).toEqual(['/api/user']);
    // What the portal's page would have preloaded: refused until they turn it on.
    await client.agent.get('/api/projects').expect(403);
    expect(preloads((await page(strictFirm.owner.agent, '/dashboard')).text)).toEqual(['/api/user', '/api/metrics/dashboard', '/api/projects', '/api/notifications', '/api/board?cardsPerColumn=0&period=current']);
  });

  it("preloads the chunks a page's first screen loads lazily and the shared modules they use, by the files the builds name them with", async () => {
    const client = await addClientOnTemporaryPassword(api, firm);
    const scripts = (text: string) => [...text.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
    const entry = ['/remotes/mfe-portal/remoteEntry.js'];
    const shellDist = path.join(root, 'shell', 'dist');
    const portalDist = path.join(root, 'mfe-portal', 'dist');
    const write = (dist: string, file: string, content: unknown) => fs.writeFileSync(path.join(dist, file), JSON.stringify(content));
    // Builds without named-chunks.json: the page is served, with its remote's entry alone.
    expect(scripts((await page(client.agent, '/client/portal')).text)).toEqual(entry);
    fs.mkdirSync(portalDist, { recursive: true });
    const indexHtml = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    // The shell's page preloads its startup chunks itself: the page does not name them twice.
    fs.writeFileSync(path.join(shellDist, 'index.html'), indexHtml.replace('</head>', '<link rel=preload as=script href=/framework.9f8e7d6c.js></head>'));
    write(shellDist, 'named-chunks.json', {
      chunks: {},
      shared: {
        react: { files: ['framework.9f8e7d6c.js'], shared: [] },
        '@clientline/shared-ui/widgets': { files: ['513.aaaa1111.js'], shared: ['react'] },
      },
    });
    write(portalDist, 'named-chunks.json', {
      chunks: { 'client-portal': { files: ['234.bbbb2222.js', 'client-portal.cccc3333.js'], shared: ['@clientline/shared-ui/widgets', 'date-fns'] } },
      shared: {
        '@clientline/shared-ui/widgets': { files: ['9999.dddd4444.js'], shared: [] },
        'date-fns': { files: ['date-fns.eeee5555.js'], shared: ['react'] },
      },
    });
    write(portalDist, 'mf-manifest.json', { exposes: [{ path: './App', assets: { js: { sync: ['__federation_expose_App.ffff6666.js'] } } }] });
    try {
      expect(scripts((await page(client.agent, '/client/portal')).text)).toEqual([
        ...entry,
        '/remotes/mfe-portal/__federation_expose_App.ffff6666.js',
        '/remotes/mfe-portal/234.bbbb2222.js',
        '/remotes/mfe-portal/client-portal.cccc3333.js',
        // The shell's copy of a shared module it provides, which is the one that runs; the remote's own otherwise.
        '/513.aaaa1111.js',
        '/remotes/mfe-portal/date-fns.eeee5555.js',
      ]);
      // Only the pages that name them: not the portal's project page, nor the same path for a visitor, who is sent to sign in.
      expect(scripts((await page(client.agent, '/project/abc')).text)).toEqual([...entry, '/remotes/mfe-portal/__federation_expose_App.ffff6666.js']);
      expect(scripts((await page(api.agent(), '/client/portal')).text)).toEqual([]);
    } finally {
      fs.writeFileSync(path.join(shellDist, 'index.html'), indexHtml);
      fs.rmSync(path.join(shellDist, 'named-chunks.json'));
      fs.rmSync(path.join(root, 'mfe-portal'), { recursive: true });
    }
  });

  it('says signed out once the session has ended: after logout the old cookie is no session', async () => {
    const { agent, cookie } = await signIn(api, firm.owner.username);
    await page(agent, '/auth').then((response) => expect(response.text).toContain(SIGNED_IN));
    await agent.post('/api/logout').expect(200);
    const withOldCookie = await api.agent().get('/auth').set('Accept', 'text/html').set('Cookie', cookie).expect(200);
    expect(withOldCookie.text).toContain(SIGNED_OUT);
    await api.agent().get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('never answers 304 to a page of the other state: the ETag covers the hint', async () => {
    const signedOut = await page(api.agent(), '/auth');
    const signedIn = await firm.owner.agent.get('/auth').set('Accept', 'text/html').set('If-None-Match', signedOut.headers.etag).expect(200);
    expect(signedIn.text).toContain(SIGNED_IN);
    await api.agent().get('/auth').set('Accept', 'text/html').set('If-None-Match', signedOut.headers.etag).expect(304);
  });

  it('says nothing when the session could not be read (the database is away): the shell then asks the api', async () => {
    const built = await pageHtml(path.join(root, 'shell', 'dist', 'index.html'), hostConfigAt(root).manifestPath, root, '/auth', null);
    expect(built?.html).not.toContain('clientline-session');
    expect(built?.html).toContain(USER_PRELOAD);
  });
});
