import type { PortalPreview } from '@clientline/contracts';
import { Button, fullPageLoad, useMutationToast } from '@clientline/shared-ui';
import { useEndPreviewMutation } from '@clientline/shared-ui/api/account';
import { NoticeBar } from './notice-bar';

/**
 * Across the top of every page while the firm's owner or an admin previews a client person's portal (the api
 * answers their session as that person, and refuses every change). End preview goes back to the client's
 * page with a full page load, so nothing the preview loaded stays in this tab.
 */
export function PreviewBanner({ preview }: { preview: PortalPreview }) {
  const [endPreview, { isLoading }] = useEndPreviewMutation();
  const run = useMutationToast();

  async function end() {
    const outcome = await run(() => endPreview().unwrap(), { failure: 'The preview could not be ended. Try again.' });
    if (outcome.ok) fullPageLoad.open(outcome.value.path);
  }

  return (
    <NoticeBar role="region" aria-label="Preview">
      <p>
        <strong>Preview:</strong> you are seeing the portal as {preview.personName} sees it. Nothing can be changed here.
      </p>
      <Button type="button" variant="secondary" size="sm" loading={isLoading} onClick={() => void end()}>
        End preview
      </Button>
    </NoticeBar>
  );
}
