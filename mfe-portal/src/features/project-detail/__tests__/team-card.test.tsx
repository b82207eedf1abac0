import { screen, within } from '@testing-library/react';
import { aTeamMember, json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aFirmOwner, aProject, PROJECT_ID, renderAt } from '../../../testing/fixtures';

const OWNER = aFirmOwner();
const THEO = aTeamMember({ id: '64b0000000000000000000a1', name: 'Theo Finch', email: 'theo@harbor.example' });
const MAYA = aTeamMember({ id: '64b0000000000000000000a2', name: 'Maya Stone', email: 'maya@harbor.example', isAdmin: true });
const ASSIGNEES_URL = `PUT /api/projects/${PROJECT_ID}/assignees`;

function teamApi(user = OWNER, assigneeIds = [THEO.id]) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [`GET /api/projects/${PROJECT_ID}`]: () => json(aProject({ assigneeIds })),
    [`GET /api/projects/${PROJECT_ID}/messages`]: () => json([]),
    'GET /api/team/members': () => json([MAYA, THEO]),
    [ASSIGNEES_URL]: (body) => json(aProject(body as { assigneeIds: string[] })),
  });
}

async function openTeamCard() {
  const view = await renderAt(`/project/${PROJECT_ID}`);
  const card = await screen.findByRole('region', { name: 'Team' });
  return { ...view, card };
}

describe('the project page Team card', () => {
  it('names each role as the Team screen does', async () => {
    teamApi(OWNER, [THEO.id, MAYA.id]);
    const { card } = await openTeamCard();
    const list = await within(card).findByRole('list', { name: 'Assigned to this project' });
    expect(list).toHaveTextContent('Maya StoneAdmin · maya@harbor.example');
    expect(list).toHaveTextContent('Theo FinchTeam member · theo@harbor.example');
  });

  it('lists who is assigned, and lets the firm remove them', async () => {
    const api = teamApi();
    const { user, card } = await openTeamCard();
    const list = await within(card).findByRole('list', { name: 'Assigned to this project' });
    expect(within(list).getByText('Theo Finch')).toBeInTheDocument();
    expect(within(list).queryByText('Maya Stone')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove Theo Finch from this project' }));
    expect(await screen.findByText('Theo Finch no longer works on this project.')).toBeInTheDocument();
    expect(api.bodiesSentTo(ASSIGNEES_URL)).toEqual([{ assigneeIds: [] }]);
  });

  it('adds a member chosen in the searchable list of those not yet assigned', async () => {
    const api = teamApi();
    const { user, card } = await openTeamCard();
    await user.click(await within(card).findByRole('combobox', { name: 'Add a team member' }));
    await user.keyboard('maya');
    await user.click(await screen.findByRole('option', { name: 'Maya Stone (maya@harbor.example)' }));
    expect(await screen.findByText('Maya Stone now works on this project.')).toBeInTheDocument();
    expect(api.bodiesSentTo(ASSIGNEES_URL)).toEqual([{ assigneeIds: [THEO.id, MAYA.id] }]);
  });

  it('shows a team member who may not assign the list only, and says who may change the project when no one is assigned', async () => {
    teamApi(aFirmOwner({ id: THEO.id, role: 'team_member', displayName: 'Theo Finch' }), []);
    const { card } = await openTeamCard();
    expect(await within(card).findByText('No one is assigned yet')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('is not shown to the client', async () => {
    teamApi(aClient());
    await renderAt(`/project/${PROJECT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Tax return 2030' });
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
  });
});
