import { sendActivityMailAsJobs } from './activity-mail/send';
import { runAutomationPassesAsJobs } from './automations/pass';
import { runAutomationsAsJobs } from './automations/run';
import { runClientImportsAsJobs } from './client-imports/service';
import { runProjectActionsAsJobs } from './project-actions/run';
import { runRecurrencesAsJobs } from './recurrences/run';
import { runReminderPassesAsJobs } from './reminders/pass-jobs';
import { runTemplateBatchesAsJobs } from './template-batches/run';

/** The kinds of background job the domains run on the one job runner (jobs/runner.ts). Called by createApp; calling it again changes nothing. */
export function registerJobKinds(): void {
  runTemplateBatchesAsJobs();
  runRecurrencesAsJobs();
  sendActivityMailAsJobs();
  runReminderPassesAsJobs();
  runClientImportsAsJobs();
  runProjectActionsAsJobs();
  runAutomationsAsJobs();
  runAutomationPassesAsJobs();
}
