import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: NoticeTone }>`
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

export type NoticeTone = 'success' | 'warning';

/** A message that stays on the page (not a toast): what happened, or why a link did not work. Announced politely. */
export function Notice({ tone, title, children }: { tone: NoticeTone; title?: string; children: ReactNode }) {
  return (
    <Box $tone={tone} role="status">
      {title && <strong>{title}</strong>}
      {children}
    </Box>
  );
}
