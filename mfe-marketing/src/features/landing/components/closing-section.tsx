import styled from '@clientline/shared-ui/styled';
import { media } from '@clientline/shared-ui';
import type { LandingContent } from '../content/landing-content';
import { ActionButtons } from './action-buttons';
import { Band, Container } from './section-layout';

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border-radius: 24px;
  background:
    radial-gradient(40rem 20rem at 100% 0%, rgba(167, 139, 250, 0.45), transparent 60%),
    linear-gradient(135deg, #312e81, ${({ theme }) => theme.colors.primary});
  color: ${({ theme }) => theme.colors.textOnAccent};
  text-align: center;

  ${media.md} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[12]}`};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Text = styled.p`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space[4]} auto 0`};
  color: #e0e7ff;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled(ActionButtons)`
  justify-content: center;

  /* On the dark panel: a white primary button and an outlined secondary one. */
  & > [data-variant='primary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryHover};

    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }

  & > [data-variant='secondary'] {
    border-color: rgba(255, 255, 255, 0.6);
    background: transparent;
    color: ${({ theme }) => theme.colors.textOnAccent};
    box-shadow: none;

    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }
`;

export function ClosingSection({ closing }: { closing: LandingContent['closing'] }) {
  return (
    <Band aria-labelledby="closing-title">
      <Container>
        <Panel>
          <Title id="closing-title">{closing.title}</Title>
          <Text>{closing.description}</Text>
          <Actions actions={closing.actions} />
        </Panel>
      </Container>
    </Band>
  );
}
