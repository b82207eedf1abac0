import { screen, waitFor, within } from '@testing-library/react';
import type { ClientListItem } from '@clientline/contracts';
import { findToast, json, mockApi, renderWithProviders, watchFullPageLoads } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/client-details-page';
import { aClient, aClientPerson, signedIn } from '../../../testing/fixtures';

const CLIENT = aClient({ id: '64b000000000000000000001', displayName: 'Ben Okafor', username: 'ben@example.com', peopleCount: 2 });
const BEN = aClientPerson({ id: CLIENT.id, displayName: 'Ben Okafor', username: 'ben@example.com' });
const NIA = aClientPerson({ id: '64b0000000000000000000a2', displayName: 'Nia Okafor', username: 'nia@example.com', primary: false });
const PREVIEW_NIA = `POST /api/clients/${CLIENT.id}/people/${NIA.id}/preview`;

function firm(handlers: Parameters<typeof mockApi>[0] = {}, { role = 'organization', client = CLIENT }: { role?: 'organization' | 'team_member'; client?: ClientListItem } = {}) {
  return mockApi({
    ...signedIn(role),
    // An archived client is not in the firm's list: its page looks among the archived ones.
    'GET /api/clients': (_body, url) => json(Boolean(url.searchParams.get('archived')) === client.archived ? [client] : []),
    'GET /api/projects': () => json([]),
    [`GET /api/clients/${CLIENT.id}/people`]: () => json([BEN, NIA]),
    [`GET /api/clients/${CLIENT.id}/roles`]: () => json([]),
    ...handlers,
  });
}

async function openPeople() {
  const view = renderWithProviders(<App />, `/client/${CLIENT.id}`);
  const people = await screen.findByRole('region', { name: 'People' });
  await within(people).findByText('Nia Okafor');
  return { ...view, people };
}

const opened = watchFullPageLoads();

describe('Preview portal, on a person of a client', () => {
  it('opens the portal as that person sees it, with a full page load', async () => {
    const api = firm({ [PREVIEW_NIA]: () => json({ ok: true, message: 'You are seeing the portal as Nia Okafor sees it', path: '/client/portal' }) });
    const { user, people } = await openPeople();
    expect(within(people).getAllByRole('button', { name: /^Preview the portal as/ })).toHaveLength(2);
    await user.click(within(people).getByRole('button', { name: 'Preview the portal as Nia Okafor sees it' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/client/portal'));
    expect(api.bodiesSentTo(PREVIEW_NIA)).toEqual([{}]);
  });

  it('says why when the preview cannot start, and stays on the page', async () => {
    firm({ [PREVIEW_NIA]: () => json({ message: 'Person not found' }, 404) });
    const { user, people } = await openPeople();
    await user.click(within(people).getByRole('button', { name: 'Preview the portal as Nia Okafor sees it' }));
    expect(await findToast('destructive')).toHaveTextContent('Person not found');
    expect(opened).not.toHaveBeenCalled();
  });

  it('is not offered to a team member, nor for an archived client', async () => {
    firm({}, { role: 'team_member' });
    const first = await openPeople();
    expect(within(first.people).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
    first.unmount();

    firm({}, { client: { ...CLIENT, archived: true } });
    const { people } = await openPeople();
    expect(within(people).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
  });
});
