import styled from '@clientline/shared-ui/styled';
import { CalendarIcon, ChartIcon, KanbanIcon, PortalIcon, ScaleIcon, ShieldIcon } from '../../../components/icons';
import type { FeatureIcon, LandingContent } from '../content/landing-content';
import { Eyebrow } from '../../../components/eyebrow';
import { Band, CardGrid, Container, SectionIntro, SectionLead, SectionTitle } from './section-layout';

const ICONS: Record<FeatureIcon, typeof KanbanIcon> = {
  projects: KanbanIcon,
  security: ShieldIcon,
  portal: PortalIcon,
  cases: ScaleIcon,
  'tax-season': CalendarIcon,
  insights: ChartIcon,
};

const FeatureCard = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #7c3aed);
  color: ${({ theme }) => theme.colors.textOnAccent};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function FeaturesSection({ features }: { features: LandingContent['features'] }) {
  return (
    <Band aria-labelledby="features-title">
      <Container>
        <SectionIntro>
          <Eyebrow>Features</Eyebrow>
          <SectionTitle id="features-title">{features.title}</SectionTitle>
          <SectionLead>{features.description}</SectionLead>
        </SectionIntro>
        <CardGrid $columns={3}>
          {features.items.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <FeatureCard key={feature.title}>
                <IconTile>
                  <Icon width={22} height={22} />
                </IconTile>
                <Title>{feature.title}</Title>
                <Text>{feature.description}</Text>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Container>
    </Band>
  );
}
