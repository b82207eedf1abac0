import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { formatDistanceToNow } from 'date-fns';
import { sessionName, type UserSession } from '@clientline/contracts/sessions';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, media, Spinner, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { formatMomentDayAndTime } from '@clientline/shared-ui/dates';
import { useEndOtherUserSessionsMutation, useEndUserSessionMutation, usePolledUserSessionsQuery } from '@clientline/shared-ui/api/user-sessions';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Name = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function lastActive(session: UserSession): string {
  if (session.current) return 'Active now';
  return `Last active ${formatDistanceToNow(new Date(session.lastActiveAt), { addSuffix: true })}`;
}

function SessionItem({ session, onSignOut }: { session: UserSession; onSignOut(session: UserSession): void }) {
  const name = sessionName(session);
  return (
    <Item>
      <div>
        <Name>
          {name}
          {session.current && <Badge tone="success">This device</Badge>}
        </Name>
        <Details>
          {lastActive(session)}
          {session.address && ` · ${session.address}`}
        </Details>
        {session.signedInAt && <Details>Signed in {formatMomentDayAndTime(session.signedInAt)}</Details>}
      </div>
      {!session.current && (
        <Button type="button" variant="secondary" size="sm" aria-label={`Sign out ${name}`} onClick={() => onSignOut(session)}>
          Sign out
        </Button>
      )}
    </Item>
  );
}

type Confirming = { kind: 'one'; session: UserSession } | { kind: 'others' } | null;

/**
 * Where the person is signed in: each browser with its system, address and last activity, the one in
 * use first. Signing one out, or every other, asks first; the list is read again after either.
 */
export function SessionsSection() {
  const sessions = usePolledUserSessionsQuery();
  const [endSession, endingOne] = useEndUserSessionMutation();
  const [endOthers, endingOthers] = useEndOtherUserSessionsMutation();
  const runWithToasts = useMutationToast();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  async function confirm() {
    if (!confirming) return;
    if (confirming.kind === 'one') {
      const name = sessionName(confirming.session);
      await runWithToasts(() => endSession(confirming.session.id).unwrap(), {
        success: { title: 'Signed out', description: `${name} is signed out.` },
        failure: `Could not sign out ${name}`,
      });
    } else {
      await runWithToasts(() => endOthers().unwrap(), {
        success: (answer) => ({ title: 'Signed out everywhere else', description: answer.message }),
        failure: 'Could not sign out your other sessions',
      });
    }
    setConfirming(null);
  }

  return (
    <Card aria-labelledby="security-sessions-title">
      <CardHeader>
        <CardTitle id="security-sessions-title">Where you&apos;re signed in</CardTitle>
        <CardDescription>Sign out any browser you don&apos;t recognise or no longer use, then change your password.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isLoading ? (
          <Spinner label="Loading your sessions" />
        ) : sessions.isError ? (
          <div role="alert">
            <Note>Your sessions could not be loaded.</Note>
            <Actions>
              <Button type="button" variant="secondary" onClick={() => void sessions.refetch()}>
                Try again
              </Button>
            </Actions>
          </div>
        ) : (
          <>
            <List aria-label="Sessions" aria-busy={sessions.isFetching}>
              {(sessions.data ?? []).map((session) => (
                <SessionItem key={session.id} session={session} onSignOut={(chosen) => setConfirming({ kind: 'one', session: chosen })} />
              ))}
            </List>
            <Actions>
              {others.length === 0 ? (
                <Note>You aren&apos;t signed in anywhere else.</Note>
              ) : (
                <Button type="button" variant="secondary" onClick={() => setConfirming({ kind: 'others' })}>
                  Sign out everywhere else
                </Button>
              )}
            </Actions>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming?.kind === 'one'}
        title={confirming?.kind === 'one' ? `Sign out ${sessionName(confirming.session)}?` : 'Sign out?'}
        description="That browser is signed out at once; using Clientline there needs your password again."
        confirmLabel="Sign out"
        destructive
        busy={endingOne.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'others'}
        title="Sign out everywhere else?"
        description={`Every other browser signed in as you (${others.length}) is signed out at once. You stay signed in here.`}
        confirmLabel="Sign out everywhere else"
        destructive
        busy={endingOthers.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
