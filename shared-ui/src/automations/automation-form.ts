import { z } from 'zod';
import { automationInputSchema, type Automation, type AutomationActionType, type AutomationInput, type AutomationTriggerType } from '@clientline/contracts';

// The form keeps every field of every kind of trigger and action, so switching "When" or "Do" loses nothing
// typed; the api's body (one trigger, one action, each with only its own fields) is built from it before the
// contracts' schema checks it. Days stay as typed until then: an empty "Due in days" is no due date.

export const TRIGGER_LABELS: Record<AutomationTriggerType, string> = {
  project_created: 'The project is created',
  milestone_started: 'A milestone is started',
  milestone_completed: 'A milestone is completed',
  all_requests_received: 'Every requested document is received',
  all_requests_accepted: 'Every requested document is accepted',
  date_reached: 'A date is reached',
  client_silent: 'The client has not answered for some days',
};

export const ACTION_LABELS: Record<AutomationActionType, string> = {
  request_documents: 'Ask for documents',
  send_message: 'Send the client a message',
  notify_staff: "Tell the project's staff",
  assign_role: "Assign the client's role holder",
  unassign_role: "Unassign the client's role holder",
  start_milestone: 'Start a milestone',
  complete_milestone: 'Complete a milestone',
  complete_project: 'Complete the project',
};

export interface AutomationFormValues {
  name: string;
  enabled: boolean;
  trigger: {
    type: AutomationTriggerType;
    milestone: string;
    anchor: 'start' | 'end';
    /** Days from the anchor, before it when negative. */
    offsetDays: string;
    /** Days of the client's silence. */
    days: string;
  };
  action: {
    type: AutomationActionType;
    /** One document a line. */
    documents: string;
    dueInDays: string;
    /** The message to the client, or the note to the staff. */
    content: string;
    roleId: string;
    milestone: string;
  };
}

export const NEW_AUTOMATION: AutomationFormValues = {
  name: '',
  enabled: true,
  trigger: { type: 'all_requests_accepted', milestone: '', anchor: 'end', offsetDays: '-7', days: '7' },
  action: { type: 'send_message', documents: '', dueInDays: '', content: '', roleId: '', milestone: '' },
};

/** A typed number of days; nothing typed is no number, which the schema refuses with its own message. */
const daysOf = (typed: string) => (typed.trim() === '' ? NaN : Number(typed));

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function triggerOf(trigger: AutomationFormValues['trigger']): AutomationInput['trigger'] {
  switch (trigger.type) {
    case 'milestone_started':
    case 'milestone_completed':
      return { type: trigger.type, milestone: trigger.milestone };
    case 'all_requests_received':
    case 'all_requests_accepted':
      return { type: trigger.type, ...(trigger.milestone && { milestone: trigger.milestone }) };
    case 'date_reached':
      return { type: trigger.type, anchor: trigger.anchor, offsetDays: daysOf(trigger.offsetDays) };
    case 'client_silent':
      return { type: trigger.type, days: daysOf(trigger.days) };
    default:
      return { type: trigger.type };
  }
}

function actionOf(action: AutomationFormValues['action']): AutomationInput['action'] {
  switch (action.type) {
    case 'request_documents':
      return {
        type: action.type,
        documents: linesOf(action.documents),
        dueInDays: action.dueInDays.trim() === '' ? null : daysOf(action.dueInDays),
        ...(action.milestone && { milestone: action.milestone }),
      };
    case 'send_message':
    case 'notify_staff':
      return { type: action.type, content: action.content };
    case 'assign_role':
    case 'unassign_role':
      return { type: action.type, roleId: action.roleId };
    case 'start_milestone':
    case 'complete_milestone':
      return { type: action.type, milestone: action.milestone };
    default:
      return { type: action.type };
  }
}

/** The api's body for the form's values (not yet checked): the chosen trigger and action with their own fields. */
export function toAutomationInput({ name, enabled, trigger, action }: AutomationFormValues): AutomationInput {
  return { name, enabled, trigger: triggerOf(trigger), action: actionOf(action) };
}

/** A rule in the form, to edit it. */
export function toFormValues({ name, enabled, trigger, action }: Automation): AutomationFormValues {
  const fresh = NEW_AUTOMATION;
  return {
    name,
    enabled,
    trigger: {
      type: trigger.type,
      milestone: ('milestone' in trigger && trigger.milestone) || '',
      anchor: trigger.type === 'date_reached' ? trigger.anchor : fresh.trigger.anchor,
      offsetDays: trigger.type === 'date_reached' ? String(trigger.offsetDays) : fresh.trigger.offsetDays,
      days: trigger.type === 'client_silent' ? String(trigger.days) : fresh.trigger.days,
    },
    action: {
      type: action.type,
      documents: action.type === 'request_documents' ? action.documents.join('\n') : '',
      dueInDays: action.type === 'request_documents' && action.dueInDays !== null ? String(action.dueInDays) : '',
      content: 'content' in action ? action.content : '',
      roleId: 'roleId' in action ? action.roleId : '',
      milestone: ('milestone' in action && action.milestone) || '',
    },
  };
}

/**
 * The form checked as the body it becomes, by the contracts' schema: its messages land on the fields its paths
 * name (`trigger.milestone`, `action.content`), which are the form's own.
 */
export const automationFormSchema = z.custom<AutomationFormValues>().transform(toAutomationInput).pipe(automationInputSchema);
