import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@clientline/shared-ui';

const Header = styled(CardHeader)`
  padding-top: ${({ theme }) => theme.space[8]};
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

/** Centred actions or links under a page card's content. */
export const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The one card of a page reached by a mailed link or for an account task: its title is the page's heading. */
export function PageCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Header>
        <Title as="h1">{title}</Title>
        {description && <CardDescription>{description}</CardDescription>}
      </Header>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
