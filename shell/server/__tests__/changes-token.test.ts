import fs from 'node:fs';
import { CHANGES_META_NAME } from '@clientline/contracts/session-hint';
import { addClient, closeSockets, createFirm, createProject, openJoinedSocket, type Firm, type Member } from '../../../api/test/fixtures';
import type { TestApi } from '../../../api/test/test-api';
import { frontendRootWithShellPage, startApiWithPages } from './host-with-api';

// A signed-in page carries its user's change token, and their socket gets the token of the moment it joined
// its rooms: equal, nothing they can read changed in between, so the page need not fetch its data again.
let root: string;
let api: TestApi;
let firm: Firm;
let client: Member;

beforeAll(async () => {
  root = frontendRootWithShellPage('clientline-changes-token-');
  api = await startApiWithPages(root);
  firm = await createFirm(api);
  client = await addClient(api, firm);
}, 30_000);
afterEach(closeSockets);
afterAll(async () => {
  await api.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function pageToken(member: Pick<Member, 'agent'>, url: string): Promise<string | undefined> {
  const page = await member.agent.get(url).set('Accept', 'text/html').expect(200);
  return new RegExp(`<meta name="${CHANGES_META_NAME}" content="([^"]+)">`).exec(page.text)?.[1];
}

/** The token a new socket of `member` gets once it has joined its rooms. */
async function joinedToken(member: Pick<Member, 'cookie'>): Promise<string | null> {
  return (await openJoinedSocket(api, member)).joined.changes;
}

describe('the change token', () => {
  it("is the page's when the socket joins if nothing changed, and another once something the user can read has", async () => {
    const dashboard = await pageToken(firm.owner, '/dashboard');
    expect(dashboard).toMatch(/^[\w-]{27}$/);
    expect(await joinedToken(firm.owner)).toBe(dashboard);

    await createProject(firm, client);
    const afterWrite = await joinedToken(firm.owner);
    expect(afterWrite).not.toBe(dashboard);
    expect(await pageToken(firm.owner, '/dashboard')).toBe(afterWrite);
  });

  it("is each person's own, and a visitor's page has none", async () => {
    const portal = await pageToken(client, '/client/portal');
    expect(portal).toBeDefined();
    expect(portal).not.toBe(await pageToken(firm.owner, '/dashboard'));
    expect(await joinedToken(client)).toBe(portal);
    expect(await pageToken({ agent: api.agent() }, '/auth')).toBeUndefined();
  });
});
