import type { LandingContent } from './landing-content';

/** `/law`: the page for law firms, its texts and figures. */
export const lawPage: LandingContent = {
  pageTitle: 'For law firms',
  nav: [
    { label: 'Sign In', to: '/auth' },
    { label: 'Request Early Access', to: '/auth?mode=register', primary: true },
  ],
  hero: {
    eyebrow: 'For law firms · Limited early access',
    title: 'Keep every client informed on every matter',
    description:
      'Clientline brings case timelines, secure document sharing and a client portal together, so your firm spends less time on status calls and more on billable work.',
    actions: [
      { label: 'Request Early Access', to: '/auth?mode=register', variant: 'primary' },
      { label: 'Join Waitlist', to: '/early-access', variant: 'secondary' },
    ],
    preview: {
      project: 'Estate plan: Whitaker family trust',
      milestones: [
        { name: 'Engagement letter signed', status: 'done' },
        { name: 'Asset documents collected', status: 'done' },
        { name: 'Draft trust under review', status: 'active' },
        { name: 'Signing meeting', status: 'next' },
      ],
      update: 'Your legal team posted a case update',
    },
  },
  stats: [
    { value: '42%', label: 'Time saved' },
    { value: '99%', label: 'Client satisfaction' },
    { value: '750K+', label: 'Cases managed' },
    { value: 'Under 3 min', label: 'Average response time' },
  ],
  savings: {
    title: 'Fewer status calls, more billable work',
    description:
      'Clients follow their matter in the portal instead of calling the office, so fee earners and paralegals spend their time on casework.',
    emailsPerWeek: { before: 100, after: 70 },
    highlights: [
      { value: '30%', label: 'fewer client update emails' },
      { value: '2.5 hours', label: 'saved per week' },
      { value: '130', label: 'billable hours per year, per fee earner' },
    ],
  },
  features: {
    title: 'Built around the way your firm runs matters',
    description: 'From intake to resolution, everyone knows what happens next.',
    items: [
      {
        icon: 'cases',
        title: 'Case management',
        description:
          'Track every matter with milestones, deadlines and a shared timeline your clients can follow from intake to resolution.',
      },
      {
        icon: 'security',
        title: 'Compliance and security',
        description:
          'Keep privileged documents and client conversations in a secure portal, separated by firm and shared only with the right people.',
      },
      {
        icon: 'portal',
        title: 'Client portal',
        description:
          'Give clients one place for case updates, documents and messages with their legal team, without another phone call.',
      },
    ],
  },
  testimonials: [
    {
      quote:
        'Clients follow their matter from intake to resolution without calling the office. Our paralegals finally spend their days on casework instead of status updates.',
      name: 'Rebecca Thornton',
      role: 'Senior Partner',
      firm: 'Thornton Legal Group',
    },
    {
      quote:
        'Sharing documents securely used to mean a tangle of email attachments. Now everything sits in one portal, and clients tell us they feel informed for the first time.',
      name: 'Marcus Bell',
      role: 'Litigation Lead',
      firm: 'Bell & Ortiz Attorneys',
    },
  ],
  closing: {
    title: 'Give your clients the clarity they expect',
    description: 'Join the law firms getting their client portal ready with Clientline. Early access is limited.',
    actions: [
      { label: 'Request Early Access', to: '/auth?mode=register', variant: 'primary' },
      { label: 'Join Waitlist', to: '/early-access', variant: 'secondary' },
    ],
  },
};
