import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Try Again" or "Return to Home". */
  action?: ReactNode;
  /** Heading level of the title, to keep the page's outline in order. */
  headingLevel?: 1 | 2 | 3;
}

export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Root>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
