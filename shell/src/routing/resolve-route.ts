import { homePathOf, routeOf } from '@clientline/contracts/routes';
import type { Audience, RemoteDescriptor, Role, RuntimeManifest } from '../remotes/manifest';

export type RouteDecision =
  | { kind: 'remote'; remote: RemoteDescriptor }
  | { kind: 'redirect'; to: string };

/**
 * Decides what the shell shows for a path, by the route table (`@clientline/contracts/routes`). Signed-out
 * visitors are sent to /auth from anything they may not open (and from unknown paths); signed-in users are
 * sent home from pages meant for visitors only. A route whose remote the manifest does not list is unknown.
 */
export function resolveRoute(pathname: string, manifest: RuntimeManifest, role: Role | null): RouteDecision {
  const audience: Audience = role ?? 'anonymous';
  const fallback: RouteDecision = { kind: 'redirect', to: role ? homePathOf({ role }) : '/auth' };
  const route = routeOf(pathname)?.route;
  const remote = route && manifest.remotes.find(({ name }) => name === route.remote);
  if (!route || !remote || !route.roles.includes(audience)) return fallback;
  return { kind: 'remote', remote };
}
