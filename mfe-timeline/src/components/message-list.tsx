import styled from 'styled-components';
import { formatMessageTime } from '../lib/dates';

export interface ChatLine {
  key: string;
  senderName: string;
  content: string;
  createdAt: string;
  /** The viewer's own message, drawn on the other side. */
  own?: boolean;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Content = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
`;

/** A conversation, oldest first: each message with its sender's name and time ('h:mm a'). */
export function MessageList({ lines }: { lines: ChatLine[] }) {
  return (
    <List aria-label="Messages">
      {lines.map((line) => (
        <Bubble key={line.key} $own={line.own ?? false}>
          <Meta>
            <strong>{line.senderName}</strong> · <time dateTime={line.createdAt}>{formatMessageTime(line.createdAt)}</time>
          </Meta>
          <Content>{line.content}</Content>
        </Bubble>
      ))}
    </List>
  );
}
