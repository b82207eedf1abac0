import type { LandingContent } from './landing-content';

/** `/`: the page for every kind of firm, its texts and figures, with the way in to `/law` and `/accountant`. */
export const genericPage: LandingContent = {
  pageTitle: 'Client portal and project timelines for professional firms',
  nav: [
    { label: 'For Accountants', to: '/accountant' },
    { label: 'For Law Firms', to: '/law' },
    { label: 'Sign In', to: '/auth' },
    { label: 'Request Early Access', to: '/early-access', primary: true },
  ],
  hero: {
    eyebrow: 'Coming soon · Limited early access',
    title: 'Client communication on autopilot for professional firms',
    description:
      'Clientline gives law firms, accounting practices and advisory teams one place to run projects, share documents securely and keep every client informed, without the constant status-update emails.',
    actions: [
      { label: 'Request Early Access', to: '/early-access', variant: 'primary' },
      { label: 'Join Waitlist', to: '/early-access', variant: 'secondary' },
    ],
    preview: {
      project: 'Annual compliance review',
      milestones: [
        { name: 'Kick-off call', status: 'done' },
        { name: 'Documents received', status: 'done' },
        { name: 'Review in progress', status: 'active' },
        { name: 'Final report delivered', status: 'next' },
      ],
      update: 'Your advisor shared a new document',
    },
  },
  stats: [
    { value: '45%', label: 'Time saved' },
    { value: '98%', label: 'Client satisfaction' },
    { value: '1.5M+', label: 'Tasks automated' },
    { value: 'Under 2 min', label: 'Average response time' },
  ],
  savings: {
    title: 'Give your team back the hours lost to status updates',
    description:
      'Clients see progress, milestones and documents in their portal, so they stop asking where things stand and your people get on with the work.',
    emailsPerWeek: { before: 100, after: 70 },
    highlights: [
      { value: '30%', label: 'fewer client update emails' },
      { value: '2.5 hours', label: 'saved per week' },
      { value: '130', label: 'productive hours per year, per team member' },
    ],
  },
  industries: [
    {
      title: 'Law firms',
      description: 'Case timelines, secure document sharing and a portal where clients follow their matter.',
      to: '/law',
      linkLabel: 'Clientline for law firms',
      icon: 'law',
    },
    {
      title: 'Accountants',
      description: 'Tax-season workflows, document collection and client updates that run themselves.',
      to: '/accountant',
      linkLabel: 'Clientline for accountants',
      icon: 'accounting',
    },
  ],
  features: {
    title: 'Everything your clients ask about, in one place',
    description: 'Streamlined workflows for your team, clarity for your clients.',
    items: [
      {
        icon: 'projects',
        title: 'Project management',
        description:
          'Plan every engagement with milestones and timeline tasks, and see at a glance what is on track, due soon or overdue.',
      },
      {
        icon: 'security',
        title: 'Security and reliability',
        description:
          'Secure document sharing, data kept separate for each firm, and read-only timeline links that expire when you choose.',
      },
      {
        icon: 'portal',
        title: 'Client portal',
        description:
          'Clients sign in to one place for project updates, documents and direct communication with your team.',
      },
    ],
  },
  testimonials: [
    {
      quote:
        'Our clients used to email every week asking where things stood. Now they open the portal and see it for themselves, and our team has its afternoons back.',
      name: 'Sarah Mitchell',
      role: 'Managing Partner',
      firm: 'Mitchell & Hale LLP',
    },
    {
      quote:
        'Setting up a project timeline takes minutes, and every milestone update reaches the client automatically. It is the calmest our busy season has ever been.',
      name: 'David Chen',
      role: 'Founder',
      firm: 'Chen Advisory Group',
    },
  ],
  closing: {
    title: 'Be among the first firms on Clientline',
    description:
      'Early access is limited while we onboard firms in small groups. Tell us about your firm and we will be in touch.',
    actions: [
      { label: 'Request Early Access', to: '/early-access', variant: 'primary' },
      { label: 'Join Waitlist', to: '/early-access', variant: 'secondary' },
    ],
  },
};
