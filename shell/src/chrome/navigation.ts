import type { CurrentUser } from '@clientline/contracts';
import { runsTheFirm } from '@clientline/shared-ui/permissions';

export interface NavItem {
  label: string;
  to: string;
}

const WORKSPACE_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'New Requests', to: '/new-requests' },
  { label: 'Projects', to: '/projects' },
  { label: 'Clients', to: '/clients' },
  { label: 'Team', to: '/team' },
];

const CLIENT_NAV: NavItem[] = [{ label: 'My Portal', to: '/client/portal' }];

/** Only what the person can open: New Requests (webhook requests) is for those who run the firm. */
export function navigationFor(user: Pick<CurrentUser, 'id' | 'role' | 'isAdmin'>): NavItem[] {
  if (user.role === 'client') return CLIENT_NAV;
  return runsTheFirm(user) ? WORKSPACE_NAV : WORKSPACE_NAV.filter((item) => item.to !== '/new-requests');
}
