import type { CurrentUser } from '@clientline/contracts';
import { isClient, runsTheFirm } from '@clientline/shared-ui/permissions';

export interface NavItem {
  label: string;
  to: string;
}

const WORKSPACE_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'New Requests', to: '/new-requests' },
  { label: 'Projects', to: '/projects' },
  // Every staff member's: the api puts on it only the projects the person may see.
  { label: 'Board', to: '/board' },
  { label: 'Clients', to: '/clients' },
  { label: 'Templates', to: '/templates' },
  { label: 'Team', to: '/team' },
  { label: 'Audit log', to: '/audit-log' },
];

/** The screens only the owner and admins open: the firm's webhook requests, its project templates and its audit trail. */
const FOR_THOSE_WHO_RUN_THE_FIRM = new Set(['/new-requests', '/templates', '/audit-log']);

const CLIENT_NAV: NavItem[] = [{ label: 'My Portal', to: '/client/portal' }];

/** Only what the person can open: New Requests, Templates and the Audit log are for those who run the firm. */
export function navigationFor(user: Pick<CurrentUser, 'id' | 'role' | 'isAdmin'>): NavItem[] {
  if (isClient(user)) return CLIENT_NAV;
  return runsTheFirm(user) ? WORKSPACE_NAV : WORKSPACE_NAV.filter((item) => !FOR_THOSE_WHO_RUN_THE_FIRM.has(item.to));
}
