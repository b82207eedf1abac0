import type { UserRole } from '@clientline/shared-ui/store';

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

export function navigationFor(role: UserRole): NavItem[] {
  return role === 'client' ? CLIENT_NAV : WORKSPACE_NAV;
}
