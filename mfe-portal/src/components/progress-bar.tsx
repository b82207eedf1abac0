import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s ease;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A progress bar shown as "Progress N%"; `of` names the project for screen readers. */
export function ProgressBar({ percent, of }: { percent: number; of?: string }) {
  return (
    <div>
      <Row aria-hidden>
        <span>Progress</span>
        <span>{percent}%</span>
      </Row>
      <Track role="progressbar" aria-label={of ? `Progress of ${of}` : 'Progress'} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <Fill $percent={percent} />
      </Track>
    </div>
  );
}
