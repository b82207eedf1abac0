import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import type { LandingContent } from '../content/landing-content';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { IndustrySection } from './industry-section';
import { SavingsSection } from './savings-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';
import { MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';

/** One landing page (/, /law or /accountant), drawn from its content. */
export function LandingPage({ content }: { content: LandingContent }) {
  usePageTitle(content.pageTitle);
  return (
    <>
      <SiteHeader links={content.nav} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HeroSection hero={content.hero} />
        <StatsSection stats={content.stats} />
        <SavingsSection savings={content.savings} />
        {content.industries && <IndustrySection industries={content.industries} />}
        <FeaturesSection features={content.features} />
        <TestimonialsSection testimonials={content.testimonials} />
        <ClosingSection closing={content.closing} />
      </main>
      <SiteFooter />
    </>
  );
}
