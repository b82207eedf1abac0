import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';

function Page() {
  return (
    <>
      <header>
        <a href="/">Clientline</a>
        <button type="button">Menu</button>
      </header>
      <main>
        <h1>Projects</h1>
      </main>
    </>
  );
}

describe('Skip to content', () => {
  it('is the first Tab stop of a page, before the logo', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Clientline' })).toHaveFocus();
  });

  it("moves focus to the page's main content, without changing the address", async () => {
    const { user } = renderWithProviders(<Page />, '/projects');
    await user.tab();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(window.location.pathname + window.location.hash).toBe('/projects');
  });

  it('prefers an element named main-content when a page names one', async () => {
    const { user } = renderWithProviders(
      <>
        <a href="/">Clientline</a>
        <main id="main-content" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
