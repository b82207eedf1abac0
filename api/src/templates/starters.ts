import type { AutomationRequest, Practice, TemplateFields } from '@clientline/contracts';

/** A template the product ships: a firm copies it into its own templates and edits it there. */
export interface StarterTemplate {
  key: string;
  /** The practices it is offered to first (every firm may copy any). */
  practices: Practice[];
  /** A firm's own roles come after copying: a starter assigns by none. */
  fields: Omit<TemplateFields, 'assigneeRoleIds'>;
  /** The obvious rules, copied with it (automations/). */
  automations: AutomationRequest[];
}

const RETURN_MILESTONES: TemplateFields['milestones'] = [
  { name: 'Documents received', description: 'Everything on the checklist is in.', anchor: 'start', offsetDays: 21 },
  { name: 'Return prepared', description: '', anchor: 'end', offsetDays: -30 },
  { name: 'Review complete', description: 'A second preparer has reviewed the return.', anchor: 'end', offsetDays: -14 },
  { name: 'Client approval and e-file authorization', description: '', anchor: 'end', offsetDays: -7 },
  { name: 'Return filed', description: '', anchor: 'end', offsetDays: 0 },
];

const RETURN_TASKS: TemplateFields['tasks'] = [
  { name: 'Prepare the return', description: '', anchor: 'start', offsetDays: 21, durationDays: 30 },
  { name: 'Review the return', description: '', anchor: 'end', offsetDays: -21, durationDays: 7 },
  { name: 'File electronically', description: '', anchor: 'end', offsetDays: -3, durationDays: 3 },
];

/** Every requested document accepted: the milestone that waits for them is completed. */
const completeOnceAccepted = (milestone: string): AutomationRequest => ({
  name: 'Documents in: complete the checklist',
  trigger: { type: 'all_requests_accepted' },
  action: { type: 'complete_milestone', milestone },
  enabled: true,
});

/** One milestone completed: the next one starts. */
const startAfter = (completed: string, next: string): AutomationRequest => ({
  name: `Start ${next}`,
  trigger: { type: 'milestone_completed', milestone: completed },
  action: { type: 'start_milestone', milestone: next },
  enabled: true,
});

/** The last milestone completed: the client hears of it in the chat. */
const tellTheClient = (name: string, milestone: string, content: string): AutomationRequest => ({
  name,
  trigger: { type: 'milestone_completed', milestone },
  action: { type: 'send_message', content },
  enabled: true,
});

const ask = (name: string, offsetDays: number, description = ''): TemplateFields['requests'][number] => ({
  name,
  description,
  anchor: 'start',
  offsetDays,
  addressedTo: 'primary',
  reminders: true,
  reminderSchedule: null,
  milestone: '',
});

export const STARTER_TEMPLATES: StarterTemplate[] = [
  {
    key: 'individual-return',
    practices: ['accounting'],
    fields: {
      name: 'Individual Tax Return',
      cadence: 'yearly',
      projectName: '{year} Individual Tax Return',
      description: 'Preparing and filing the {year} federal and state individual income tax returns.',
      durationDays: 105,
      deadline: { name: 'Filing deadline', monthAfterPeriod: 4, day: 15 },
      milestones: RETURN_MILESTONES,
      tasks: RETURN_TASKS,
      requests: [
        ask('W-2 forms from every employer', 14, 'One from each employer you worked for in {year}, yours and your spouse’s if you file jointly. They arrive by the end of January.'),
        ask('1099 forms (interest, dividends, brokerage, freelance income)', 14, 'Every 1099 for {year}: banks send 1099-INT, brokers a consolidated 1099, clients you freelanced for a 1099-NEC.'),
        ask('1098 mortgage interest statement', 14, 'From your mortgage lender, if you own your home. Skip it if you rent.'),
        ask("Last year's tax return", 7, 'All pages, federal and state, as filed. Not needed if we prepared it.'),
        ask('Receipts for charitable donations', 21, 'Receipts or bank records for each gift in {year}; for a single gift of $250 or more, the charity’s written acknowledgment.'),
        ask('Photo ID (driver license or passport)', 7, 'Both sides of a current ID for each person on the return.'),
      ],
      welcomeMessage:
        "Hi {firstName}, we have started your {year} tax return. Please upload the documents on your checklist under Documents; we will tell you here as soon as there is something to review.",
    },
    automations: [
      completeOnceAccepted('Documents received'),
      startAfter('Documents received', 'Return prepared'),
      tellTheClient('Tell the client the return is filed', 'Return filed', 'Good news: your return has been filed. We will let you know as soon as it is accepted.'),
    ],
  },
  {
    key: 's-corp-return',
    practices: ['accounting'],
    fields: {
      name: 'S Corporation Return (1120-S)',
      cadence: 'yearly',
      projectName: '{year} S Corporation Return (1120-S)',
      description: 'Preparing and filing the {year} Form 1120-S and the shareholders’ K-1s.',
      durationDays: 75,
      deadline: { name: 'Filing deadline', monthAfterPeriod: 3, day: 15 },
      milestones: [
        { name: 'Books closed for the year', description: '', anchor: 'start', offsetDays: 14 },
        { name: 'Return prepared', description: '', anchor: 'end', offsetDays: -21 },
        { name: 'Review complete', description: '', anchor: 'end', offsetDays: -10 },
        { name: 'K-1s sent to shareholders', description: '', anchor: 'end', offsetDays: -3 },
        { name: 'Return filed', description: '', anchor: 'end', offsetDays: 0 },
      ],
      tasks: RETURN_TASKS,
      requests: [
        ask('Year-end trial balance and general ledger', 10),
        ask('Bank and credit card statements for December', 10),
        ask('Payroll reports (W-3 and the year’s 941s)', 10),
        ask('Fixed asset purchases and sales', 14),
        ask('Shareholder loans and distributions', 14),
      ],
      welcomeMessage: 'Hi {firstName}, we have started the {year} S corporation return for {client}. The checklist under Documents shows what we need from you.',
    },
    automations: [
      completeOnceAccepted('Books closed for the year'),
      startAfter('Books closed for the year', 'Return prepared'),
      tellTheClient('Tell the client the return is filed', 'Return filed', 'Good news: your S corporation return has been filed, and the K-1s are with your shareholders.'),
    ],
  },
  {
    key: 'monthly-bookkeeping',
    practices: ['accounting'],
    fields: {
      name: 'Monthly Bookkeeping',
      cadence: 'monthly',
      projectName: '{month} {year} Bookkeeping',
      description: 'Reconciling the accounts and closing the books for {period}.',
      durationDays: 20,
      deadline: null,
      milestones: [
        { name: 'Statements received', description: '', anchor: 'start', offsetDays: 5 },
        { name: 'Accounts reconciled', description: '', anchor: 'end', offsetDays: -5 },
        { name: 'Month closed', description: '', anchor: 'end', offsetDays: 0 },
      ],
      tasks: [
        { name: 'Categorize transactions', description: '', anchor: 'start', offsetDays: 5, durationDays: 7 },
        { name: 'Reconcile bank and card accounts', description: '', anchor: 'end', offsetDays: -8, durationDays: 3 },
      ],
      requests: [ask('Bank statements for the month', 5), ask('Receipts for expenses over $75', 5)],
      welcomeMessage: 'Hi {firstName}, we are closing the books for {period}. Please upload the month’s statements under Documents.',
    },
    automations: [
      completeOnceAccepted('Statements received'),
      startAfter('Statements received', 'Accounts reconciled'),
      tellTheClient('Tell the client the month is closed', 'Month closed', 'Your books for the month are closed. Your reports are ready whenever you want to go through them.'),
    ],
  },
  {
    key: 'estate-plan',
    practices: ['law'],
    fields: {
      name: 'Estate Plan',
      cadence: 'yearly',
      projectName: 'Estate Plan for {client} ({year})',
      description: 'A will, a revocable trust, powers of attorney and healthcare directives.',
      durationDays: 60,
      deadline: null,
      milestones: [
        { name: 'Intake questionnaire complete', description: '', anchor: 'start', offsetDays: 10 },
        { name: 'Drafts sent for review', description: '', anchor: 'start', offsetDays: 30 },
        { name: 'Signing meeting', description: '', anchor: 'end', offsetDays: -7 },
        { name: 'Trust funded', description: '', anchor: 'end', offsetDays: 0 },
      ],
      tasks: [
        { name: 'Draft the will and trust', description: '', anchor: 'start', offsetDays: 10, durationDays: 14 },
        { name: 'Prepare the signing packet', description: '', anchor: 'end', offsetDays: -14, durationDays: 5 },
      ],
      requests: [
        ask('Current will or trust, if any', 10),
        ask('Deeds to real estate', 10),
        ask('Recent statements of bank, brokerage and retirement accounts', 14),
        ask('Life insurance policies', 14),
      ],
      welcomeMessage: 'Hi {firstName}, thank you for trusting us with your estate plan. Please upload what is on your checklist under Documents; we will be in touch to schedule our first meeting.',
    },
    automations: [
      startAfter('Intake questionnaire complete', 'Drafts sent for review'),
      tellTheClient('Tell the client the trust is funded', 'Trust funded', 'Your estate plan is complete and your trust is funded. We will keep your documents safe; tell us whenever your situation changes.'),
    ],
  },
  {
    key: 'llc-formation',
    practices: ['law'],
    fields: {
      name: 'LLC Formation',
      cadence: 'yearly',
      projectName: 'LLC Formation for {client} ({year})',
      description: 'Forming the company, its operating agreement and its EIN.',
      durationDays: 30,
      deadline: null,
      milestones: [
        { name: 'Name cleared', description: '', anchor: 'start', offsetDays: 3 },
        { name: 'Articles of organization filed', description: '', anchor: 'start', offsetDays: 10 },
        { name: 'Operating agreement signed', description: '', anchor: 'end', offsetDays: -5 },
        { name: 'EIN obtained', description: '', anchor: 'end', offsetDays: 0 },
      ],
      tasks: [
        { name: 'File the articles of organization', description: '', anchor: 'start', offsetDays: 3, durationDays: 7 },
        { name: 'Draft the operating agreement', description: '', anchor: 'start', offsetDays: 10, durationDays: 10 },
      ],
      requests: [ask("Members' names, addresses and ownership shares", 3), ask('Registered agent details', 3)],
      welcomeMessage: 'Hi {firstName}, we have started forming your company. Please upload the details on your checklist under Documents.',
    },
    automations: [
      startAfter('Name cleared', 'Articles of organization filed'),
      tellTheClient('Tell the client the company is formed', 'EIN obtained', 'Your LLC is formed and has its EIN. Welcome to business ownership!'),
    ],
  },
];
