import { useEffect, useRef, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { formatMessageTime, formatMomentDay, isSameLocalDay } from '@clientline/shared-ui/dates';

/** One message as the list draws it: a project's chat and a shared link's read-only copy both map to it. */
export interface ChatLine {
  key: string;
  /** The name the line is signed with ('You' for the viewer's own, when the screen says so). */
  senderName: string;
  content: string;
  createdAt: string;
  /** The viewer's own message, drawn on the other side. */
  own?: boolean;
  /** Its sender changed it after sending ('edited'). */
  edited?: boolean;
  /** Its sender deleted it: 'Message deleted' stands in its place. */
  deleted?: boolean;
  /** Drawn in place of the content (its sender editing it). */
  editor?: ReactNode;
  /** Drawn under the content (its sender's Edit and Delete). */
  actions?: ReactNode;
}

const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 160px;
  max-height: 400px;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const Empty = styled.div`
  margin: auto;
  max-width: 320px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const DaySeparator = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bubble = styled.div<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
`;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Content = styled.p<{ $deleted: boolean }>`
  margin-top: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  ${({ $deleted, theme }) => $deleted && `color: ${theme.colors.textMuted}; font-style: italic;`}
`;

/**
 * A conversation, oldest first ('Messages'), in a scrolling log ('Conversation') that stays scrolled to
 * the newest: each message with its sender and time ('h:mm a'), and a date line where the day changes
 * ('Today' for today's). `empty` is what the log shows before the first message.
 */
export function MessageList({ lines, empty }: { lines: ChatLine[]; empty?: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestKey = lines.at(-1)?.key;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestKey]);

  const today = new Date().toISOString();

  return (
    <Scroller ref={scroller} role="log" aria-label="Conversation" tabIndex={0}>
      {lines.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <List aria-label="Messages">
          {lines.map((line, index) => {
            const previous = lines[index - 1];
            const startsDay = !previous || !isSameLocalDay(previous.createdAt, line.createdAt);
            return (
              <Item key={line.key}>
                {startsDay && <DaySeparator>{isSameLocalDay(line.createdAt, today) ? 'Today' : formatMomentDay(line.createdAt)}</DaySeparator>}
                <Bubble $own={line.own ?? false}>
                  <Meta>
                    <strong>{line.senderName}</strong>
                    <time dateTime={line.createdAt}>{formatMessageTime(line.createdAt)}</time>
                    {line.edited && !line.deleted && <span>edited</span>}
                  </Meta>
                  {line.editor ?? <Content $deleted={line.deleted ?? false}>{line.deleted ? 'Message deleted' : line.content}</Content>}
                  {line.actions}
                </Bubble>
              </Item>
            );
          })}
        </List>
      )}
    </Scroller>
  );
}
