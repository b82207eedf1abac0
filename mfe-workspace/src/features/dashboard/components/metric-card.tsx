import { useId } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Card } from '@clientline/shared-ui';
import type { MetricDefinition } from './metric-definitions';

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Title = styled.h3`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Unit = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

// The definition shows while the card is hovered or focused, and is always its accessible description.
const Definition = styled.p`
  position: absolute;
  z-index: 1;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  box-shadow: ${({ theme }) => theme.shadows.md};
  visibility: hidden;

  ${Root}:hover > &,
  ${Root}:focus-visible > & {
    visibility: visible;
  }
`;

/** One dashboard figure with its unit; hovering or focusing it explains what it counts. */
export function MetricCard({ metric, value }: { metric: MetricDefinition; value: number }) {
  const titleId = useId();
  const definitionId = useId();
  return (
    <Root as="li" tabIndex={0} aria-labelledby={titleId} aria-describedby={definitionId}>
      <Title id={titleId}>{metric.title}</Title>
      <Figure>
        {value}
        {metric.unit && <Unit>{metric.unit}</Unit>}
      </Figure>
      <Definition id={definitionId}>{metric.definition}</Definition>
    </Root>
  );
}
