import type { LandingContent } from './landing-content';

/** `/accountant`: the page for accounting firms, its texts and figures. */
export const accountantPage: LandingContent = {
  pageTitle: 'For accountants',
  nav: [
    { label: 'Log In', to: '/auth' },
    { label: 'Start Free Trial', to: '/auth?mode=register', primary: true },
  ],
  hero: {
    eyebrow: 'For accountants · Limited early access',
    title: 'Take the chaos out of tax season',
    description:
      'Manage tax-season workflows, collect documents securely and keep every client updated automatically, from the engagement letter to the filed return.',
    actions: [
      { label: 'Start Your Free Trial', to: '/auth?mode=register', variant: 'primary' },
      { label: 'Schedule Demo', to: '/early-access', variant: 'secondary' },
    ],
    preview: {
      project: 'Personal tax return: Patel household',
      milestones: [
        { name: 'Engagement letter signed', status: 'done' },
        { name: 'Income statements uploaded', status: 'done' },
        { name: 'Return being prepared', status: 'active' },
        { name: 'Review and e-file', status: 'next' },
      ],
      update: 'Your accountant requested one more document',
    },
  },
  stats: [
    { value: '48%', label: 'Time saved' },
    { value: '97%', label: 'Client satisfaction' },
    { value: '2.5M+', label: 'Returns filed' },
    { value: 'Under 2 min', label: 'Average response time' },
  ],
  savings: {
    title: 'Get through tax season without the inbox pile-up',
    description:
      'Clients see exactly which documents you still need and where their return stands, so the "did you get my documents?" emails stop.',
    highlights: [
      { value: '40%', label: 'fewer update emails in tax season' },
      { value: '3.5 hours', label: 'saved per week' },
      { value: '180', label: 'billable hours per year, per accountant' },
    ],
  },
  features: {
    title: 'Made for the busiest weeks of your year',
    description: 'Streamlined workflows from document collection to filing.',
    items: [
      {
        icon: 'tax-season',
        title: 'Tax season management',
        description:
          'Organise every return into milestones and deadlines, so the busiest weeks of the year run on a clear, shared schedule.',
      },
      {
        icon: 'security',
        title: 'Compliance and security',
        description:
          'Collect and share financial documents securely, with client data kept separate for each firm.',
      },
      {
        icon: 'insights',
        title: 'Financial insights',
        description:
          'See active engagements, outstanding tasks and response times on one dashboard, and plan capacity before deadlines hit.',
      },
    ],
  },
  testimonials: [
    {
      quote:
        'Tax season used to mean a flood of "did you get my documents?" emails. Now every client sees exactly what we still need and where their return stands.',
      name: 'Jennifer Walsh',
      role: 'Partner',
      firm: 'Walsh & Reid Accounting',
    },
    {
      quote:
        'The dashboard shows where every engagement stands, so we plan staffing before the deadlines hit rather than after.',
      name: 'Michael Torres',
      role: 'Managing Director',
      firm: 'Torres Tax & Advisory',
    },
  ],
  closing: {
    title: 'Ready for a calmer tax season?',
    description: 'Join hundreds of firms saving 180+ hours per year with Clientline.',
    actions: [
      { label: 'Start Your Free Trial', to: '/auth?mode=register', variant: 'primary' },
      { label: 'Schedule Demo', to: '/early-access', variant: 'secondary' },
    ],
  },
};
