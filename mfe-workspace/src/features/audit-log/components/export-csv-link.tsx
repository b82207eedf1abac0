import type { MouseEvent } from 'react';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useCheckRecentAuthenticationMutation } from '@clientline/shared-ui/api/account';

/**
 * Export CSV: a link, so the browser saves what the api streams. The export needs the password given in the
 * last few minutes, and a refused download would be the browser's, unseen by the page: so the page asks
 * first ("Confirm it's you" when needed), then follows the link.
 */
export function ExportCsvLink({ href }: { href: string }) {
  const [checkRecentAuthentication] = useCheckRecentAuthenticationMutation();
  const run = useMutationToast();

  const exportCsv = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const outcome = await run(() => checkRecentAuthentication().unwrap(), { failure: 'The export could not start. Try again.' });
    if (outcome.ok) window.location.assign(href);
  };

  return (
    <Button as="a" variant="secondary" href={href} download onClick={exportCsv}>
      Export CSV
    </Button>
  );
}
