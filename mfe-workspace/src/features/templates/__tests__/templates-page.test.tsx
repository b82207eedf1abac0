import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, findToast, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { aStarterTemplate, aTemplate, onAPhone, signedIn } from '../../../testing/fixtures';

const TAX_RETURN = aTemplate({ version: 3, projectsCount: 12 });
const BOOKKEEPING = aTemplate({ name: 'Monthly Bookkeeping', cadence: 'monthly', version: 1, projectsCount: 0 });
const STARTERS = [
  aStarterTemplate(),
  aStarterTemplate({ key: 'monthly-bookkeeping', name: 'Monthly Bookkeeping', cadence: 'monthly', forYourPractice: false, milestones: [], tasks: [] }),
];
const COPY = aTemplate({ name: 'Individual Tax Return (2)' });

function templatesApi(templates = [TAX_RETURN, BOOKKEEPING], role: 'organization' | 'team_member' = 'organization') {
  return mockApi({
    ...signedIn(role),
    'GET /api/templates': () => json(templates),
    'GET /api/templates/starters': () => json(STARTERS),
    'GET /api/firm-roles': () => json([]),
    'POST /api/templates/starters/individual-return/copy': () => json(COPY, 201),
    [`GET /api/templates/${COPY.id}`]: () => json(COPY),
    [`GET /api/templates/${COPY.id}/batches`]: () => json([]),
  });
}

describe('Templates (/templates)', () => {
  it("lists the firm's templates with their cadence, projects made and version, and the starters, those of the firm's practice first", async () => {
    templatesApi();
    await renderPageAt(<App />, '/templates');

    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/templates/new');
    const table = await screen.findByRole('table', { name: 'Your templates' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Template', 'Cadence', 'Projects made', 'Version', 'Actions']);
    const row = within(table).getByRole('cell', { name: 'Individual Tax Return' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Individual Tax Return', 'Every year', '12', '3', 'EditCreate projects']);
    expect(within(row).getByRole('link', { name: 'Edit Individual Tax Return' })).toHaveAttribute('href', `/templates/${TAX_RETURN.id}`);
    expect(within(row).getByRole('link', { name: 'Create projects from Individual Tax Return' })).toHaveAttribute('href', `/templates/${TAX_RETURN.id}/create`);
    expect(within(table).getByRole('cell', { name: 'Every month' })).toBeInTheDocument();

    const starters = await screen.findByRole('list', { name: 'Starter templates' });
    const [first, second] = within(starters).getAllByRole('listitem');
    expect(first).toHaveTextContent('Individual Tax Return');
    expect(first).toHaveTextContent('For your practice');
    expect(first).toHaveTextContent('Every year1 milestone · 1 task · 1 document request');
    expect(second).toHaveTextContent('Monthly Bookkeeping');
    expect(second).not.toHaveTextContent('For your practice');
  });

  it('copies a starter into the templates and opens the copy for editing', async () => {
    const api = templatesApi();
    const { user } = await renderPageAt(<App />, '/templates');

    await user.click(await screen.findByRole('button', { name: 'Use this template: Individual Tax Return' }));

    expect((await findToast()).textContent).toContain('Template copied');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Individual Tax Return (2)' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/templates/${COPY.id}`);
    expect(api.bodiesSentTo('POST /api/templates/starters/individual-return/copy')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveValue('Individual Tax Return (2)');
  });

  it('says when the firm has no templates yet, and still offers the starters', async () => {
    templatesApi([]);
    await renderPageAt(<App />, '/templates');
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Your templates' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Use this template: Monthly Bookkeeping' })).toBeInTheDocument();
  });

  it('says a failed read with Try Again', async () => {
    mockApi({ ...signedIn(), 'GET /api/templates': () => json({ message: 'Internal server error' }, 500), 'GET /api/templates/starters': () => json(STARTERS), 'GET /api/firm-roles': () => json([]) });
    await renderPageAt(<App />, '/templates');
    expect(await screen.findByRole('heading', { name: 'Failed to load templates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('tells a team member who uses templates, and asks the api nothing of them', async () => {
    const api = templatesApi(undefined, 'team_member');
    await renderPageAt(<App />, '/templates');
    expect(await screen.findByText('Only the owner and admins use templates')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New template' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodiesSentTo('GET /api/user')).toHaveLength(1));
    expect(api.bodiesSentTo('GET /api/templates')).toEqual([]);
  });

  describe('on a phone', () => {
    onAPhone();

    it('lists the templates as cards, nothing to scroll sideways', async () => {
      templatesApi();
      await renderPageAt(<App />, '/templates');
      const cards = await screen.findByRole('list', { name: 'Your templates' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('Every year · 12 projects made · version 3');
    });
  });
});
