import { Fragment, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Message } from '@clientline/contracts';
import { formatMessageTime, formatMomentDay, isSameLocalDay } from '../../../lib/dates';

const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
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

const Empty = styled.p`
  margin: auto;
  max-width: 280px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
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

const Content = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/** The conversation, oldest first, with a date line where the day changes; stays scrolled to the newest. */
export function MessageList({ messages, currentUserId }: { messages: Message[]; currentUserId: string | null }) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  const today = new Date().toISOString();

  return (
    <Scroller ref={scroller} role="log" aria-label="Conversation" tabIndex={0}>
      {messages.length === 0 ? (
        <Empty>No messages yet. Write the first one below: the other side sees it at once.</Empty>
      ) : (
        messages.map((message, index) => {
          const previous = messages[index - 1];
          const startsDay = !previous || !isSameLocalDay(previous.createdAt, message.createdAt);
          const own = message.senderId === currentUserId;
          return (
            <Fragment key={message.id}>
              {startsDay && <DaySeparator>{isSameLocalDay(message.createdAt, today) ? 'Today' : formatMomentDay(message.createdAt)}</DaySeparator>}
              <Bubble $own={own}>
                <Meta>
                  <strong>{own ? 'You' : message.sender.displayName}</strong>
                  <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
                </Meta>
                <Content>{message.content}</Content>
              </Bubble>
            </Fragment>
          );
        })
      )}
    </Scroller>
  );
}
