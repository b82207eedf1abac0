import { screen, within } from '@testing-library/react';
import { openLandingPage } from '../../../testing/render-at';

// Every page's figures, written out here so a change to the content is a change to this test too.
const FIGURES: Record<string, { stats: [string, string][]; savings: string[] }> = {
  '/': {
    stats: [
      ['Time saved', '45%'],
      ['Client satisfaction', '98%'],
      ['Tasks automated', '1.5M+'],
      ['Average response time', 'Under 2 min'],
    ],
    savings: ['30%', 'fewer client update emails', '100', '70', '2.5 hours', '130', 'productive hours per year, per team member'],
  },
  '/law': {
    stats: [
      ['Time saved', '42%'],
      ['Client satisfaction', '99%'],
      ['Cases managed', '750K+'],
      ['Average response time', 'Under 3 min'],
    ],
    savings: ['30%', 'fewer client update emails', '100', '70', '2.5 hours', '130', 'billable hours per year, per fee earner'],
  },
  '/accountant': {
    stats: [
      ['Time saved', '48%'],
      ['Client satisfaction', '97%'],
      ['Returns filed', '2.5M+'],
      ['Average response time', 'Under 2 min'],
    ],
    savings: ['40%', 'fewer update emails in tax season', '3.5 hours', '180', 'billable hours per year, per accountant'],
  },
};

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

/** The section under a small label such as "Features". */
function sectionUnder(eyebrow: string) {
  return screen.getByText(eyebrow).closest('section') as HTMLElement;
}

/** The header's links, as the menu lists them (jsdom applies no media query, so the page is phone-sized). */
async function headerLinks(user: Awaited<ReturnType<typeof openLandingPage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return linkTargets(screen.getByRole('navigation', { name: 'Main' }));
}

describe.each(Object.entries(FIGURES))('%s', (path, figures) => {
  it('shows its statistics, each value with its label', async () => {
    await openLandingPage(path);
    const stats = section('Clientline in numbers');
    for (const [label, value] of figures.stats) {
      const term = within(stats).getByText(label);
      expect(term.parentElement).toHaveTextContent(`${label}${value}`);
    }
  });

  it('shows its time savings', async () => {
    await openLandingPage(path);
    const savings = within(sectionUnder('Time savings'));
    for (const text of figures.savings) expect(savings.getByText(text)).toBeInTheDocument();
  });

  it('shows three feature cards, two testimonials with 5 out of 5 stars, and a closing call to action', async () => {
    await openLandingPage(path);
    expect(within(sectionUnder('Features')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const testimonials = section('What firms in our early access say');
    expect(within(testimonials).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    expect(within(testimonials).getAllByRole('blockquote')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveAccessibleName(
      /Be among the first|clarity they expect|calmer tax season/,
    );
  });
});

function linkTargets(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('links and buttons of the landing pages', () => {
  it('the generic page links to both industry pages, sign-in and the early-access wizard', async () => {
    const { user } = await openLandingPage('/');
    expect(await headerLinks(user)).toEqual([
      ['For Accountants', '/accountant'],
      ['For Law Firms', '/law'],
      ['Sign In', '/auth'],
      ['Request Early Access', '/early-access'],
    ]);
    expect(linkTargets(section('Client communication on autopilot for professional firms'))).toEqual([
      ['Request Early Access', '/early-access'],
      ['Join Waitlist', '/early-access'],
    ]);
    const industries = section('Made for firms that run on client trust');
    expect(within(industries).getByRole('link', { name: /law firms/i })).toHaveAttribute('href', '/law');
    expect(within(industries).getByRole('link', { name: /accountants/i })).toHaveAttribute('href', '/accountant');
    expect(screen.getByRole('heading', { name: 'Project management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Security and reliability' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Client portal' })).toBeInTheDocument();
  });

  it('the law page: logo home, Sign In, Request Early Access to registration, Join Waitlist to the wizard', async () => {
    const { user } = await openLandingPage('/law');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Clientline' })).toHaveAttribute('href', '/');
    expect(await headerLinks(user)).toEqual([
      ['Sign In', '/auth'],
      ['Request Early Access', '/auth?mode=register'],
    ]);
    expect(linkTargets(section('Keep every client informed on every matter'))).toEqual([
      ['Request Early Access', '/auth?mode=register'],
      ['Join Waitlist', '/early-access'],
    ]);
    expect(screen.getByRole('heading', { name: 'Case management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compliance and security' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Client portal' })).toBeInTheDocument();
  });

  it('the accountant page: Log In, Start Free Trial, Start Your Free Trial, and Schedule Demo to the wizard', async () => {
    const { user } = await openLandingPage('/accountant');
    expect(await headerLinks(user)).toEqual([
      ['Log In', '/auth'],
      ['Start Free Trial', '/auth?mode=register'],
    ]);
    expect(linkTargets(section('Take the chaos out of tax season'))).toEqual([
      ['Start Your Free Trial', '/auth?mode=register'],
      ['Schedule Demo', '/early-access'],
    ]);
    expect(screen.getByRole('heading', { name: 'Tax season management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compliance and security' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Financial insights' })).toBeInTheDocument();
    expect(screen.getByText('Join hundreds of firms saving 180+ hours per year with Clientline.')).toBeInTheDocument();
  });
});
