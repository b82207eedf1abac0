import { useCallback } from 'react';
import { useToast } from '@clientline/shared-ui';

/** The firm's public client-login page, e.g. https://app.example.com/smith-partners. */
export async function publicProfileUrl(organizationName: string, origin = window.location.origin): Promise<string> {
  // Loaded on click: contracts brings zod, which visitors of the marketing pages never need.
  const { slugify } = await import('@clientline/contracts');
  return `${origin}/${slugify(organizationName)}`;
}

export function useShareProfile(organizationName: string | null | undefined) {
  const { toast } = useToast();
  return useCallback(async () => {
    if (!organizationName) return;
    const url = await publicProfileUrl(organizationName);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied!', description: url });
    } catch {
      toast({ title: 'Error', description: `Could not copy the link. Your public page is ${url}` });
    }
  }, [organizationName, toast]);
}
