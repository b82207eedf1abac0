import { matchRoutes } from '@clientline/shared-ui/router';
import type { Audience, RemoteDescriptor, Role, RuntimeManifest } from '../remotes/manifest';

export type RouteDecision =
  | { kind: 'remote'; remote: RemoteDescriptor }
  | { kind: 'redirect'; to: string };

interface RouteEntry {
  path: string;
  roles: Audience[];
  remote: RemoteDescriptor;
}

/** Where a signed-in user belongs: clients in their portal, everyone else on the dashboard. */
export function homePathFor(role: Role): string {
  return role === 'client' ? '/client/portal' : '/dashboard';
}

export function routeEntries(manifest: RuntimeManifest): RouteEntry[] {
  return manifest.remotes.flatMap((remote) =>
    remote.routes.map((route) =>
      typeof route === 'string'
        ? { path: route, roles: remote.roles, remote }
        : { path: route.path, roles: route.roles, remote },
    ),
  );
}

/**
 * Decides what the shell shows for a path. Signed-out visitors are sent to /auth from anything they may
 * not open (and from unknown paths); signed-in users are sent home from pages meant for visitors only.
 */
export function resolveRoute(
  pathname: string,
  entries: RouteEntry[],
  role: Role | null,
): RouteDecision {
  const audience: Audience = role ?? 'anonymous';
  const fallback = role ? homePathFor(role) : '/auth';
  const match = matchRoutes(entries, pathname)?.[0]?.route;
  if (!match) return { kind: 'redirect', to: fallback };
  if (match.roles.includes(audience)) return { kind: 'remote', remote: match.remote };
  return { kind: 'redirect', to: fallback };
}
