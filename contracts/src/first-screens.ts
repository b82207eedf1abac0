// `@clientline/contracts/first-screens`: what each route's first screen needs, by the route table's path
// (`./routes`), so it comes with the page instead of after its script. Only the host's server reads it
// (what a page preloads, or renders with its data): no browser downloads it.
import { CURRENT_PERIOD } from './board-constants';
import type { AnyRoutePath, Audience } from './routes';

/**
 * One query of a first screen, as its page's data layer asks it (`@clientline/shared-ui/api`): the endpoint,
 * its argument (a `:name` string is the path's segment of that name) and, when the page can preload it before
 * its script runs, the URL the endpoint fetches for it. `roles`: only these ask it (the dashboard's figures
 * are the owner's). `eachOf`: asked once for every item another query of the screen answers, with the item's
 * id (a client's portal shows each project's card from that project's detail and chat).
 */
export interface FirstScreenQuery {
  endpoint: string;
  arg?: unknown;
  url?: string;
  roles?: readonly Audience[];
  eachOf?: string;
}

/** What a route's first screen needs, so it comes with the page instead of after its script. */
export interface FirstScreen {
  /** Its data, all asked at once (those with `eachOf` once the list they follow is answered). */
  queries?: readonly FirstScreenQuery[];
  /** The remote's own chunks it loads lazily (its page), by chunk name. */
  chunks?: readonly string[];
  /** The host's server renders it with its data: for a signed-in person, or for anyone on a page visitors open. */
  rendered?: boolean;
}

export const FIRST_SCREENS: Partial<Record<AnyRoutePath, FirstScreen>> = {
  '/auth': { chunks: ['auth'] },
  '/dashboard': {
    queries: [
      { endpoint: 'getDashboardMetrics', arg: {}, url: '/api/metrics/dashboard', roles: ['organization'] },
      { endpoint: 'getProjects', url: '/api/projects' },
      { endpoint: 'getNotifications', url: '/api/notifications' },
      // Where projects stand: the board's counts (SEASON_COUNTS of the dashboard's SeasonGlance).
      { endpoint: 'getBoard', arg: { cardsPerColumn: '0', period: CURRENT_PERIOD }, url: `/api/board?cardsPerColumn=0&period=${CURRENT_PERIOD}` },
    ],
    chunks: ['dashboard'],
    rendered: true,
  },
  '/client/portal': {
    queries: [
      { endpoint: 'getProjects', url: '/api/projects' },
      { endpoint: 'getNotifications', url: '/api/notifications' },
      // Each project's card says how many documents are still needed, from the client's one list of items.
      { endpoint: 'getDocumentRequests', url: '/api/document-requests' },
      { endpoint: 'getProject', eachOf: 'getProjects' },
      { endpoint: 'getProjectMessages', eachOf: 'getProjects' },
    ],
    chunks: ['client-portal'],
    rendered: true,
  },
  '/timeline/share/:shareToken': {
    queries: [{ endpoint: 'getSharedTimeline', arg: ':shareToken', url: '/api/timelines/shared/:shareToken' }],
    chunks: ['shared-timeline'],
    rendered: true,
  },
};

/** The first screen of the route at `path` (a pattern of the table), if it needs anything. */
export function firstScreenOf(path: string): FirstScreen | undefined {
  return FIRST_SCREENS[path as AnyRoutePath];
}
