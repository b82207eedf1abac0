import type { ComponentPropsWithRef } from 'react';
import styled from '@clientline/shared-ui/styled';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'destructive' | 'primary';

const toneColors = {
  neutral: ['neutralSoft', 'neutralText'],
  info: ['infoSoft', 'infoText'],
  success: ['successSoft', 'successText'],
  warning: ['warningSoft', 'warningText'],
  destructive: ['destructiveSoft', 'destructiveText'],
  primary: ['primarySoft', 'primaryHover'],
} as const;

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[toneColors[$tone][1]]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.5;
  white-space: nowrap;
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** A small status label (a "chip"), e.g. `<Badge tone="success">completed</Badge>`. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
