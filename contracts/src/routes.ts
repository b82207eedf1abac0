// `@clientline/contracts/routes`: the one route table. Every page of the product, who may open it and the
// remote that draws it; what its first screen needs is beside it, by path, in `./first-screens` (which only
// the host's server reads: no browser downloads it). The shell reads this table in the browser (which
// remote a path loads, where someone is sent instead) and on its server (what a page preloads or renders);
// each remote declares its routes by it, so the type checker refuses a route the table does not give it.
// The runtime manifest says only where each remote's files are. Bundled where used, without zod.
import type { Role } from './enums';

/** Who opens a page: a role, or a visitor who is not signed in. */
export type Audience = Role | 'anonymous';

const VISITORS = ['anonymous'] as const satisfies readonly Audience[];
const STAFF = ['organization', 'team_member'] as const satisfies readonly Audience[];
const SIGNED_IN = ['organization', 'team_member', 'client'] as const satisfies readonly Audience[];
const EVERYONE = ['anonymous', 'organization', 'team_member', 'client'] as const satisfies readonly Audience[];

/** Where a signed-in person belongs: a client in their portal, everyone else on the dashboard. */
export function homePathOf(user: { role: Role }): '/client/portal' | '/dashboard' {
  return user.role === 'client' ? '/client/portal' : '/dashboard';
}

/** The query parameter of a sign-in page that names the page asked for (`/auth?next=%2Fproject%2Fp1%23chat`). */
export const NEXT_PARAMETER = 'next';

/** The sign-in page for a visitor who asked for `target` (a path with its query and hash), or `base` (a firm's page). */
export function signInPathFor(target: string, base = '/auth'): string {
  return `${base}?${NEXT_PARAMETER}=${encodeURIComponent(target)}`;
}

/**
 * Where a person who has just signed in (or was signed in already) goes from a sign-in page's `next`: that
 * page when it is one of this site's (a path, never another origin) that their role may open, with its query
 * and hash (`#chat`); else their home.
 */
export function destinationFor(user: { role: Role }, next: string | null | undefined): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')) {
    const route = routeOf(next.split(/[?#]/)[0]!)?.route;
    if (route && route.roles.includes(user.role)) return next;
  }
  return homePathOf(user);
}

/** Each remote, by federation name, with what a person calls its area (its loading and failure states say it). */
export const REMOTE_AREAS = {
  mfe_marketing: 'Marketing pages',
  mfe_auth: 'Sign-in',
  mfe_workspace: 'Workspace',
  mfe_portal: 'Client portal',
  mfe_timeline: 'Timeline',
} as const;

export type RemoteName = keyof typeof REMOTE_AREAS;

export interface RouteDefinition {
  /** A react-router pattern: static segments and `:params`. */
  path: string;
  remote: RemoteName;
  roles: readonly Audience[];
}

export const ROUTES = [
  { path: '/', remote: 'mfe_marketing', roles: VISITORS },
  { path: '/law', remote: 'mfe_marketing', roles: VISITORS },
  { path: '/accountant', remote: 'mfe_marketing', roles: VISITORS },
  { path: '/early-access', remote: 'mfe_marketing', roles: VISITORS },

  { path: '/auth', remote: 'mfe_auth', roles: VISITORS },
  { path: '/auth/first-access/:accessToken', remote: 'mfe_auth', roles: EVERYONE },
  { path: '/auth/forgot-password', remote: 'mfe_auth', roles: VISITORS },
  { path: '/auth/reset-password/:token', remote: 'mfe_auth', roles: EVERYONE },
  { path: '/auth/join/:token', remote: 'mfe_auth', roles: EVERYONE },
  { path: '/auth/confirm-email/:token', remote: 'mfe_auth', roles: EVERYONE },
  { path: '/account/security', remote: 'mfe_auth', roles: SIGNED_IN },
  { path: '/:organizationName', remote: 'mfe_auth', roles: VISITORS },

  { path: '/dashboard', remote: 'mfe_workspace', roles: STAFF },
  { path: '/new-requests', remote: 'mfe_workspace', roles: STAFF },
  { path: '/projects', remote: 'mfe_workspace', roles: STAFF },
  { path: '/board', remote: 'mfe_workspace', roles: STAFF },
  { path: '/projects/client/:clientId', remote: 'mfe_workspace', roles: STAFF },
  { path: '/clients', remote: 'mfe_workspace', roles: STAFF },
  { path: '/clients/import', remote: 'mfe_workspace', roles: STAFF },
  { path: '/client/:id', remote: 'mfe_workspace', roles: STAFF },
  { path: '/team', remote: 'mfe_workspace', roles: STAFF },
  { path: '/settings/reminders', remote: 'mfe_workspace', roles: STAFF },
  { path: '/audit-log', remote: 'mfe_workspace', roles: STAFF },
  { path: '/templates', remote: 'mfe_workspace', roles: STAFF },
  { path: '/templates/new', remote: 'mfe_workspace', roles: STAFF },
  { path: '/templates/:templateId', remote: 'mfe_workspace', roles: STAFF },
  { path: '/templates/:templateId/create', remote: 'mfe_workspace', roles: STAFF },

  { path: '/client/portal', remote: 'mfe_portal', roles: SIGNED_IN },
  { path: '/project/:projectId', remote: 'mfe_portal', roles: SIGNED_IN },

  { path: '/timeline/:projectId', remote: 'mfe_timeline', roles: SIGNED_IN },
  { path: '/timeline/share/:shareToken', remote: 'mfe_timeline', roles: EVERYONE },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof ROUTES)[number];

/** Every path of the table. */
export type AnyRoutePath = Route['path'];

/** The paths a remote owns: its `<Route>`s are declared by them (`routesOf` in `@clientline/shared-ui/route-pages`). */
export type RoutePath<R extends RemoteName> = Extract<Route, { remote: R }>['path'];

export interface RouteMatch<R extends { path: string } = RouteDefinition> {
  route: R;
  /** The path's segment for each `:param` of the route, by name without the colon. */
  params: Record<string, string>;
}

/** The route of the table `pathname` opens, with its params; null for none. */
export function routeOf(pathname: string): RouteMatch | null {
  return matchRoute(pathname, ROUTES);
}

/**
 * The one matcher of paths: of `routes`, the one whose pattern matches `pathname` best (a static segment
 * outranks a `:param`, so `/client/portal` is the portal and `/auth` is not a firm's page), with its params;
 * null for none. The shell decides by it which remote a path loads, in the browser and on its server.
 */
export function matchRoute<R extends { path: string }>(pathname: string, routes: readonly R[]): RouteMatch<R> | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { route: R; score: number; parts: string[] } | null = null;
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    const score = matchScore(parts, segments);
    if (score !== null && (!best || score > best.score)) best = { route, score, parts };
  }
  if (!best) return null;
  const params = Object.fromEntries(best.parts.flatMap((part, index) => (part.startsWith(':') ? [[part.slice(1), segments[index]!]] : [])));
  return { route: best.route, params };
}

function matchScore(parts: string[], segments: string[]): number | null {
  if (parts.length !== segments.length) return null;
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) score += 2;
    else if (part === segments[index]) score += 3;
    else return null;
  }
  return score;
}

/** `:name` in `text` replaced by the path's segment of that name. */
export function withParams(text: string, params: Record<string, string>, encode: (segment: string) => string = (segment) => segment): string {
  return text.replace(/:(\w+)/g, (param, name: string) => (name in params ? encode(params[name]!) : param));
}
