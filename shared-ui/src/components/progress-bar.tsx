import styled, { css } from '@clientline/shared-ui/styled';

/** Completed over total milestones as a rounded percentage; 0 for a project with no milestones. */
export function progressPercent({ completedMilestones, totalMilestones }: { completedMilestones: number; totalMilestones: number }): number {
  if (totalMilestones <= 0) return 0;
  return Math.round((completedMilestones / totalMilestones) * 100);
}

const Track = styled.div<{ $inline: boolean }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
  ${({ $inline }) => $inline && 'flex: 1;'}
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s ease;
`;

const Root = styled.div<{ $inline: boolean }>`
  ${({ $inline, theme }) =>
    $inline &&
    css`
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      min-width: 120px;
    `}
`;

const CaptionRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InlinePercent = styled.span`
  min-width: 3ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export interface ProgressBarProps {
  percent: number;
  /** What screen readers call the bar, e.g. 'Progress of Estate plan'. */
  label: string;
  /** 'captioned' writes "Progress" and the percentage above the bar (cards); 'inline' puts the percentage beside it (tables). */
  layout?: 'captioned' | 'inline';
}

/** A project's progress as a bar with its percentage. */
export function ProgressBar({ percent, label, layout = 'captioned' }: ProgressBarProps) {
  const inline = layout === 'inline';
  return (
    <Root $inline={inline}>
      {!inline && (
        <CaptionRow aria-hidden>
          <span>Progress</span>
          <span>{percent}%</span>
        </CaptionRow>
      )}
      <Track $inline={inline} role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <Fill $percent={percent} />
      </Track>
      {inline && <InlinePercent aria-hidden>{percent}%</InlinePercent>}
    </Root>
  );
}

const NoMilestones = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProjectProgressProps {
  project: { completedMilestones: number; totalMilestones: number; status: string };
  /** What screen readers call the bar, e.g. 'Progress of Estate plan'. */
  label: string;
}

/**
 * A project's progress, captioned. Progress counts milestones, so a project without any has none to
 * show: it says so rather than "0%", which beside a completed project's score read as a failure.
 */
export function ProjectProgress({ project, label }: ProjectProgressProps) {
  if (project.totalMilestones > 0) return <ProgressBar percent={progressPercent(project)} label={label} />;
  return (
    <NoMilestones>
      <span>Progress</span>
      <span>{project.status === 'completed' ? 'Completed, with no milestones to count' : 'No milestones to count yet'}</span>
    </NoMilestones>
  );
}
