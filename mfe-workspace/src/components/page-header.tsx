import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { ButtonRow } from './button-row';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The page's h1, a line about it and its main actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Header>
      <Titles>
        <h1>{title}</h1>
        {description && <Description>{description}</Description>}
      </Titles>
      {actions && <ButtonRow>{actions}</ButtonRow>}
    </Header>
  );
}
