import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';

const Root = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface KeyFigureProps {
  label: ReactNode;
  value: ReactNode;
  className?: string;
}

/**
 * One figure of a `<dl>`, e.g. "98%" over "client satisfaction": the value shown above its label but read
 * after it. Sizes and colours are the page's: `styled(KeyFigure)` sets them on its `dt` and `dd`.
 */
export function KeyFigure({ label, value, className }: KeyFigureProps) {
  return (
    <Root className={className}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Root>
  );
}
