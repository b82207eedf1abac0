import Router from '@koa/router';
import { unsubscribeRouter } from './activity-mail/router';
import { auditRouter } from './audit-log/router';
import { boardRouter } from './board/router';
import { calendarRouter } from './calendar/router';
import { automationsRouter } from './automations/router';
import { authRouter } from './auth/router';
import { clientFiltersRouter } from './client-filters/router';
import { clientImportsRouter } from './client-imports/router';
import { clientsRouter } from './clients/router';
import { documentsRouter } from './documents/router';
import { earlyAccessRouter } from './early-access/router';
import { mailRouter } from './mail/router';
import { messagesRouter } from './messages/router';
import { metricsRouter } from './metrics/router';
import { milestonesRouter } from './milestones/router';
import { notificationsRouter } from './notifications/router';
import { organizationsRouter } from './organizations/router';
import { projectDeletionRouter } from './project-deletion/router';
import { projectsRouter } from './projects/router';
import { remindersRouter } from './reminders/router';
import { userSessionsRouter } from './session/router';
import { teamRouter } from './team/router';
import { firmRolesRouter } from './firm-roles/router';
import { recurrencesRouter } from './recurrences/router';
import { projectActionsRouter } from './project-actions/router';
import { repliesRouter } from './replies/router';
import { templateBatchesRouter } from './template-batches/router';
import { templatesRouter } from './templates/router';
import { timelinesRouter } from './timelines/router';
import { webhooksRouter } from './webhooks/router';

/** Every domain's router, in one place. A new domain adds its router here (see README.md). */
const domainRouters: Router[] = [authRouter, userSessionsRouter, teamRouter, organizationsRouter, webhooksRouter, earlyAccessRouter, clientsRouter, clientFiltersRouter, clientImportsRouter, projectsRouter, boardRouter, projectActionsRouter, projectDeletionRouter, milestonesRouter, notificationsRouter, messagesRouter, timelinesRouter, metricsRouter, documentsRouter, templatesRouter, templateBatchesRouter, recurrencesRouter, automationsRouter, firmRolesRouter, remindersRouter, mailRouter, repliesRouter, calendarRouter, unsubscribeRouter, auditRouter];

export function createApiRouter(): Router {
  const api = new Router();
  for (const router of domainRouters) api.use(router.routes());
  return api;
}
