import styled, { css } from '@clientline/shared-ui/styled';
import { media, VisuallyHidden } from '@clientline/shared-ui';
import { CheckIcon } from '../../../components/icons';

const Count = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Track = styled.div`
  height: 6px;
  margin-top: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary}, #7c3aed);
  transition: width 200ms ease;
`;

const Steps = styled.ol`
  display: none;

  ${media.sm} {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]};
    margin: ${({ theme }) => `${theme.space[3]} 0 0`};
    padding: 0;
    list-style: none;
  }
`;

const StepName = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ $state, theme }) =>
    $state === 'done' &&
    css`
      color: ${theme.colors.text};
    `}

  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      color: ${theme.colors.primary};
      font-weight: ${theme.fontWeights.semibold};
    `}

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** "Step N of 4", a progress bar and, from sm up, the names of the steps. */
export function StepIndicator({ titles, current }: { titles: string[]; current: number }) {
  return (
    <div>
      <Count>
        Step {current + 1} of {titles.length}
      </Count>
      <Track aria-hidden="true">
        <Fill $percent={((current + 1) / titles.length) * 100} />
      </Track>
      <Steps aria-label="Steps">
        {titles.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <StepName key={title} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && <CheckIcon width={14} height={14} strokeWidth={3} />}
              {title}
              {state === 'done' && <VisuallyHidden>(completed)</VisuallyHidden>}
            </StepName>
          );
        })}
      </Steps>
    </div>
  );
}
