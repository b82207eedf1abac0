import type { TaskStatus } from '@clientline/contracts';

/**
 * The demo firm. Days are relative to the day the seed runs (negative: in the past), so the
 * dashboard, deadlines and client statuses look current whenever it is seeded.
 */
export const DEMO_PASSWORD = 'clientline-demo';

export const DEMO_FIRM = {
  organizationName: 'Harbor & Finch Legal',
  phoneNumber: '+1 555 0100',
  /** A law firm: its clients read "matters". */
  practice: 'law' as const,
  owner: { username: 'olivia.harbor@example.com', displayName: 'Olivia Harbor' },
  /** A team member the owner made an admin: she runs the firm with the owner. */
  admin: { username: 'rita.lane@example.com', displayName: 'Rita Lane' },
  teamMember: { username: 'theo.finch@example.com', displayName: 'Theo Finch' },
};

/** The firm's colleagues besides the owner. */
export type DemoColleague = 'admin' | 'teamMember';

/** `onboarded`: has signed in and finished the welcome tour (the dashboard counts them); Ava still gets the tour. */
export const DEMO_CLIENTS = [
  { key: 'ava', username: 'ava.martinez@example.com', displayName: 'Ava Martinez', onboarded: false },
  { key: 'ben', username: 'ben.okafor@example.com', displayName: 'Ben Okafor', onboarded: true },
  { key: 'chloe', username: 'chloe.nguyen@example.com', displayName: 'Chloe Nguyen', onboarded: true },
] as const;

export type DemoClientKey = (typeof DEMO_CLIENTS)[number]['key'];

/** A second person on Ben's account (a household filing jointly): she signs in on her own and sees his projects. */
export const DEMO_HOUSEHOLD_MEMBER = { of: 'ben', username: 'nia.okafor@example.com', displayName: 'Nia Okafor' } as const;
type MilestoneProgress = 'pending' | 'in_progress' | 'completed';

export interface DemoProject {
  client: DemoClientKey;
  name: string;
  description: string;
  startDay: number;
  endDay: number | null;
  /**
   * Who works on it besides the owner, who creates every project and so is always assigned; the first
   * runs its milestones. Theo is on some projects only, so "Assigned to me" and need-to-know show a difference.
   */
  assignees: DemoColleague[];
  milestones: Array<{ name: string; description: string; dueDay: number; progress: MilestoneProgress }>;
  /** Without a status a task is to do; `assignee` does it. */
  tasks: Array<{ name: string; description: string; startDay: number; endDay: number; status?: TaskStatus; assignee?: 'owner' | DemoColleague }>;
  /** `minutesAgo`: when it was sent. */
  messages: Array<{ from: 'client' | 'owner' | DemoColleague; content: string; minutesAgo: number }>;
  complete?: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const DEMO_PROJECTS: DemoProject[] = [
  {
    client: 'ava',
    name: 'Estate plan',
    description: 'Will, revocable living trust and powers of attorney.',
    startDay: -30,
    endDay: 45,
    assignees: ['teamMember'],
    milestones: [
      { name: 'Initial consultation', description: 'Goals, family and assets.', dueDay: -25, progress: 'completed' },
      { name: 'Draft will and trust', description: 'First drafts for review.', dueDay: 10, progress: 'in_progress' },
      { name: 'Signing ceremony', description: 'Sign with two witnesses and a notary.', dueDay: 40, progress: 'pending' },
    ],
    tasks: [
      { name: 'Gather asset list', description: 'Accounts, property and policies.', startDay: -28, endDay: -20, status: 'done', assignee: 'teamMember' },
      { name: 'Draft documents', description: 'Will, trust and powers of attorney.', startDay: -15, endDay: 10, status: 'in_progress', assignee: 'teamMember' },
      { name: 'Review with client', description: 'Walk through the drafts.', startDay: 12, endDay: 20 },
      { name: 'Sign and witness', description: 'Final signatures.', startDay: 38, endDay: 40 },
    ],
    messages: [
      { from: 'client', content: "Hi Olivia, I've put together the list of my accounts. Anything else you need?", minutesAgo: 2 * DAY + 3 * HOUR },
      { from: 'owner', content: "Thanks Ava, that's everything for now. Theo will send the first drafts next week.", minutesAgo: 2 * DAY + 2 * HOUR },
      { from: 'teamMember', content: 'The first draft of your will is ready for review in the portal.', minutesAgo: 5 * HOUR },
      { from: 'client', content: "Great, I'll read it tonight.", minutesAgo: 4 * HOUR },
    ],
  },
  {
    client: 'ben',
    name: 'Commercial lease review',
    description: "Review of the landlord's lease for the bakery's second shop.",
    startDay: -10,
    endDay: 5,
    assignees: ['teamMember', 'admin'],
    milestones: [
      { name: "Review landlord's draft", description: 'Clause-by-clause notes.', dueDay: -5, progress: 'completed' },
      { name: 'Negotiate terms', description: 'Rent review, repairs and break clause.', dueDay: 3, progress: 'in_progress' },
    ],
    tasks: [
      { name: 'Read the lease draft', description: '', startDay: -10, endDay: -7, status: 'done', assignee: 'teamMember' },
      { name: 'Mark up clauses', description: 'Rent review and repairing obligations.', startDay: -6, endDay: 2, status: 'in_progress', assignee: 'admin' },
      { name: 'Final sign-off', description: '', startDay: 3, endDay: 5 },
    ],
    messages: [
      { from: 'client', content: 'Can we push back on the five-year rent review?', minutesAgo: DAY + 45 },
      { from: 'teamMember', content: "Yes, I've proposed a three-year review with a cap. I'll let you know their answer.", minutesAgo: DAY },
    ],
  },
  {
    client: 'chloe',
    name: '2024 personal tax return',
    description: 'Federal and state returns with the home-office deduction.',
    startDay: -60,
    endDay: -5,
    assignees: ['admin'],
    milestones: [
      { name: 'Collect documents', description: 'W-2, 1099s and receipts.', dueDay: -45, progress: 'completed' },
      { name: 'File the return', description: 'E-file federal and state.', dueDay: -7, progress: 'in_progress' },
    ],
    tasks: [
      { name: 'Collect W-2 and 1099 forms', description: '', startDay: -60, endDay: -45, status: 'done', assignee: 'admin' },
      { name: 'Prepare the returns', description: '', startDay: -40, endDay: -10, status: 'done', assignee: 'admin' },
    ],
    messages: [
      { from: 'client', content: 'I found one more 1099 from my brokerage. Is it too late?', minutesAgo: 20 * DAY },
      { from: 'owner', content: 'Not at all, send it over and we will include it.', minutesAgo: 20 * DAY - 30 },
    ],
    complete: true,
  },
  {
    client: 'ben',
    name: 'Business incorporation',
    description: 'Incorporating Northwind Bakery before the second shop opens.',
    startDay: 20,
    endDay: 80,
    assignees: [],
    milestones: [{ name: 'Choose the entity type', description: 'LLC or S corporation.', dueDay: 30, progress: 'pending' }],
    tasks: [{ name: 'Compare entity types', description: 'Tax and liability.', startDay: 20, endDay: 30 }],
    messages: [],
  },
];

export const DEMO_WEBHOOK_REQUESTS = [
  { type: 'client_intake', content: 'New intake form: Daniel Reyes needs help with a residential purchase.', source: 'website' },
  { type: 'document_uploaded', content: 'Ava Martinez uploaded "Account list.pdf".', source: 'document-portal' },
  // No content: processing fails it, so the list shows a failed request too.
  { type: 'payment_received', source: 'billing' },
];
