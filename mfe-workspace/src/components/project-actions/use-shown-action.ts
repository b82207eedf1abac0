import { useSearchParams } from '@clientline/shared-ui/router';

const ACTION_PARAM = 'action';

/**
 * The action on chosen projects whose progress the page shows, in the address (`/board?action=`,
 * `/projects?action=`) beside the filters, so a reload finds it again. Starting another replaces it; Dismiss forgets it.
 */
export function useShownAction() {
  const [params, setParams] = useSearchParams();
  const change = (actionId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (actionId) next.set(ACTION_PARAM, actionId);
        else next.delete(ACTION_PARAM);
        return next;
      },
      { replace: true },
    );
  return { actionId: params.get(ACTION_PARAM), show: (actionId: string) => change(actionId), dismiss: () => change(null) };
}
