import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, useMutationToast, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useWithdrawJoinRequestMutation } from '@clientline/shared-ui/api/account';

const Page = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  display: grid;
  place-items: center;
  min-height: 80vh;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

const Panel = styled(Card)`
  max-width: 32rem;
  width: 100%;
`;

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

/**
 * All a member waiting for approval sees: which firm they asked to join, that they will be mailed the
 * answer, a way to withdraw the request, and Logout. Once turned down or withdrawn, how to join a firm.
 */
export function PendingApproval({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const [withdraw, { isLoading }] = useWithdrawJoinRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const run = useMutationToast();
  const firm = user.requestedOrganizationName;
  usePageTitle(firm ? 'Waiting for approval' : 'Join a firm');

  const confirmWithdraw = async () => {
    const outcome = await run(() => withdraw().unwrap(), {
      success: { title: 'Request withdrawn', description: `${firm} no longer sees your request.` },
      failure: 'Failed to withdraw your request',
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <Page>
      <Panel>
        <CardContent>
          {firm ? (
            <>
              <Title>Waiting for approval</Title>
              <CardDescription>
                Your request to join {firm} is waiting for approval. We&apos;ll email you at {user.username} when it is answered.
              </CardDescription>
            </>
          ) : (
            <>
              <Title>You are not part of a firm yet</Title>
              <CardDescription>
                Your request to join a firm was turned down or withdrawn. To join your firm, ask it to invite you by email from its Team
                screen.
              </CardDescription>
            </>
          )}
          <Actions>
            {firm && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Withdraw request
              </Button>
            )}
            <Button onClick={onSignOut}>Logout</Button>
          </Actions>
        </CardContent>
      </Panel>
      {firm && (
        <ConfirmDialog
          open={confirming}
          title={`Withdraw your request to join ${firm}?`}
          description="The firm no longer sees it. To join later, ask the firm to invite you by email."
          confirmLabel="Withdraw request"
          destructive
          busy={isLoading}
          onConfirm={confirmWithdraw}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Page>
  );
}
