import fs from 'node:fs';
import { EARLY_TAPS_SCRIPT } from '@clientline/contracts/early-taps';
import { FIRST_SCREEN_STATE_ID } from '@clientline/contracts/session-hint';
import type { FirstScreenState } from '@clientline/shared-ui/store';
import { addClient, addClientOnTemporaryPassword, createFirm, createProject, inviteTeamMember, type Firm, type Member } from '../../../api/test/fixtures';
import type { TestApi } from '../../../api/test/test-api';
import { frontendRootWithShellPage, startApiWithPages } from './host-with-api';

// A signed-in first screen the manifest marks serverRendered (the firm's /dashboard, a client's portal) comes
// painted for the person asking, rendered with their own data, which travels with it for the shell's store.
let root: string;
let api: TestApi;
let firm: Firm;
let client: Member;
let otherFirm: Firm;
let shareToken: string;
let projectId: string;

beforeAll(async () => {
  root = frontendRootWithShellPage('clientline-first-screen-');
  api = await startApiWithPages(root);
  firm = await createFirm(api);
  client = await addClient(api, firm);
  const project = await createProject(firm, client, { name: 'Harbour lease renewal' });
  projectId = project.id;
  const timeline = (await firm.owner.agent.get(`/api/projects/${project.id}/timelines`).expect(200)).body.id as string;
  const link = await firm.owner.agent.post(`/api/timelines/${timeline}/share`).send({}).expect(201);
  shareToken = String(link.body.shareUrl).split('/timeline/share/')[1]!;
  otherFirm = await createFirm(api);
  await createProject(otherFirm, await addClient(api, otherFirm), { name: 'Other firm matter' });
}, 30_000);
afterAll(async () => {
  await api.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function page(member: Pick<Member, 'agent'>, url: string): Promise<string> {
  return (await member.agent.get(url).set('Accept', 'text/html').expect(200)).text;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script>[\s\S]*?<\/script>)?\s*<\/body>/.exec(html)?.[1] ?? '';
const keepsEarlyTaps = (html: string) => html.includes(`</div><script>${EARLY_TAPS_SCRIPT}</script>`);
const stateOf = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as FirstScreenState);
};
/** The queries a page's answers are for, by cache key (`endpoint(arg)`). */
const answered = (html: string) => Object.keys(stateOf(html)!.api.queries);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const fetchPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((match) => match[1]);

describe("a signed-in first screen rendered by the host's server, from the data its route declares", () => {
  it("paints the firm's dashboard with its own projects and figures, and carries the answers instead of preloading them", async () => {
    const html = await page(firm.owner, '/dashboard');
    const body = rootOf(html);
    expect(body).toContain('<h1');
    expect(body).toContain('Dashboard');
    expect(body).toContain('Harbour lease renewal');
    expect(body).toContain('Active projects');
    expect(body).not.toContain('Other firm matter');
    // The styles its markup uses come with it, in the head.
    expect(html.slice(0, html.indexOf('</head>'))).toContain('data-styled');
    expect(answered(html).sort()).toEqual(['getBoard({"cardsPerColumn":"0","period":"current"})', 'getCurrentUser(undefined)', 'getDashboardMetrics({})', 'getNotifications(undefined)', 'getProjects(undefined)']);
    const projects = (stateOf(html)!.api.queries['getProjects(undefined)'] as unknown as { data: Array<{ name: string }> }).data;
    expect(projects.map((project) => project.name)).toEqual(['Harbour lease renewal']);
    expect(fetchPreloads(html)).toEqual([]);
    // A tap on it before the script has arrived is kept for the hydrated page.
    expect(keepsEarlyTaps(html)).toBe(true);
    // Its tab, history entry and screen reader name the page before any script runs.
    expect(titleOf(html)).toBe(`Dashboard · ${firm.organizationName} · Clientline`);
  });

  it("paints a client's portal with their project, its next step, the documents still needed and their updates", async () => {
    await firm.owner.agent.post(`/api/projects/${projectId}/document-requests`).send({ items: [{ name: 'Signed lease' }] }).expect(201);
    const html = await page(client, '/client/portal');
    const body = rootOf(html);
    expect(body).toContain('Client Portal');
    expect(body).toContain('Harbour lease renewal');
    expect(body).toContain('Recent updates');
    expect(body).toContain('1 document needed');
    expect(body).not.toContain('Loading');
    expect(answered(html)).toContain('getDocumentRequests(undefined)');
    expect(titleOf(html)).toBe(`Your portal · ${firm.organizationName} · Clientline`);
    // The project's card asked for the project and its chat in a later render: their answers come too.
    const queries = answered(html);
    expect(queries.some((key) => key.startsWith('getProject("'))).toBe(true);
    expect(queries.some((key) => key.startsWith('getProjectMessages("'))).toBe(true);
  });

  it("renders what the person may see: a team member's dashboard has no firm figures", async () => {
    const member = await inviteTeamMember(api, firm);
    const html = await page(member, '/dashboard');
    expect(rootOf(html)).toContain('The firm’s overall figures are for its owner and admins');
    expect(answered(html)).not.toContain('getDashboardMetrics({})');
  });

  it("renders several people's first screens at once, each with that person's data only", async () => {
    const otherOwner = otherFirm.owner;
    const pages = await Promise.all([page(firm.owner, '/dashboard'), page(client, '/client/portal'), page(otherOwner, '/dashboard'), page(firm.owner, '/dashboard')]);
    const [ownDashboard, portal, otherDashboard, ownAgain] = pages.map(rootOf);
    for (const mine of [ownDashboard, portal, ownAgain]) {
      expect(mine).toContain('Harbour lease renewal');
      expect(mine).not.toContain('Other firm matter');
    }
    expect(otherDashboard).toContain('Other firm matter');
    expect(otherDashboard).not.toContain('Harbour lease renewal');
    expect(portal).toContain('Client Portal');
    // Each page's answers are its own person's: the owner's figures are not in the client's page.
    expect(answered(pages[1]!)).not.toContain('getDashboardMetrics({})');
    expect(answered(pages[0]!)).toContain('getDashboardMetrics({})');
  });

  it('paints a shared timeline for a visitor with no account, from its link alone, and a spent link as the shell alone', async () => {
    const visitor = { agent: api.agent() };
    const html = await page(visitor, `/timeline/share/${shareToken}`);
    expect(rootOf(html)).toContain('Harbour lease renewal');
    expect(rootOf(html)).not.toContain('Loading shared timeline');
    expect(answered(html)).toContain(`getSharedTimeline(${JSON.stringify(shareToken)})`);
    expect(html).toContain('<meta name="clientline-session" content="signed-out">');
    expect(fetchPreloads(html)).toEqual([]);
    expect(keepsEarlyTaps(html)).toBe(true);

    const spent = await page(visitor, '/timeline/share/no-such-link');
    expect(rootOf(spent)).toBe('');
    expect(fetchPreloads(spent)).toEqual(['/api/timelines/shared/no-such-link']);
  });

  it('is not rendered where the shell shows something else first, nor for a route the route table does not mark, nor for a visitor', async () => {
    const temporary = await addClientOnTemporaryPassword(api, firm);
    const cases: Array<[Pick<Member, 'agent'>, string]> = [
      [temporary, '/client/portal'],
      [firm.owner, '/projects'],
      [{ agent: api.agent() }, '/dashboard'],
    ];
    for (const [caller, url] of cases) {
      const html = await page(caller, url);
      expect(rootOf(html)).toBe('');
      expect(keepsEarlyTaps(html)).toBe(false);
      expect(stateOf(html)).toBeNull();
      expect(titleOf(html)).toBe('Clientline');
    }
    // Without a render, the page preloads the data its script will ask for, as before.
    expect(fetchPreloads(await page(temporary, '/client/portal'))).toEqual(['/api/user', '/api/projects', '/api/notifications', '/api/document-requests']);
  });
});
