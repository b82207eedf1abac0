import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Button, media, useDisclosureMenu, VisuallyHidden } from '@clientline/shared-ui';
import { BrandLink } from './brand-link';
import { CloseIcon, MenuIcon } from './icons';

export interface NavItem {
  label: string;
  to: string;
  /** Shown as the header's main button rather than a plain link. */
  primary?: boolean;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1200px;
  height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

const DesktopNav = styled.nav`
  display: none;

  ${media.md} {
    display: block;
  }
`;

const DesktopList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TextLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: -${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ${media.md} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }

  ${media.md} {
    display: none;
  }
`;

const MobileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MobileLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const MobileButtonItem = styled.li`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The signed-out header: logo home, the page's links inline from md up, and below md a disclosure menu
 * with the same links.
 */
export function SiteHeader({ links }: { links: NavItem[] }) {
  const menu = useDisclosureMenu();

  return (
    <Bar>
      <Inner>
        <BrandLink />
        <DesktopNav aria-label="Main">
          <DesktopList>
            {links.map((item) => (
              <li key={item.label}>
                {item.primary ? (
                  <Button as={Link} to={item.to} size="sm">
                    {item.label}
                  </Button>
                ) : (
                  <TextLink to={item.to}>{item.label}</TextLink>
                )}
              </li>
            ))}
          </DesktopList>
        </DesktopNav>
        <MenuToggle type="button" {...menu.toggleProps}>
          {menu.open ? <CloseIcon /> : <MenuIcon />}
          <VisuallyHidden>Menu</VisuallyHidden>
        </MenuToggle>
        <MobilePanel {...menu.menuProps} aria-label="Main" hidden={!menu.open}>
          <MobileList>
            {links.map((item) =>
              item.primary ? (
                <MobileButtonItem key={item.label}>
                  <Button as={Link} to={item.to} size="lg" fullWidth>
                    {item.label}
                  </Button>
                </MobileButtonItem>
              ) : (
                <li key={item.label}>
                  <MobileLink to={item.to}>{item.label}</MobileLink>
                </li>
              ),
            )}
          </MobileList>
        </MobilePanel>
      </Inner>
    </Bar>
  );
}
