import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { useGetWebhookTokenQuery, useRegenerateWebhookTokenMutation } from '@clientline/shared-ui/api/webhooks';
import { CopyButton } from '../../../components/copy-button';
import { QueryView } from '../../../components/query-view';

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  word-break: break-all;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[5]}`};
`;

const Subheading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MASK_KEEP = 8;

/** The example call a firm's other systems make, with this host and token. */
export function exampleCurl(origin: string, token: string): string {
  return [
    `curl -X POST ${origin}/api/webhooks/incoming \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'X-Webhook-Token: ${token}' \\`,
    `  -d '{"type":"new_client","content":"{\\"clientName\\":\\"Jane Doe\\",\\"email\\":\\"jane@example.com\\",\\"projectName\\":\\"Estate planning\\"}","source":"website"}'`,
  ].join('\n');
}

function RegenerateDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [regenerate, { isLoading }] = useRegenerateWebhookTokenMutation();
  const run = useMutationToast();
  const confirm = async () => {
    const outcome = await run(() => regenerate().unwrap(), {
      success: { title: 'New webhook token generated successfully' },
      failure: 'Failed to generate new webhook token',
    });
    if (outcome.ok) onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Regenerate the webhook token?"
      description="The current token stops working at once: update every system that sends requests with the new one."
    >
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="button" variant="destructive" onClick={confirm} loading={isLoading}>
          Regenerate token
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** The firm's webhook token: view, copy, regenerate, and a ready-to-run example call. */
export function WebhookTokenCard() {
  const tokenQuery = useGetWebhookTokenQuery();
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <Card aria-labelledby="webhook-token-heading">
      <CardHeader>
        <CardTitle id="webhook-token-heading">Incoming webhook</CardTitle>
        <CardDescription>Your website or intake forms send requests here; they appear in the list as they arrive.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={tokenQuery} loadingLabel="Loading webhook token" errorTitle="An error occurred while generating token">
          {(token) => {
            const curl = exampleCurl(window.location.origin, token);
            return (
              <>
                <Subheading>Token</Subheading>
                <Code aria-label={revealed ? 'Webhook token' : 'Webhook token (hidden)'}>
                  {revealed ? token : `${token.slice(0, MASK_KEEP)}${'•'.repeat(24)}`}
                </Code>
                <Row>
                  <Button type="button" variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
                    {revealed ? 'Hide token' : 'Show token'}
                  </Button>
                  <CopyButton text={token} copiedTitle="Token copied">
                    Copy token
                  </CopyButton>
                  <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                    Regenerate token
                  </Button>
                </Row>
                <Subheading>Example call</Subheading>
                <Code>{revealed ? curl : curl.replace(token, `${token.slice(0, MASK_KEEP)}…`)}</Code>
                <Row>
                  <CopyButton text={curl} copiedTitle="Example copied">
                    Copy example
                  </CopyButton>
                </Row>
                <RegenerateDialog open={confirming} onOpenChange={setConfirming} />
              </>
            );
          }}
        </QueryView>
      </CardContent>
    </Card>
  );
}
