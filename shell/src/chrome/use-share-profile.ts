import { useCallback } from 'react';
import { useMutationToast } from '@clientline/shared-ui';

/** The firm's public client-login page, e.g. https://app.example.com/smith-partners. */
export function publicProfileUrl(organizationSlug: string, origin = window.location.origin): string {
  return `${origin}/${organizationSlug}`;
}

/** Copies the firm's public page; the slug is the api's (the one its page answers to), never re-derived from the name. */
export function useShareProfile(organizationSlug: string | null | undefined) {
  const runWithToasts = useMutationToast();
  return useCallback(async () => {
    if (!organizationSlug) return;
    const url = publicProfileUrl(organizationSlug);
    await runWithToasts(() => navigator.clipboard.writeText(url), {
      success: { title: 'Link Copied!', description: url },
      // When the browser refuses, the address itself, to copy by hand.
      failure: () => `Could not copy the link. Your public page is ${url}`,
    });
  }, [organizationSlug, runWithToasts]);
}
