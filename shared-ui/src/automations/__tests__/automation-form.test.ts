import { anAutomation } from '../../testing';
import { automationFormSchema, NEW_AUTOMATION, toAutomationInput, toFormValues, type AutomationFormValues } from '../automation-form';

const ROLE_ID = '665f1c2ab7c9e4a1d2f3b4a1';

function form({ trigger = {}, action = {}, ...rest }: { name?: string; enabled?: boolean; trigger?: Partial<AutomationFormValues['trigger']>; action?: Partial<AutomationFormValues['action']> }): AutomationFormValues {
  return { ...NEW_AUTOMATION, name: 'A rule', ...rest, trigger: { ...NEW_AUTOMATION.trigger, ...trigger }, action: { ...NEW_AUTOMATION.action, ...action } };
}

describe('toAutomationInput', () => {
  it('keeps only the chosen trigger’s and action’s own fields', () => {
    expect(toAutomationInput(form({ trigger: { type: 'project_created', milestone: 'Left over' }, action: { type: 'send_message', content: 'Welcome', roleId: ROLE_ID } }))).toEqual({
      name: 'A rule',
      enabled: true,
      trigger: { type: 'project_created' },
      action: { type: 'send_message', content: 'Welcome' },
    });
  });

  it.each([
    [{ type: 'milestone_started', milestone: 'Return filed' }, { type: 'milestone_started', milestone: 'Return filed' }],
    [{ type: 'milestone_completed', milestone: 'Return filed' }, { type: 'milestone_completed', milestone: 'Return filed' }],
    [{ type: 'all_requests_received' }, { type: 'all_requests_received' }],
    [{ type: 'all_requests_accepted', milestone: 'Documents received' }, { type: 'all_requests_accepted', milestone: 'Documents received' }],
    [{ type: 'date_reached', offsetDays: '-7', anchor: 'end' }, { type: 'date_reached', offsetDays: -7, anchor: 'end' }],
    [{ type: 'client_silent', days: '10' }, { type: 'client_silent', days: 10 }],
  ] as const)('builds the trigger %o', (trigger, built) => {
    expect(toAutomationInput(form({ trigger })).trigger).toEqual(built);
  });

  it.each([
    [{ type: 'request_documents', documents: ' W-2 forms \n\n1099s\n', dueInDays: '14' }, { type: 'request_documents', documents: ['W-2 forms', '1099s'], dueInDays: 14 }],
    [{ type: 'request_documents', documents: 'W-2 forms', dueInDays: ' ' }, { type: 'request_documents', documents: ['W-2 forms'], dueInDays: null }],
    [{ type: 'request_documents', documents: 'W-2 forms', milestone: 'Gather' }, { type: 'request_documents', documents: ['W-2 forms'], dueInDays: null, milestone: 'Gather' }],
    [{ type: 'notify_staff', content: 'Check the return' }, { type: 'notify_staff', content: 'Check the return' }],
    [{ type: 'assign_role', roleId: ROLE_ID }, { type: 'assign_role', roleId: ROLE_ID }],
    [{ type: 'unassign_role', roleId: ROLE_ID }, { type: 'unassign_role', roleId: ROLE_ID }],
    [{ type: 'start_milestone', milestone: 'Review' }, { type: 'start_milestone', milestone: 'Review' }],
    [{ type: 'complete_milestone', milestone: 'Review' }, { type: 'complete_milestone', milestone: 'Review' }],
    [{ type: 'complete_project' }, { type: 'complete_project' }],
  ] as const)('builds the action %o', (action, built) => {
    expect(toAutomationInput(form({ action })).action).toEqual(built);
  });

  it('gives the schema no number for days not typed, so it says its own message', () => {
    const checked = automationFormSchema.safeParse(form({ trigger: { type: 'client_silent', days: '' }, action: { type: 'complete_project' } }));
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['trigger.days', 'Give a whole number of days from 1 to 365']]);
  });
});

describe('automationFormSchema', () => {
  it('answers the body the api takes, trimmed', () => {
    expect(automationFormSchema.parse(form({ name: ' Thank them ', enabled: false, trigger: { type: 'all_requests_accepted' }, action: { type: 'request_documents', documents: 'Engagement letter' } }))).toEqual({
      name: 'Thank them',
      enabled: false,
      trigger: { type: 'all_requests_accepted' },
      action: { type: 'request_documents', documents: ['Engagement letter'], dueInDays: null },
    });
  });

  it("puts the contracts' messages on the form's own fields", () => {
    const checked = automationFormSchema.safeParse(form({ name: '', trigger: { type: 'milestone_completed', milestone: '' }, action: { type: 'send_message', content: ' ' } }));
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Write the name'],
      ['trigger.milestone', 'Name the milestone'],
      ['action.content', 'Write the message'],
    ]);
  });
});

describe('toFormValues', () => {
  it('fills the rule’s own fields and leaves the others as a new rule has them', () => {
    const automation = anAutomation({
      name: 'Chase the client',
      enabled: false,
      trigger: { type: 'date_reached', anchor: 'start', offsetDays: 14 },
      action: { type: 'request_documents', documents: ['W-2 forms', '1099s'], dueInDays: null },
    });
    expect(toFormValues(automation)).toEqual({
      name: 'Chase the client',
      enabled: false,
      trigger: { ...NEW_AUTOMATION.trigger, type: 'date_reached', anchor: 'start', offsetDays: '14' },
      action: { ...NEW_AUTOMATION.action, type: 'request_documents', documents: 'W-2 forms\n1099s' },
    });
  });

  it('gives back the same rule once built again', () => {
    const automation = anAutomation({ trigger: { type: 'milestone_completed', milestone: 'Review' }, action: { type: 'assign_role', roleId: ROLE_ID } });
    const { name, enabled, trigger, action } = automation;
    expect(toAutomationInput(toFormValues(automation))).toEqual({ name, enabled, trigger, action });
  });
});
