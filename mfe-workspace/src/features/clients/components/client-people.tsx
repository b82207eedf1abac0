import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { ClientListItem, ClientPerson, ProjectSummary } from '@clientline/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, fullPageLoad, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog, EmptyState } from '@clientline/shared-ui/widgets';
import {
  useCancelClientPersonEmailChangeMutation,
  useGetClientPeopleQuery,
  usePreviewClientPersonMutation,
  useReinviteClientPersonMutation,
  useRemoveClientPersonMutation,
} from '@clientline/shared-ui/api/clients';
import { InvitationBadge } from '../../../components/invitation-badge';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { ResetTwoFactorButton } from '../../../components/reset-two-factor-button';
import { AddPersonDialog, EditPersonDialog } from './person-dialog';

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

const PeopleList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Details = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Every project" or the names of the projects a person is limited to. */
function projectsSeen(person: ClientPerson, projects: ProjectSummary[]): string {
  if (!person.projectIds) return 'Sees every project';
  const names = projects.filter((project) => person.projectIds!.includes(project.id)).map((project) => project.name);
  return names.length === 0 ? 'Sees no project yet' : `Sees only ${names.join(', ')}`;
}

/** A new email waiting for the person to confirm it; the primary person's shows under Contact, with the client's email. */
function waitingEmailOf(person: ClientPerson): string | null {
  return person.primary ? null : person.pendingEmail;
}

function PersonActions({ client, person, projects, removable }: { client: ClientListItem; person: ClientPerson; projects: ProjectSummary[]; removable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [remove, { isLoading: removingNow }] = useRemoveClientPersonMutation();
  const [reinvite, { isLoading: reinviting }] = useReinviteClientPersonMutation();
  const [preview, { isLoading: opening }] = usePreviewClientPersonMutation();
  const [cancelEmailChange, { isLoading: cancelling }] = useCancelClientPersonEmailChangeMutation();
  const run = useMutationToast();
  const ids = { clientId: client.id, personId: person.id };

  return (
    <Actions>
      <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${person.displayName}`}>
        Edit
      </Button>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        loading={opening}
        aria-label={`Preview the portal as ${person.displayName} sees it`}
        onClick={async () => {
          const outcome = await run(() => preview(ids).unwrap(), { failure: 'Failed to open the preview' });
          if (outcome.ok) fullPageLoad.open(outcome.value.path);
        }}
      >
        Preview portal
      </Button>
      {person.access !== 'active' && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={reinviting}
          aria-label={`${person.access === 'not_invited' ? 'Send' : 'Resend'} the invitation to ${person.displayName}`}
          onClick={() => run(() => reinvite(ids).unwrap(), { success: (answer) => ({ title: 'Invitation sent', description: answer.message }), failure: 'Failed to send the invitation' })}
        >
          {person.access === 'not_invited' ? 'Send invitation' : 'Resend invitation'}
        </Button>
      )}
      {waitingEmailOf(person) && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={cancelling}
          aria-label={`Cancel the email change of ${person.displayName}`}
          onClick={() =>
            run(() => cancelEmailChange(ids).unwrap(), { success: (answer) => ({ title: 'Email change cancelled', description: answer.message }), failure: 'Failed to cancel the email change' })
          }
        >
          Cancel email change
        </Button>
      )}
      {person.twoFactorEnabled && <ResetTwoFactorButton kind={{ clientId: client.id }} person={{ id: person.id, name: person.displayName }} />}
      {removable && (
        <Button type="button" variant="secondary" size="sm" onClick={() => setRemoving(true)} aria-label={`Remove ${person.displayName}`}>
          Remove
        </Button>
      )}
      {editing && <EditPersonDialog clientId={client.id} person={person} projects={projects} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={removing}
        title={`Remove ${person.displayName} from ${client.displayName}?`}
        description={`${person.displayName} can no longer sign in, and is signed out now. What they wrote and sent stays with the projects.`}
        confirmLabel="Remove person"
        destructive
        busy={removingNow}
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          const outcome = await run(() => remove(ids).unwrap(), { success: (answer) => ({ title: 'Person removed', description: answer.message }), failure: 'Failed to remove the person' });
          if (outcome.ok) setRemoving(false);
        }}
      />
    </Actions>
  );
}

/**
 * The people who sign in for a client: each their own sign-in, and every project of the client or only
 * those the firm chose. Whoever runs the firm adds, edits, invites again and removes them, resets the two-factor
 * sign-in of one who lost their phone, and previews the portal as each of them sees it.
 */
export function ClientPeople({ client, projects, canManage }: { client: ClientListItem; projects: ProjectSummary[]; canManage: boolean }) {
  const peopleQuery = useGetClientPeopleQuery(client.id);
  const [adding, setAdding] = useState(false);
  const people = peopleQuery.data ?? [];

  let body;
  if (peopleQuery.isLoading) body = <LoadingBlock label="Loading people" />;
  else if (peopleQuery.isError) body = <LoadError title="Failed to load people" onRetry={peopleQuery.refetch} retrying={peopleQuery.isFetching} />;
  else if (people.length === 0) body = <EmptyState headingLevel={3} title="Nobody signs in for this client" description="Add a person to invite them." />;
  else
    body = (
      <PeopleList>
        {people.map((person) => (
          <li key={person.id}>
            <NameLine>
              <span>{person.displayName}</span>
              {person.primary && people.length > 1 && <Badge tone="neutral">Main contact</Badge>}
              <InvitationBadge access={person.access} />
              {person.invitationsOff && person.access === 'not_invited' && <Badge tone="neutral">Not to be invited</Badge>}
            </NameLine>
            <Details>
              {[person.username, person.phone, projectsSeen(person, projects)].filter(Boolean).join(' · ')}
            </Details>
            {person.invitationsOff && person.access === 'not_invited' && (
              <Details>Imported not to be invited: a bulk Invite passes {person.displayName} over. Send the invitation here to give them a sign-in.</Details>
            )}
            {waitingEmailOf(person) && (
              <Details>
                Email change waiting: {person.pendingEmail}. The email changes once {person.displayName} confirms it from the link mailed there.
              </Details>
            )}
            {canManage && !client.archived && <PersonActions client={client} person={person} projects={projects} removable={people.length > 1} />}
          </li>
        ))}
      </PeopleList>
    );

  return (
    <Card aria-labelledby="client-people-heading">
      <Header>
        <CardTitle id="client-people-heading">People</CardTitle>
        {canManage && !client.archived && (
          <Button type="button" size="sm" onClick={() => setAdding(true)}>
            Add person
          </Button>
        )}
      </Header>
      <CardContent>{body}</CardContent>
      {adding && <AddPersonDialog clientId={client.id} clientName={client.displayName} projects={projects} onClose={() => setAdding(false)} />}
    </Card>
  );
}
