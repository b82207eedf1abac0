import { useRef } from 'react';
import styled from '@clientline/shared-ui/styled';
import {
  OUTSTANDING_DOCUMENT_REQUEST_STATUSES,
  type DocumentRequestItem,
  type DocumentRequestStatus,
} from '@clientline/contracts';
import { Badge, Button, type BadgeTone } from '@clientline/shared-ui';
import type { useDocumentUploads } from '@clientline/shared-ui/api/documents';
import { formatDay } from '@clientline/shared-ui/dates';
import { DeadlineBadge } from '../status-badges';
import { refuseBySize } from '../../lib/upload-rules';
import { FileInput } from './file-input';
import { ReminderActions, remindedLine } from './item-reminders';
import { ReviewActions } from './review-actions';
import { UploadList } from './upload-list';
import { MutedText, NameRow, RuledItem } from '../panel-parts';

const Item = styled(RuledItem)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
`;

const Name = styled.h4`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Meta = styled(MutedText)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Names the item in full, so a long name wraps inside the button instead of widening the page on a phone. */
const UploadButton = styled(Button)`
  && {
    max-width: 100%;
    height: auto;
    min-height: 32px;
    padding-top: ${({ theme }) => theme.space[1]};
    padding-bottom: ${({ theme }) => theme.space[1]};
    line-height: 1.3;
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/** The firm's words on what to send, as written: line breaks kept, a long word wrapped on a phone. */
const Description = styled(MutedText)`
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const STATUS: Record<DocumentRequestStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'neutral' },
  received: { label: 'Received', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  changes_requested: { label: 'Changes Requested', tone: 'warning' },
};

export const isOutstanding = (item: DocumentRequestItem) => OUTSTANDING_DOCUMENT_REQUEST_STATUSES.includes(item.status);

type Uploads = ReturnType<typeof useDocumentUploads>;

/**
 * One requested document: its status, due date with the deadline badge while it is outstanding, how often
 * the client was reminded, the firm's note; for the firm Accept and Ask Again once something is uploaded
 * (Reopen once accepted), Remind now and the item's reminders off or on; for the client an upload against it
 * (none in a preview of their portal, `uploadsOff`: the item still reads as the client sees it).
 */
export function RequestItem({
  item,
  mayReview,
  uploads,
  showProject = false,
  headingLevel = 4,
  askedOf,
  uploadsOff = false,
}: {
  item: DocumentRequestItem;
  /** Whom of the client it is asked of, when one person ("Asked of you", "Asked of Dana Smith"). */
  askedOf?: string;
  headingLevel?: 3 | 4;
  mayReview: boolean;
  /** The client's uploads on the item's project; the firm passes none. */
  uploads?: Uploads;
  /** A preview of the client's portal: the api refuses uploads, so none is offered. */
  uploadsOff?: boolean;
  showProject?: boolean;
}) {
  const status = STATUS[item.status];
  const itemUploads = uploads?.uploads.filter((upload) => upload.requestItemId === item.id) ?? [];
  const reminded = remindedLine(item);

  return (
    <Item>
      <NameRow>
        <Name as={`h${headingLevel}`}>{item.name}</Name>
        <Badge tone={status.tone}>{status.label}</Badge>
      </NameRow>
      {item.description && <Description>{item.description}</Description>}
      {(showProject || item.dueDate || reminded || askedOf) && (
        <Meta>
          {showProject && <span>{item.projectName}</span>}
          {askedOf && <span>{askedOf}</span>}
          {item.dueDate && <span>Due {formatDay(item.dueDate)}</span>}
          {item.dueDate && <DeadlineBadge milestone={{ dueDate: item.dueDate, status: isOutstanding(item) ? 'pending' : 'completed' }} />}
          {reminded && <span>{reminded}</span>}
          {mayReview && isOutstanding(item) && !item.reminders.enabled && <span>Automatic reminders off</span>}
        </Meta>
      )}
      {item.status === 'changes_requested' && item.note && <Note>{uploads ? 'Note from your firm' : 'Asked again'}: {item.note}</Note>}
      {mayReview && <ReviewActions item={item} />}
      {mayReview && isOutstanding(item) && <ReminderActions item={item} />}
      {uploads && !uploadsOff && item.status !== 'accepted' && <UploadForItem item={item} uploads={uploads} />}
      <UploadList uploads={itemUploads} onCancel={(key) => uploads?.cancel(key)} />
    </Item>
  );
}

function UploadForItem({ item, uploads }: { item: DocumentRequestItem; uploads: Uploads }) {
  const input = useRef<HTMLInputElement>(null);
  const label = `Upload ${item.name}`;
  return (
    <div>
      <UploadButton type="button" size="sm" variant={isOutstanding(item) ? 'primary' : 'secondary'} onClick={() => input.current?.click()}>
        {isOutstanding(item) ? label : `Upload ${item.name} again`}
      </UploadButton>
      <FileInput ref={input} label={label} onFiles={(files) => uploads.upload(files, { requestItemId: item.id, refuse: refuseBySize })} />
    </div>
  );
}

/** A checklist's items, outstanding ones first. */
export function sortForChecklist(items: DocumentRequestItem[]): DocumentRequestItem[] {
  return [...items].sort((first, second) => Number(isOutstanding(second)) - Number(isOutstanding(first)));
}
