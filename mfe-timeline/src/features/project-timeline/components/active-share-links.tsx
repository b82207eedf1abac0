import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { TimelineShareSummary } from '@clientline/contracts';
import { Badge, Button, Spinner, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useGetShareLinksQuery, useRevokeShareLinkMutation } from '@clientline/shared-ui/api/timelines';
import { formatMomentDay } from '@clientline/shared-ui/dates';
import { lastDayOfLink } from '../../../lib/dates';

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 220px;
  overflow-y: auto;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LinkName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

function expiryText(link: TimelineShareSummary): string {
  return link.expiresAt ? `Works through ${lastDayOfLink(link.expiresAt)}` : 'No expiry';
}

/** How a link is named in its Revoke button and question: by the firm's name for it, else by when it was made. */
function linkTitle(link: TimelineShareSummary): string {
  return link.name ? `the link "${link.name}"` : `the link made ${formatMomentDay(link.createdAt)}`;
}

interface ActiveShareLinksProps {
  timelineId: string;
  /** Told the id of a link once it is revoked, so a dialog showing its URL stops offering it. */
  onRevoked?(shareId: string): void;
}

/** The timeline's links that still work, each with Revoke (asked first: it stops working at once, for good). */
export function ActiveShareLinks({ timelineId, onRevoked }: ActiveShareLinksProps) {
  const links = useGetShareLinksQuery(timelineId);
  const [revoke, { isLoading: revoking }] = useRevokeShareLinkMutation();
  const runWithToasts = useMutationToast();
  const [asking, setAsking] = useState<TimelineShareSummary | null>(null);

  async function revokeLink(link: TimelineShareSummary) {
    const revoked = await runWithToasts(() => revoke({ timelineId, shareId: link.id }).unwrap(), {
      success: { title: 'Share link revoked', description: 'The link no longer opens the timeline.' },
      failure: 'Failed to revoke share link',
    });
    setAsking(null);
    if (revoked.ok) onRevoked?.(link.id);
  }

  return (
    <Section aria-labelledby="active-links-heading">
      <Heading id="active-links-heading">Active links</Heading>
      {links.isError ? (
        <Muted>
          The active links could not be loaded.{' '}
          <Button size="sm" variant="ghost" onClick={() => links.refetch()}>
            Try Again
          </Button>
        </Muted>
      ) : !links.data ? (
        <Spinner label="Loading active links" />
      ) : links.data.length === 0 ? (
        <Muted>No active links. Generate one to share this timeline.</Muted>
      ) : (
        <List>
          {links.data.map((link) => {
            const made = formatMomentDay(link.createdAt);
            return (
              <Row key={link.id}>
                <Details>
                  {link.name && <LinkName>{link.name}</LinkName>}
                  <span>
                    Made {made} · {expiryText(link)}
                  </span>
                  <span>
                    <Badge tone={link.includeConversation ? 'warning' : 'neutral'}>
                      {link.includeConversation ? 'Includes the conversation' : 'Tasks only'}
                    </Badge>
                  </span>
                </Details>
                <Button
                  size="sm"
                  variant="destructive"
                  aria-label={`Revoke ${linkTitle(link)} (${expiryText(link)})`}
                  onClick={() => setAsking(link)}
                >
                  Revoke
                </Button>
              </Row>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Revoke ${linkTitle(asking)}?` : ''}
        description={
          asking
            ? `${asking.includeConversation ? 'This link includes the conversation. ' : ''}${expiryText(asking)}. Anyone who opens it will no longer see the timeline. This cannot be undone: to share again, generate a new link.`
            : ''
        }
        confirmLabel="Revoke link"
        destructive
        busy={revoking}
        onConfirm={() => asking && revokeLink(asking)}
        onCancel={() => setAsking(null)}
      />
    </Section>
  );
}
