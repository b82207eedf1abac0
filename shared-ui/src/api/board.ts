// Types only: the contracts' values would bring every zod schema to pages that read the board.
import type { Board, BoardRequest } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** The board is polled every 30 s, like the projects list. */
export const BOARD_POLLING_INTERVAL_MS = 30_000;

/** The query string: only the filters set (an empty or blank one is no filter); none, and no '?' either. */
function boardParams(request: BoardRequest): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    const text = value?.trim();
    if (text) params[name] = text;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** The firm's board (GET /api/board, its contract in `@clientline/contracts`): its projects by stage, each with who holds the ball. */
export const boardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The columns in order with their cards, the total, and the templates (with their periods) to filter by. */
    getBoard: build.query<Board, BoardRequest>({
      query: (request) => ({ url: 'api/board', params: boardParams(request) }),
      // Stale after any pushed change of a project, its milestones, messages or documents (api/realtime.ts).
      providesTags: ['Board'],
    }),
  }),
});

export const { useGetBoardQuery } = boardApi;

/** The board, polled every BOARD_POLLING_INTERVAL_MS besides what the socket pushes, like the projects list. */
export function usePolledBoardQuery(request: BoardRequest) {
  return useGetBoardQuery(request, { pollingInterval: BOARD_POLLING_INTERVAL_MS });
}
