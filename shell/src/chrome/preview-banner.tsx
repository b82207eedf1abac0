import { useState } from 'react';
import type { PortalPreview } from '@clientline/contracts';
import { Button, fullPageLoad, useMutationToast } from '@clientline/shared-ui';
import { useAppDispatch } from '@clientline/shared-ui/store';
import { NoticeBar } from './notice-bar';

/**
 * Across the top of every page while the firm's owner or an admin previews a client person's portal (the api
 * answers their session as that person, and refuses every change). End preview goes back to the client's
 * page with a full page load, so nothing the preview loaded stays in this tab.
 */
export function PreviewBanner({ preview }: { preview: PortalPreview }) {
  const dispatch = useAppDispatch();
  const [ending, setEnding] = useState(false);
  const run = useMutationToast();

  // The account's calls download on the press: every page of a preview shows the banner, few end it.
  async function end() {
    setEnding(true);
    const endPreview = async () => {
      const { accountApi } = await import('@clientline/shared-ui/api/account');
      return dispatch(accountApi.endpoints.endPreview.initiate()).unwrap();
    };
    const outcome = await run(endPreview, { failure: 'The preview could not be ended. Try again.' });
    if (outcome.ok) fullPageLoad.open(outcome.value.path);
    else setEnding(false);
  }

  return (
    <NoticeBar role="region" aria-label="Preview">
      <p>
        <strong>Preview:</strong> you are seeing the portal as {preview.personName} sees it. Nothing can be changed here.
      </p>
      <Button type="button" variant="secondary" size="sm" loading={ending} onClick={() => void end()}>
        End preview
      </Button>
    </NoticeBar>
  );
}
