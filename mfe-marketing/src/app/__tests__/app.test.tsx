import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render-at';
import { preloadPage } from '../app';

// /early-access loads its code on demand; the first import in a test run can take a moment.
const LAZY_PAGE = { timeout: 5000 };

describe('Marketing pages routes', () => {
  // First in the file, so /law's texts are not loaded yet: the shell preloads them before it hydrates the
  // prerendered page, which must render complete at once to match the server's markup.
  it('an industry page preloaded renders complete in its first render, with no loading state', async () => {
    await preloadPage('/law');
    renderAt('/law');
    expect(screen.getByRole('heading', { level: 1, name: 'Keep every client informed on every matter' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Client communication on autopilot for professional firms', /^Client portal and project timelines for professional firms · Clientline$/],
    ['/law', 'Keep every client informed on every matter', /^For law firms · Clientline$/],
    ['/accountant', 'Take the chaos out of tax season', /^For accountants · Clientline$/],
    ['/early-access', 'Request early access', /^Request early access · Clientline$/],
  ])('%s shows its page inside one <main>, with a tab title', async (path, heading, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toMatch(title);
  });

  it('a hero button with no page of its own (Schedule Demo) opens the early-access wizard', async () => {
    const { user } = renderAt('/accountant');
    await user.click(screen.getAllByRole('link', { name: 'Schedule Demo' })[0]);
    expect(await screen.findByText('Step 1 of 4', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/early-access');
  });
});
