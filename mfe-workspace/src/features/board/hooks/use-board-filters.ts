import { useSearchParams } from '@clientline/shared-ui/router';
import { boardQuerySchema, type BoardRequest } from '@clientline/contracts';

/** The filters, by their name in the page's address and in GET /api/board's query. */
const BOARD_FILTER_KEYS = boardQuerySchema.keyof().options;
export type BoardFilterKey = (typeof BOARD_FILTER_KEYS)[number];

/** Board (columns by stage) or List (a table); a phone shows the list only. */
export type BoardView = 'board' | 'list';
const VIEW_PARAM = 'view';

/**
 * The Board's filters live in the address (`/board?waitingOn=client&idleDays=7`), so a filtered board can
 * be linked (the dashboard does) and survives a reload. `request` is what the api is asked for: only the
 * filters set, and none the contract would refuse (an address typed by hand asks for no filter there).
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const request: BoardRequest = {};
  for (const key of BOARD_FILTER_KEYS) {
    const value = params.get(key);
    if (value && boardQuerySchema.shape[key].safeParse(value).success) Object.assign(request, { [key]: value });
  }

  const change = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true },
    );

  const set = (key: BoardFilterKey, value: string) =>
    change((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      // A period is one of the chosen template's: another template has periods of its own.
      if (key === 'templateId') next.delete('period');
      // A role is the chosen person's.
      if (key === 'assigneeId' && !value) next.delete('roleId');
    });

  const clear = () =>
    change((next) => {
      for (const key of BOARD_FILTER_KEYS) next.delete(key);
    });

  const view: BoardView = params.get(VIEW_PARAM) === 'list' ? 'list' : 'board';
  const setView = (chosen: BoardView) =>
    change((next) => {
      if (chosen === 'list') next.set(VIEW_PARAM, 'list');
      else next.delete(VIEW_PARAM);
    });

  return {
    request,
    set,
    clear,
    isFiltered: Object.keys(request).length > 0,
    /** Changes with the filters, not with the view: a selection of projects belongs to one of these. */
    filterKey: JSON.stringify(request),
    view,
    setView,
  };
}

export type BoardFilters = ReturnType<typeof useBoardFilters>;
