import styled, { keyframes } from '@clientline/shared-ui/styled';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A spinning ring, decorative on its own: pair it with text or use `Spinner`. */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size = 16 }) => $size}px;
  height: ${({ $size = 16 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: number;
}

export function Spinner({ label = 'Loading', size = 20 }: SpinnerProps) {
  return (
    <SpinnerRoot role="status">
      <SpinnerGlyph $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
