import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';

const BrandAnchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #7c3aed);
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The Clientline logo, linking home. */
export function BrandLink() {
  return (
    <BrandAnchor to="/">
      <Mark aria-hidden="true">C</Mark>
      Clientline
    </BrandAnchor>
  );
}
