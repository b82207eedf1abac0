import styled from '@clientline/shared-ui/styled';
import { KeyFigure, media } from '@clientline/shared-ui';
import { ClockIcon } from '../../../components/icons';
import type { LandingContent } from '../content/landing-content';
import { Eyebrow } from '../../../components/eyebrow';
import { Band, SectionLead, SectionTitle, SplitLayout } from './section-layout';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: 18px;
  background: linear-gradient(160deg, #312e81, ${({ theme }) => theme.colors.primaryHover});
  color: ${({ theme }) => theme.colors.textOnAccent};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const PanelTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Comparison = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const ComparisonTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const BarRow = styled.p`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const BarLabel = styled.span`
  display: flex;
  justify-content: space-between;
  color: #e0e7ff;
`;

const Bar = styled.span<{ $percent: number; $highlight?: boolean }>`
  display: block;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.15);

  &::after {
    content: '';
    display: block;
    width: ${({ $percent }) => $percent}%;
    height: 100%;
    border-radius: inherit;
    background: ${({ $highlight }) => ($highlight ? '#a5f3fc' : 'rgba(255, 255, 255, 0.55)')};
  }
`;

const Highlights = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => `${theme.space[6]} 0 0`};

  ${Comparison} + & {
    padding-top: ${({ theme }) => theme.space[6]};
    border-top: 1px solid rgba(255, 255, 255, 0.2);
  }

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Highlight = styled(KeyFigure)`
  dt {
    color: #e0e7ff;
  }

  dd {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.2;
  }
`;

export function SavingsSection({ savings }: { savings: LandingContent['savings'] }) {
  const emails = savings.emailsPerWeek;
  return (
    <Band aria-labelledby="savings-title">
      <SplitLayout $columns="1fr 1fr" $gap={16}>
        <div>
          <Eyebrow>Time savings</Eyebrow>
          <SectionTitle id="savings-title">{savings.title}</SectionTitle>
          <SectionLead>{savings.description}</SectionLead>
        </div>
        <Panel>
          <PanelTitle>
            <ClockIcon width={20} height={20} />
            What a firm gets back
          </PanelTitle>
          {emails && (
            <Comparison>
              <ComparisonTitle>Client update emails per week</ComparisonTitle>
              <BarRow>
                <BarLabel>
                  <span>Before</span>
                  <span>{emails.before}</span>
                </BarLabel>
                <Bar $percent={100} aria-hidden="true" />
              </BarRow>
              <BarRow>
                <BarLabel>
                  <span>With Clientline</span>
                  <span>{emails.after}</span>
                </BarLabel>
                <Bar $percent={(emails.after / emails.before) * 100} $highlight aria-hidden="true" />
              </BarRow>
            </Comparison>
          )}
          <Highlights>
            {savings.highlights.map((highlight) => (
              <Highlight key={highlight.label} label={highlight.label} value={highlight.value} />
            ))}
          </Highlights>
        </Panel>
      </SplitLayout>
    </Band>
  );
}
