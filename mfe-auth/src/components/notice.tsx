import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successText : theme.colors.warningText)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  align-self: center;
`;

const DismissButton = styled(Button)`
  flex: none;
  margin: ${({ theme }) => `calc(-1 * ${theme.space[1]}) calc(-1 * ${theme.space[2]}) calc(-1 * ${theme.space[1]}) 0`};
  color: inherit;
`;

export type NoticeTone = 'success' | 'warning';

interface NoticeProps {
  tone: NoticeTone;
  title?: string;
  children: ReactNode;
  /** Offers Dismiss: the message stays until the reader clears it. */
  onDismiss?: () => void;
}

/** A message that stays on the page (not a toast): what happened, or why a link did not work. Announced politely. */
export function Notice({ tone, title, children, onDismiss }: NoticeProps) {
  return (
    <Box $tone={tone} role="status">
      <Message>
        {title && <strong>{title}</strong>}
        {children}
      </Message>
      {onDismiss && (
        <DismissButton type="button" variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </DismissButton>
      )}
    </Box>
  );
}
