import Router from '@koa/router';
import { createProjectSchema, projectAssigneesSchema, projectListQuerySchema, projectUpdateSchema } from '@clientline/contracts';
import { answerUnchangedWith304, organizationChanges } from '../change-versions/conditional-get';
import { answerSharedPerView } from '../change-versions/shared-answers';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager, requireRole, requireUser } from '../session/current-user';
import { NO_PROJECT_ACCESS } from './access';
import {
  archiveProject,
  completeProject,
  createProject,
  getProject,
  listProjectPage,
  listedProjectsView,
  listProjects,
  reopenProject,
  restoreProject,
  setProjectAssignees,
  updateProjectDetails,
} from './service';

export const projectsRouter = new Router();

const optionalAssignees = projectAssigneesSchema.partial();

// With any of limit, cursor, search, status, clientId, assignedTo or archived: one page `{ projects, nextCursor }`; without, the
// spec's full array (other query parameters are ignored). The ETag names the URL, so each page has its own.
projectsRouter.get('/api/projects', requireRole('organization', 'team_member', 'client'), answerUnchangedWith304(organizationChanges), async (ctx) => {
  const query = projectListQuerySchema.parse(ctx.query);
  const asksForPage = Object.values(query).some((value) => value !== undefined);
  const actor = currentActor(ctx);
  if (asksForPage) ctx.body = await listProjectPage(actor, query);
  else await answerSharedPerView(ctx, listedProjectsView(actor), () => listProjects(actor));
});

// Any signed-in user: a pending member or another client gets the spec's 403.
projectsRouter.get('/api/projects/:id', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  ctx.body = await getProject(currentActor(ctx, NO_PROJECT_ACCESS), projectId);
});

projectsRouter.post('/api/projects', requireFirmManager, async (ctx) => {
  const input = parseBody(createProjectSchema, ctx.request.body);
  const { assigneeIds } = parseBody(optionalAssignees, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createProject(currentActor(ctx), { ...input, assigneeIds });
});

projectsRouter.patch('/api/projects/:id', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(projectUpdateSchema, ctx.request.body);
  ctx.body = await updateProjectDetails(currentActor(ctx), parseId(ctx.params.id, 'Project'), input);
});

projectsRouter.put('/api/projects/:id/assignees', requireFirmManager, async (ctx) => {
  const { assigneeIds } = parseBody(projectAssigneesSchema, ctx.request.body);
  ctx.body = await setProjectAssignees(currentActor(ctx), parseId(ctx.params.id, 'Project'), assigneeIds);
});

projectsRouter.post('/api/projects/:id/complete', requireFirmManager, async (ctx) => {
  ctx.body = await completeProject(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});

projectsRouter.post('/api/projects/:id/reopen', requireFirmManager, async (ctx) => {
  ctx.body = await reopenProject(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});

projectsRouter.post('/api/projects/:id/archive', requireFirmManager, async (ctx) => {
  ctx.body = await archiveProject(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});

projectsRouter.post('/api/projects/:id/restore', requireFirmManager, async (ctx) => {
  ctx.body = await restoreProject(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});
