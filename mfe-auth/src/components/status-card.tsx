import type { ReactNode } from 'react';
import styled, { keyframes } from '@clientline/shared-ui/styled';
import { Card } from '@clientline/shared-ui';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// shared-ui exports only the Spinner with its own status text; this card's heading is the status text.
const Glyph = styled.span.attrs({ 'aria-hidden': true })`
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** A card saying what is being loaded, announced to screen readers. */
export function LoadingCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <Body role="status">
        <Glyph />
        <Title>{children}</Title>
      </Body>
    </Card>
  );
}
