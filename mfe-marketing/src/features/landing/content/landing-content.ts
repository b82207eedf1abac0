import type { NavItem } from '../../../components/site-header';

export type FeatureIcon = 'projects' | 'security' | 'portal' | 'cases' | 'tax-season' | 'insights';

export interface ActionLink {
  label: string;
  to: string;
  variant: 'primary' | 'secondary';
}

export interface Stat {
  value: string;
  label: string;
}

export interface LandingContent {
  /** The page's part of the document title (usePageTitle adds 'Clientline'). */
  pageTitle: string;
  nav: NavItem[];
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    actions: ActionLink[];
    preview: { project: string; milestones: { name: string; status: 'done' | 'active' | 'next' }[]; update: string };
  };
  stats: Stat[];
  savings: {
    title: string;
    description: string;
    /** Client update emails per week, before and with Clientline, when the page gives both numbers. */
    emailsPerWeek?: { before: number; after: number };
    highlights: Stat[];
  };
  /** The generic page's cards leading to the law and accountant pages. */
  industries?: { title: string; description: string; to: string; linkLabel: string; icon: 'law' | 'accounting' }[];
  features: { title: string; description: string; items: { icon: FeatureIcon; title: string; description: string }[] };
  testimonials: { quote: string; name: string; role: string; firm: string }[];
  closing: { title: string; description: string; actions: ActionLink[] };
}
