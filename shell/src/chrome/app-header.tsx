import { useRef, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Button, lazyWithPreload, media, useDisclosureMenu } from '@clientline/shared-ui';
import { DropdownMenu, LoadBoundary } from '@clientline/shared-ui/widgets';
import type { CurrentUser } from '@clientline/shared-ui/store';
import { SECURITY_PATH } from '@clientline/contracts/session-hint';
import { homePathOf } from '@clientline/contracts/routes';
import { ConnectionStatus } from './connection-status';
import { navigationFor } from './navigation';
import { useOpenSettingsFromLink, useRememberTimeZone } from './time-zone';
import { NotificationBell } from './notification-bell/notification-bell';
import { usePublishHeaderHeight } from './header-height';
import { useShareProfile } from './use-share-profile';
import { isPreview, runsTheFirm } from '@clientline/shared-ui/permissions';

// Only a firm's preview of a client's portal shows it, so other sessions never download it. A first screen
// rendered on the server has it already; the browser keeps that until its code is here.
const PreviewBanner = lazyWithPreload(() => import('./preview-banner').then((module) => module.PreviewBanner));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * From which width the navigation sits on the header's line: the firm's eight links and its account buttons
 * fit one line from 1280 px; below that they would wrap under one another, so the menu button stays.
 */
const inlineFrom = ({ $links }: { $links: number }) => ($links > 5 ? media.xl : media.lg);

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;

const Brand = styled(Link)<{ $links: number }>`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
  ${inlineFrom} {
    margin-right: 0;
  }
`;

const MenuToggle = styled(Button)<{ $links: number }>`
  ${inlineFrom} {
    display: none;
  }
`;

const Menu = styled.div<{ $open: boolean; $links: number }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${inlineFrom} {
    display: flex;
    position: static;
    flex: 1;
    flex-direction: row;
    align-items: center;
    padding: 0;
    border: 0;
  }
`;

const MainNav = styled.nav`
  flex: 1;
`;

const NavList = styled.ul<{ $links: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${inlineFrom} {
    flex-direction: row;
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const NavItemLink = styled(NavLink)`
  display: block;
  white-space: nowrap;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// Wrapping, a long name never pushes the header wider than the page: the buttons go onto a second line.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A long name is cut with an ellipsis on the header's line; the button's accessible name keeps it whole. */
const AccountButton = styled(Button)`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

interface AppHeaderProps {
  user: CurrentUser;
  onChangePassword: () => void;
  onNotificationSettings: () => void;
  onSignOut: () => void;
  /** The account dialog opened from the header, if any: its code loads when it opens. */
  children?: ReactNode;
  /** Closes that dialog (also when its code cannot be downloaded and they dismiss the notice). */
  onCloseDialog: () => void;
}

/**
 * The signed-in chrome: navigation by role, Share Profile and Logout (the spec's navigation), the
 * person's own settings in a menu under their name (Sign-in and security, Notification settings, Change
 * Password), and the notification bell. The settings live in that menu so the header fits one line at
 * desktop widths. During a preview of a client person's portal, the preview's banner comes first, and the
 * person's own settings are not offered (not from a mail's link either): they are not part of their portal,
 * and nothing can be changed. Opening the bell then marks nothing read.
 */
export function AppHeader({ user, onChangePassword, onNotificationSettings, onSignOut, children, onCloseDialog }: AppHeaderProps) {
  const menu = useDisclosureMenu();
  const navigate = useNavigate();
  const shareProfile = useShareProfile(user.organizationSlug);
  const preview = isPreview(user);
  const links = navigationFor(user);
  const bar = useRef<HTMLElement>(null);
  useRememberTimeZone(user);
  useOpenSettingsFromLink(preview ? undefined : onNotificationSettings);
  usePublishHeaderHeight(bar);

  return (
    <>
      {user.preview && (
        <LoadBoundary>
          <PreviewBanner preview={user.preview} />
        </LoadBoundary>
      )}
      <Bar ref={bar}>
        <Inner>
          <Brand to={homePathOf(user)} $links={links.length}>
            Clientline
          </Brand>
          <MenuToggle variant="ghost" size="sm" {...menu.toggleProps} $links={links.length}>
            {menu.open ? 'Close menu' : 'Menu'}
          </MenuToggle>
          <Menu {...menu.menuProps} $open={menu.open} $links={links.length}>
            <MainNav aria-label="Main">
              <NavList $links={links.length}>
                {links.map((item) => (
                  <li key={item.to}>
                    <NavItemLink to={item.to}>{item.label}</NavItemLink>
                  </li>
                ))}
              </NavList>
            </MainNav>
            <Actions>
              {!preview && (
                <DropdownMenu
                  align="end"
                  trigger={
                    <AccountButton variant="ghost" size="sm" aria-label={`Account: ${user.displayName}`}>
                      {user.displayName} <span aria-hidden>▾</span>
                    </AccountButton>
                  }
                  actions={[
                    { label: 'Sign-in and security', onSelect: () => navigate(SECURITY_PATH) },
                    { label: 'Notification settings', onSelect: onNotificationSettings },
                    { label: 'Change Password', onSelect: onChangePassword },
                  ]}
                />
              )}
              {runsTheFirm(user) && (
                <Button variant="ghost" size="sm" onClick={shareProfile}>
                  Share Profile
                </Button>
              )}
              <Button variant="secondary" size="sm" onClick={onSignOut}>
                Logout
              </Button>
            </Actions>
          </Menu>
          <NotificationBell readOnly={preview} />
        </Inner>
        <ConnectionStatus />
        <LoadBoundary onDismiss={onCloseDialog}>{children}</LoadBoundary>
      </Bar>
    </>
  );
}
