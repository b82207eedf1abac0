import Router from '@koa/router';
import { createProjectSchema, projectAssigneesSchema, projectDatesSchema } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { currentUser, requireRole, requireUser } from '../session/current-user';
import { completeProject, createProject, getProject, listProjects, setProjectAssignees, updateProjectDates } from './service';

export const projectsRouter = new Router();

const optionalAssignees = projectAssigneesSchema.partial();

projectsRouter.get('/api/projects', requireRole('organization', 'team_member', 'client'), async (ctx) => {
  ctx.body = await listProjects(currentUser(ctx));
});

// Any signed-in user: a pending member or another client gets the spec's 403 from the access check.
projectsRouter.get('/api/projects/:id', requireUser, async (ctx) => {
  ctx.body = await getProject(currentUser(ctx), ctx.params.id);
});

projectsRouter.post('/api/projects', requireRole('organization'), async (ctx) => {
  const input = parseBody(createProjectSchema, ctx.request.body);
  const { assigneeIds } = parseBody(optionalAssignees, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createProject(currentUser(ctx), { ...input, assigneeIds });
});

projectsRouter.patch('/api/projects/:id', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(projectDatesSchema, ctx.request.body);
  ctx.body = await updateProjectDates(currentUser(ctx), ctx.params.id, input);
});

projectsRouter.put('/api/projects/:id/assignees', requireRole('organization'), async (ctx) => {
  const { assigneeIds } = parseBody(projectAssigneesSchema, ctx.request.body);
  ctx.body = await setProjectAssignees(currentUser(ctx), ctx.params.id, assigneeIds);
});

projectsRouter.post('/api/projects/:id/complete', requireRole('organization'), async (ctx) => {
  ctx.body = await completeProject(currentUser(ctx), ctx.params.id);
});
