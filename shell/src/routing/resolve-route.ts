import { destinationFor, homePathOf, NEXT_PARAMETER, routeOf, signInPathFor } from '@clientline/contracts/routes';
import type { Audience, RemoteDescriptor, Role, RuntimeManifest } from '../remotes/manifest';

export type RouteDecision =
  | { kind: 'remote'; remote: RemoteDescriptor }
  | { kind: 'redirect'; to: string };

/**
 * Decides what the shell shows for a path (with its query and hash), by the route table
 * (`@clientline/contracts/routes`). A signed-out visitor on a page that needs an account goes to /auth with the
 * page as `next`, to arrive there once signed in; on an unknown path, to /auth. A signed-in user on a page
 * meant for visitors goes to its `next` when they may open it (signed in already in another tab), else home.
 * A route whose remote the manifest does not list is unknown.
 */
export function resolveRoute(path: string, manifest: RuntimeManifest, role: Role | null): RouteDecision {
  const audience: Audience = role ?? 'anonymous';
  const url = new URL(path, 'http://clientline.invalid');
  const route = routeOf(url.pathname)?.route;
  const remote = route && manifest.remotes.find(({ name }) => name === route.remote);
  if (route && remote && route.roles.includes(audience)) return { kind: 'remote', remote };
  if (!role) return { kind: 'redirect', to: route && remote ? signInPathFor(path) : '/auth' };
  const next = route?.roles.includes('anonymous') ? url.searchParams.get(NEXT_PARAMETER) : null;
  return { kind: 'redirect', to: next ? destinationFor({ role }, next) : homePathOf({ role }) };
}
