import { screen, within } from '@testing-library/react';
import { currentPath, openLandingPage } from '../../testing/render-at';

function menuPanel(toggle: HTMLElement) {
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('the mobile menu', () => {
  it('is a disclosure: the Menu button shows and hides the panel it controls', async () => {
    const { user } = await openLandingPage('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = menuPanel(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'For Accountants',
      'For Law Firms',
      'Sign In',
      'Request Early Access',
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const { user } = await openLandingPage('/law');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(within(menuPanel(toggle)).getByRole('link', { name: 'Sign In' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel(toggle)).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes when one of its links opens another page, which starts at the top', async () => {
    const { user, scrollTo } = await openLandingPage('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(menuPanel(toggle)).getByRole('link', { name: 'For Law Firms' }));

    expect(currentPath()).toBe('/law');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keep every client informed on every matter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('closes when the logo is clicked on the page it leads to', async () => {
    const { user } = await openLandingPage('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Clientline' }));

    expect(currentPath()).toBe('/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
