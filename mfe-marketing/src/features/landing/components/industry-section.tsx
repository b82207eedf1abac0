import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { ArrowRightIcon, CalculatorIcon, ScaleIcon } from '../../../components/icons';
import type { LandingContent } from '../content/landing-content';
import { Eyebrow } from '../../../components/eyebrow';
import { Band, CardGrid, Container, SectionIntro, SectionTitle } from './section-layout';

type Industry = NonNullable<LandingContent['industries']>[number];

const ICONS = { law: ScaleIcon, accounting: CalculatorIcon } as const;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: #c7d2fe;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const CardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The generic page's way in to the law and accountant pages. */
export function IndustrySection({ industries }: { industries: Industry[] }) {
  return (
    <Band $tone="muted" aria-labelledby="industries-title">
      <Container>
        <SectionIntro>
          <Eyebrow>Built for your practice</Eyebrow>
          <SectionTitle id="industries-title">Made for firms that run on client trust</SectionTitle>
        </SectionIntro>
        <CardGrid $columns={2}>
          {industries.map((industry) => {
            const Icon = ICONS[industry.icon];
            return (
              <li key={industry.to}>
                <CardLink to={industry.to}>
                  <IconTile>
                    <Icon />
                  </IconTile>
                  <CardTitle>{industry.title}</CardTitle>
                  <CardText>{industry.description}</CardText>
                  <More>
                    {industry.linkLabel}
                    <ArrowRightIcon width={18} height={18} />
                  </More>
                </CardLink>
              </li>
            );
          })}
        </CardGrid>
      </Container>
    </Band>
  );
}
