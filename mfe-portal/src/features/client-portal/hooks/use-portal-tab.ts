import { useSearchParams } from '@clientline/shared-ui/router';

export const PORTAL_TABS = ['overview', 'projects', 'documents'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

const isPortalTab = (value: string | null): value is PortalTab => PORTAL_TABS.includes(value as PortalTab);

/** The selected tab lives in the address (`?tab=projects`), so a link or a reload keeps it. */
export function usePortalTab(): [PortalTab, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isPortalTab(requested) ? requested : 'overview';
  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [tab, selectTab];
}
