import type { WebhookRequest } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useSetWebhookRequestHandledMutation } from '@clientline/shared-ui/api/webhooks';

interface HandledButtonProps {
  request: WebhookRequest;
  /** The request in a few words ("New client request from hana@example.com"), so each button names its own. */
  requestName: string;
}

/** "Mark handled", or "Mark not handled" once someone has; a failure says why in an Error toast. */
export function HandledButton({ request, requestName }: HandledButtonProps) {
  const [setHandled, { isLoading }] = useSetWebhookRequestHandledMutation();
  const run = useMutationToast();
  const handled = request.handled !== null;

  const toggle = () =>
    run(() => setHandled({ id: request.id, handled: !handled }).unwrap(), {
      failure: handled ? 'Failed to mark the request not handled' : 'Failed to mark the request handled',
    });

  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      loading={isLoading}
      onClick={toggle}
      aria-label={`Mark ${requestName} ${handled ? 'not handled' : 'handled'}`}
    >
      {handled ? 'Mark not handled' : 'Mark handled'}
    </Button>
  );
}
