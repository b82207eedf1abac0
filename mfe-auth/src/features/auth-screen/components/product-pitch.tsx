import styled from '@clientline/shared-ui/styled';
import { CheckList, KeyFigure } from '@clientline/shared-ui';

const Eyebrow = styled.p`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;
`;

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Points = styled(CheckList)`
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Check = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.successText};
`;

const Figures = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[10]};
  margin: ${({ theme }) => `${theme.space[10]} 0 0`};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Figure = styled(KeyFigure)`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const POINTS = [
  'A client portal with live project progress',
  'Milestones and timelines your clients can follow',
  'Messages and notifications in one secure place',
];

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** What Clientline does, beside the sign-in card on wide screens. */
export function ProductPitch() {
  return (
    <>
      <Eyebrow>For law and accounting firms</Eyebrow>
      <Lead>Every client matter, one clear timeline.</Lead>
      <Summary>
        Clientline brings your clients, projects, milestones and messages together, so clients see progress
        without chasing you for updates.
      </Summary>
      <Points
        items={POINTS}
        mark={
          <Check>
            <CheckIcon />
          </Check>
        }
      />
      <Figures>
        <Figure label="less time on status updates" value="45%" />
        <Figure label="client satisfaction" value="98%" />
      </Figures>
    </>
  );
}
