import { aUser } from '@clientline/shared-ui/testing';
import { navigationFor } from '../navigation';

const labels = (role: 'organization' | 'team_member' | 'client', isAdmin = false) => navigationFor(aUser({ role, isAdmin })).map((item) => item.label);

describe('the menu of each role holds only what it can open', () => {
  it("gives the firm's account every workspace screen, the Board after Projects, Templates after Clients and the Audit log after Team", () => {
    expect(labels('organization')).toEqual(['Dashboard', 'New Requests', 'Projects', 'Board', 'Clients', 'Templates', 'Team', 'Audit log']);
  });

  it("leaves New Requests (the firm's webhook requests), Templates and the Audit log out of a team member's, and gives them to an admin", () => {
    expect(labels('team_member')).toEqual(['Dashboard', 'Projects', 'Board', 'Clients', 'Team']);
    expect(labels('team_member', true)).toEqual(['Dashboard', 'New Requests', 'Projects', 'Board', 'Clients', 'Templates', 'Team', 'Audit log']);
  });

  it("gives a client their portal", () => {
    expect(labels('client')).toEqual(['My Portal']);
  });
});
