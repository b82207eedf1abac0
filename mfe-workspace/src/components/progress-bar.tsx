import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 120px;
`;

const Track = styled.div`
  flex: 1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  min-width: 3ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** A project's progress: a bar and its rounded percentage. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Row>
      <Track role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <Fill $percent={percent} />
      </Track>
      <Label aria-hidden>{percent}%</Label>
    </Row>
  );
}
