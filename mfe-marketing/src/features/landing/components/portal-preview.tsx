import styled, { css } from '@clientline/shared-ui/styled';
import { Badge, media, type BadgeTone } from '@clientline/shared-ui';
import { CheckIcon, MailIcon } from '../../../components/icons';
import type { LandingContent } from '../content/landing-content';

type Preview = LandingContent['hero']['preview'];
type MilestoneStatus = Preview['milestones'][number]['status'];

/** Each milestone's status as the portal's chips show it. */
const STATUS_CHIPS: Record<MilestoneStatus, { label: string; tone: BadgeTone }> = {
  done: { label: 'Completed', tone: 'success' },
  active: { label: 'In progress', tone: 'info' },
  next: { label: 'Up next', tone: 'neutral' },
};

const Frame = styled.figure`
  position: relative;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 60px rgba(49, 46, 129, 0.16), 0 4px 12px rgba(16, 24, 40, 0.06);

  ${media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const WindowDots = styled.span`
  display: flex;
  gap: 6px;

  span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Project = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Progress = styled.div`
  height: 8px;
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  &::after {
    content: '';
    display: block;
    width: 62%;
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary}, #7c3aed);
  }
`;

const Milestones = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Milestone = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dot = styled.span<{ $status: MilestoneStatus }>`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  ${({ $status, theme }) =>
    $status === 'done'
      ? css`
          background: ${theme.colors.success};
          color: ${theme.colors.textOnAccent};
        `
      : $status === 'active'
        ? css`
            border: 2px solid ${theme.colors.primary};
            background: ${theme.colors.primarySoft};
          `
        : css`
            border: 2px solid ${theme.colors.border};
          `}
`;

const MilestoneName = styled.span`
  flex: 1;
  min-width: 0;
`;

const Chip = styled(Badge)`
  flex-shrink: 0;
`;

const Update = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex-shrink: 0;
  }
`;

/** An illustration of the client portal: a project with its milestones and a fresh update. */
export function PortalPreview({ preview }: { preview: Preview }) {
  return (
    <Frame>
      <Caption>
        Client portal preview
        <WindowDots aria-hidden="true">
          <span />
          <span />
          <span />
        </WindowDots>
      </Caption>
      <Project>{preview.project}</Project>
      <Progress aria-hidden="true" />
      <Milestones>
        {preview.milestones.map((milestone) => (
          <Milestone key={milestone.name}>
            <Dot $status={milestone.status} aria-hidden="true">
              {milestone.status === 'done' && <CheckIcon width={14} height={14} strokeWidth={3} />}
            </Dot>
            <MilestoneName>{milestone.name}</MilestoneName>
            <Chip tone={STATUS_CHIPS[milestone.status].tone}>{STATUS_CHIPS[milestone.status].label}</Chip>
          </Milestone>
        ))}
      </Milestones>
      <Update>
        <MailIcon width={18} height={18} />
        {preview.update}
      </Update>
    </Frame>
  );
}
