import styled from '@clientline/shared-ui/styled';
import type { WebhookRequest, WebhookRequestStatus } from '@clientline/contracts';
import { Badge, Button, type BadgeTone } from '@clientline/shared-ui';
import { formatMoment } from '@clientline/shared-ui/dates';
import { ButtonRow } from '../../../components/button-row';
import { InlineRow } from '../../../components/inline-row';

/** The requests scroll inside an area 600 px high, however many there are. */
export const REQUEST_LIST_HEIGHT_PX = 600;

const Scroller = styled.div`
  height: ${REQUEST_LIST_HEIGHT_PX}px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled(InlineRow)`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Content = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const STATUS_TONES: Record<WebhookRequestStatus, BadgeTone> = { pending: 'info', processed: 'success', failed: 'destructive' };

interface RequestListProps {
  requests: WebhookRequest[];
  onCreateClient(request: WebhookRequest): void;
  onCreateProject(request: WebhookRequest): void;
}

/** The requests, newest first, in their 600 px scroll area; each can become a client or a project. */
export function RequestList({ requests, onCreateClient, onCreateProject }: RequestListProps) {
  return (
    <Scroller role="region" aria-label="Webhook requests" tabIndex={0}>
      <List>
        {requests.map((request) => (
          <Item key={request.id} data-testid="webhook-request">
            <Heading>
              <h3>{request.type}</h3>
              <Badge tone={STATUS_TONES[request.status] ?? 'neutral'}>{request.status}</Badge>
            </Heading>
            <Meta>
              From {request.source} · {formatMoment(request.createdAt)}
            </Meta>
            {request.content && <Content>{request.content}</Content>}
            {request.failureReason && <Reason>{request.failureReason}</Reason>}
            {request.status === 'processed' && (
              <ButtonRow>
                <Button size="sm" variant="secondary" onClick={() => onCreateClient(request)} aria-label={`Create client from ${request.type} request`}>
                  Create client
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onCreateProject(request)} aria-label={`Create project from ${request.type} request`}>
                  Create project
                </Button>
              </ButtonRow>
            )}
          </Item>
        ))}
      </List>
    </Scroller>
  );
}
