import styled from '@clientline/shared-ui/styled';
import { media } from '@clientline/shared-ui';
import type { LandingContent } from '../content/landing-content';
import { ActionButtons } from './action-buttons';
import { PortalPreview } from './portal-preview';
import { Band, SplitLayout } from './section-layout';

const HeroBand = styled(Band)`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(124, 58, 237, 0.12), transparent 70%),
    radial-gradient(50rem 30rem at 0% 0%, rgba(79, 70, 229, 0.12), transparent 65%),
    ${({ theme }) => theme.colors.background};
`;

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid #c7d2fe;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: 34px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.12;
  letter-spacing: -0.03em;

  ${media.md} {
    font-size: 48px;
  }

  ${media.xl} {
    font-size: 56px;
  }
`;

const Description = styled.p`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function HeroSection({ hero }: { hero: LandingContent['hero'] }) {
  return (
    <HeroBand aria-labelledby="hero-title">
      <SplitLayout $columns="1.1fr 0.9fr" $gap={12}>
        <div>
          <Pill>{hero.eyebrow}</Pill>
          <Title id="hero-title">{hero.title}</Title>
          <Description>{hero.description}</Description>
          <ActionButtons actions={hero.actions} />
        </div>
        <PortalPreview preview={hero.preview} />
      </SplitLayout>
    </HeroBand>
  );
}
