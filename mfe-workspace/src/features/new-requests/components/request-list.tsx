import { useLayoutEffect, useRef, type Ref } from 'react';
import styled, { css } from '@clientline/shared-ui/styled';
import type { WebhookRequest, WebhookRequestStatus } from '@clientline/contracts';
import { Badge, Button, type BadgeTone } from '@clientline/shared-ui';
import { formatMoment } from '@clientline/shared-ui/dates';
import { ButtonRow } from '../../../components/button-row';
import { InlineRow } from '../../../components/inline-row';
import { inWords, requestSender } from '../lib/request-details';
import { HandledButton } from './handled-button';
import { RequestContent } from './request-content';

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

// A handled request steps back (muted ground and heading) but keeps text colours that read well on it.
const Item = styled.li<{ $handled: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ $handled, theme }) =>
    $handled &&
    css`
      background: ${theme.colors.surfaceMuted};

      h3 {
        color: ${theme.colors.textMuted};
      }
    `}
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
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Whether the request could be read (Processed) or not (Failed), in words and colour. */
const STATUS_BADGES: Record<WebhookRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  processed: { label: 'Processed', tone: 'success' },
  failed: { label: 'Failed', tone: 'destructive' },
};

/** The request in a few words, for the names of its buttons: its type and who sent it, else when it came. */
function requestName(request: WebhookRequest): string {
  const sender = requestSender(request);
  return `${inWords(request.type)} request ${sender ? `from ${sender}` : `of ${formatMoment(request.createdAt)}`}`;
}

function RepeatNote({ request, requests }: { request: WebhookRequest; requests: WebhookRequest[] }) {
  const earlier = requests.find((candidate) => candidate.id === request.repeatOf);
  return <Meta>{earlier ? `Same sender as the request of ${formatMoment(earlier.createdAt)}` : 'Same sender as an earlier request'}</Meta>;
}

interface RequestItemProps {
  request: WebhookRequest;
  allRequests: WebhookRequest[];
  onCreateClient(request: WebhookRequest): void;
  onCreateProject(request: WebhookRequest): void;
  onFocusLost(): void;
}

function RequestItem({ request, allRequests, onCreateClient, onCreateProject, onFocusLost }: RequestItemProps) {
  const item = useRef<HTMLLIElement>(null);

  // Runs as the request leaves the list (marked handled under "Not handled", or gone from a poll), before its
  // element is taken out: while the focus is still in it, so the list can say where the focus goes next.
  useLayoutEffect(() => {
    const element = item.current;
    return () => {
      if (element?.contains(document.activeElement)) onFocusLost();
    };
  }, [onFocusLost]);

  return (
    <Item ref={item} data-testid="webhook-request" $handled={request.handled !== null}>
      <Heading>
        <h3>{inWords(request.type)}</h3>
        <Badge tone={STATUS_BADGES[request.status]?.tone ?? 'neutral'}>{STATUS_BADGES[request.status]?.label ?? inWords(request.status)}</Badge>
        {request.repeatOf && <Badge tone="warning">Repeat</Badge>}
      </Heading>
      <Meta>
        From {request.source} · {formatMoment(request.createdAt)}
      </Meta>
      {request.repeatOf && <RepeatNote request={request} requests={allRequests} />}
      {request.content && <RequestContent content={request.content} />}
      {request.failureReason && <Reason>{request.failureReason}</Reason>}
      {request.handled && (
        <Meta>
          Handled by {request.handled.byName} · {formatMoment(request.handled.at)}
        </Meta>
      )}
      <ButtonRow>
        {request.status === 'processed' && (
          <>
            <Button size="sm" variant="secondary" onClick={() => onCreateClient(request)} aria-label={`Create client from ${requestName(request)}`}>
              Create client
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onCreateProject(request)} aria-label={`Create project from ${requestName(request)}`}>
              Create project
            </Button>
          </>
        )}
        <HandledButton request={request} requestName={requestName(request)} />
      </ButtonRow>
    </Item>
  );
}

interface RequestListProps {
  /** The requests to show, newest first. */
  requests: WebhookRequest[];
  /** Every loaded request, where a repeat's earlier request is looked up (the filters may hide it). */
  allRequests: WebhookRequest[];
  onCreateClient(request: WebhookRequest): void;
  onCreateProject(request: WebhookRequest): void;
  /** A request left the list while the focus was in it (keep the function the same from render to render). */
  onFocusLost(): void;
  /** The scroll area, which can take the focus. */
  listRef?: Ref<HTMLDivElement>;
}

/** The requests in their 600 px scroll area; each can become a client or a project, and be marked handled. */
export function RequestList({ requests, listRef, ...itemProps }: RequestListProps) {
  return (
    <Scroller ref={listRef} role="region" aria-label="Webhook requests" tabIndex={0}>
      <List>
        {requests.map((request) => (
          <RequestItem key={request.id} request={request} {...itemProps} />
        ))}
      </List>
    </Scroller>
  );
}
