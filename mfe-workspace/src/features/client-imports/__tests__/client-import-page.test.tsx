import { screen, within } from '@testing-library/react';
import type { ClientImport } from '@clientline/contracts';
import { currentPath, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { signedIn } from '../../../testing/fixtures';

const UPLOADED: ClientImport = {
  id: '64c000000000000000000001',
  fileName: 'season.csv',
  status: 'uploaded',
  columns: ['First name', 'Last name', 'E-mail', 'Notes'],
  sample: [['Ana', 'Reyes', 'ana@example.com', 'VIP']],
  rowCount: 3,
  mapping: { firstName: 0, lastName: 1, email: 2, phone: null, accountName: null, accountKind: null, tags: null },
  invitations: 'later',
  summary: null,
  rows: [],
  progress: 0,
  createdAt: '2026-12-03T10:00:00.000Z',
  finishedAt: null,
};
const SUMMARY = { rows: { new: 2, update: 0, unchanged: 0, error: 1 }, accounts: { new: 2, updated: 0 }, people: { new: 2, updated: 0 }, invited: 2 };
const ROWS = [
  { line: 2, outcome: 'new' as const, email: 'ana@example.com', name: 'Ana Reyes', accountName: 'Ana Reyes', reason: '' },
  { line: 3, outcome: 'new' as const, email: 'luis@example.com', name: 'Luis Reyes', accountName: 'Luis Reyes', reason: '' },
  { line: 4, outcome: 'error' as const, email: 'not-an-email', name: 'Bad Address', accountName: '', reason: '"not-an-email" is not an email address' },
];
const PREVIEWED: ClientImport = { ...UPLOADED, status: 'previewed', invitations: 'now', summary: SUMMARY, rows: ROWS };
const DONE: ClientImport = { ...PREVIEWED, status: 'done', progress: 3, finishedAt: '2026-12-03T10:01:00.000Z' };

/** The api of one import, moving on as the page asks it to. */
function importApi(role: 'organization' | 'team_member' = 'organization') {
  let current = UPLOADED;
  return mockApi({
    ...signedIn(role),
    'POST /api/client-imports': () => json(UPLOADED, 201),
    [`GET /api/client-imports/${UPLOADED.id}`]: () => json(current),
    [`POST /api/client-imports/${UPLOADED.id}/dry-run`]: () => json((current = PREVIEWED)),
    [`POST /api/client-imports/${UPLOADED.id}/run`]: () => {
      current = DONE;
      return json({ ...PREVIEWED, status: 'running', rows: [] }, 202);
    },
  });
}

describe('Import clients (/clients/import)', () => {
  it('uploads a CSV, matches its columns, previews each row and imports', async () => {
    const api = importApi();
    const { user } = await renderPageAt(<App />, '/clients/import');

    await user.click(await screen.findByRole('button', { name: 'Upload and match columns' }));
    expect(await screen.findByText('Choose a CSV file of your clients')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/CSV file/), new File(['First name,Last name,E-mail\n'], 'season.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload and match columns' }));

    expect(await screen.findByRole('heading', { name: 'Match the columns of season.csv' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/clients/import?id=${UPLOADED.id}`);
    expect(screen.getByRole('combobox', { name: /Email/ })).toHaveValue('2');
    expect(screen.getByText('e.g. ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('');
    await user.click(screen.getByLabelText('Now: mail each new person their invitation as the import runs'));
    await user.click(screen.getByRole('button', { name: 'Preview the import' }));

    expect(await screen.findByRole('heading', { name: 'Preview of season.csv' })).toBeInTheDocument();
    expect(api.bodiesSentTo(`POST /api/client-imports/${UPLOADED.id}/dry-run`)).toEqual([{ mapping: UPLOADED.mapping, invitations: 'now' }]);
    expect(screen.getByText('2 new people (2 new clients) · 0 updated · 0 unchanged · 1 cannot be imported')).toBeInTheDocument();
    // The rows that cannot be imported come first, with why.
    const rows = within(screen.getByRole('region', { name: 'Rows of the file' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('"not-an-email" is not an email address')]);
    expect(screen.getByRole('link', { name: 'Download failed rows (CSV)' })).toHaveAttribute('href', `/api/client-imports/${UPLOADED.id}/failed-rows.csv`);

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import done' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute('href', '/clients');
  });

  it('tells a team member who may import', async () => {
    importApi('team_member');
    await renderPageAt(<App />, '/clients/import');
    expect(await screen.findByText('Only the owner and admins import clients')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload and match columns' })).not.toBeInTheDocument();
  });
});
