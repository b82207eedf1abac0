import type { AutomationAction, AutomationTrigger } from '@clientline/contracts';

const daysWord = (days: number) => (Math.abs(days) === 1 ? '1 day' : `${Math.abs(days)} days`);

/** "When every requested document is accepted". */
export function describeTrigger(trigger: AutomationTrigger): string {
  switch (trigger.type) {
    case 'project_created':
      return 'When the project is created';
    case 'milestone_started':
      return `When ${trigger.milestone} is started`;
    case 'milestone_completed':
      return `When ${trigger.milestone} is completed`;
    case 'all_requests_received':
      return trigger.milestone ? `When every document asked for ${trigger.milestone} is received` : 'When every requested document is received';
    case 'all_requests_accepted':
      return trigger.milestone ? `When every document asked for ${trigger.milestone} is accepted` : 'When every requested document is accepted';
    case 'date_reached': {
      const from = trigger.anchor === 'start' ? 'the start' : 'the due date';
      if (trigger.offsetDays === 0) return `On ${from}`;
      return `${daysWord(trigger.offsetDays)} ${trigger.offsetDays < 0 ? 'before' : 'after'} ${from}`;
    }
    case 'client_silent':
      return `When the client has not answered for ${daysWord(trigger.days)}`;
  }
}

/** "Start Return prepared"; a role by its name (`roleName`). */
export function describeAction(action: AutomationAction, roleName: string): string {
  switch (action.type) {
    case 'request_documents':
      return `Ask for ${action.documents.length === 1 ? action.documents[0] : `${action.documents.length} documents`}${action.milestone ? ` for ${action.milestone}` : ''}${action.dueInDays === null ? '' : `, due in ${daysWord(action.dueInDays)}`}`;
    case 'send_message':
      return 'Send the client a message';
    case 'notify_staff':
      return 'Tell the project’s staff';
    case 'assign_role':
      return `Assign the client’s ${roleName}`;
    case 'unassign_role':
      return `Unassign the client’s ${roleName}`;
    case 'start_milestone':
      return `Start ${action.milestone}`;
    case 'complete_milestone':
      return `Complete ${action.milestone}`;
    case 'complete_project':
      return 'Complete the project';
  }
}
