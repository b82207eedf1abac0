import { screen, within } from '@testing-library/react';
import { aUser, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { PendingApproval } from '../pending-approval';

const WAITING = aUser({ role: 'team_member', status: 'pending', organizationId: null, organizationName: null, requestedOrganizationName: 'Harbor & Finch Legal' });

describe('the screen of a member waiting for approval', () => {
  it('names the firm, promises a mail, and withdraws the request after a confirmation', async () => {
    const api = mockApi({
      'POST /api/user/withdraw-join-request': () => json({ ok: true, message: 'Your request was withdrawn', user: { ...WAITING, requestedOrganizationName: null } }),
    });
    const onSignOut = jest.fn();
    const { user } = renderWithProviders(<PendingApproval user={WAITING} onSignOut={onSignOut} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeInTheDocument();
    expect(screen.getByText(/Your request to join Harbor & Finch Legal is waiting for approval\. We'll email you at/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request to join Harbor & Finch Legal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Harbor & Finch Legal no longer sees your request.')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/user/withdraw-join-request')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('says how to join a firm once the request was turned down or withdrawn', () => {
    mockApi({});
    renderWithProviders(<PendingApproval user={{ ...WAITING, requestedOrganizationName: null }} onSignOut={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are not part of a firm yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
