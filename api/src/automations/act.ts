import type { Types } from 'mongoose';
import type { AutomationAction } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { roleHolderOfProject } from '../clients/role-holders';
import { now } from '../clock/clock';
import { requestDocuments } from '../documents/service';
import { HttpError } from '../http/errors';
import { sendMessage } from '../messages/service';
import { changeMilestoneStatus } from '../milestones/service';
import { notifyProject } from '../notifications/service';
import type { ProjectRecord } from '../projects/model';
import { completeProject, setProjectAssignees } from '../projects/service';
import { partId } from '../ids/part-id';
import { User, type UserRecord } from '../users/model';
import { AutomationRun, type AutomationRecord, type AutomationRunRecord } from './model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an action is given: who does it, on which project, for which run (its id makes what it writes once). */
export interface Acting {
  actor: Actor;
  project: ProjectRecord;
  automation: AutomationRecord;
  run: Pick<AutomationRunRecord, '_id' | 'intent'>;
}

type Act<Type extends AutomationAction['type']> = (acting: Acting, action: Extract<AutomationAction, { type: Type }>) => Promise<string>;

async function nameOf(organizationId: Types.ObjectId, userId: Types.ObjectId): Promise<string> {
  const user = await User.findOne({ _id: userId, organizationId }, { displayName: 1 }).lean<Pick<UserRecord, 'displayName'>>();
  return user?.displayName ?? 'a former member';
}

function milestoneNamed(project: ProjectRecord, name: string) {
  const milestone = project.milestones.find((candidate) => candidate.name === name);
  if (!milestone) throw new HttpError(404, `The project has no milestone named ${name}`);
  return milestone;
}

/**
 * Makes a change a later try of the run may find made, and returns what it did: the run first records that
 * this try sets out to make it (AutomationRunRecord.intent), and takes that back when a service refuses it,
 * as a refusal writes nothing.
 */
async function change({ project, run }: Acting, did: string, make: () => Promise<unknown>): Promise<string> {
  const running = { _id: run._id, organizationId: project.organizationId, status: 'running' as const };
  await AutomationRun.updateOne(running, { $set: { intent: did } });
  try {
    await make();
  } catch (error) {
    if (error instanceof HttpError) await AutomationRun.updateOne(running, { $set: { intent: null } });
    throw error;
  }
  return did;
}

/** A change found already made: by an earlier try of the run if one set out to make it, else before the run. */
const alreadyMade = ({ run }: Acting, why: string): string => run.intent ?? `Nothing to do: ${why}`;

/** Moves a milestone forward to `status`, a step at a time as a person would; what it did, in words. */
async function advanceMilestone(acting: Acting, name: string, status: 'in_progress' | 'completed'): Promise<string> {
  const { actor, project } = acting;
  const milestone = milestoneNamed(project, name);
  if (milestone.status === status || milestone.status === 'completed') return alreadyMade(acting, `${name} was already ${milestone.status === 'completed' ? 'completed' : 'started'}`);
  return change(acting, `${status === 'completed' ? 'Completed' : 'Started'} ${name}`, async () => {
    if (milestone.status === 'pending') await changeMilestoneStatus(actor, project._id, milestone._id, 'in_progress');
    if (status === 'completed') await changeMilestoneStatus(actor, project._id, milestone._id, 'completed');
  });
}

async function changeRole(acting: Acting, roleId: string, assign: boolean): Promise<string> {
  const { actor, project } = acting;
  const holder = await roleHolderOfProject(project, roleId);
  if (!holder) return 'Nothing to do: nobody fills that role for the client';
  const assigned = project.assigneeIds.some((id) => id.equals(holder));
  const name = await nameOf(project.organizationId, holder);
  if (assigned === assign) return alreadyMade(acting, `${name} was ${assign ? 'already' : 'not'} assigned`);
  const assignees = assign ? [...project.assigneeIds, holder] : project.assigneeIds.filter((id) => !id.equals(holder));
  return change(acting, `${assign ? 'Assigned' : 'Unassigned'} ${name}`, () => setProjectAssignees(actor, project._id, assignees.map(String)));
}

const dayAfter = (days: number) => new Date(Math.floor(now().getTime() / DAY_MS) * DAY_MS + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Each action, through the services a person's click uses (the same events, news and audit entries).
 * Each returns what it did in words, and is safe to run again for the same run (a retry after a failure):
 * a message, the documents asked for and a note have ids or keys derived from the run, and a milestone, role
 * or project already where the action would put it is left (told
 * as what the run did when an earlier try set out to do it).
 */
const ACTS: { [Type in AutomationAction['type']]: Act<Type> } = {
  async request_documents({ actor, project, run }, { documents, dueInDays, milestone }) {
    const dueDate = dueInDays === null ? undefined : dayAfter(dueInDays);
    const milestoneId = milestone ? milestoneNamed(project, milestone)._id.toString() : null;
    const ids = documents.map((_, index) => partId(project._id, `automation-run:${run._id.toString()}:document`, index));
    await requestDocuments(actor, project._id, { items: documents.map((name) => ({ name, dueDate })), milestoneId }, { ids });
    return `Asked for ${documents.join(', ')}${milestone ? ` for ${milestone}` : ''}`;
  },
  async send_message({ actor, project, run }, { content }) {
    await sendMessage(actor, project._id, content, { id: partId(project._id, `automation-run:${run._id.toString()}`) });
    return 'Sent the client a message';
  },
  async notify_staff({ project, automation, run }, { content }) {
    // Caused by the automation, not a person: everyone of the firm on the project hears of it, its author too.
    await notifyProject(project, automation._id, { type: 'automation_note', content: `${automation.name}: ${content}`, eventKey: `automation-run:${run._id.toString()}` }, 'firm');
    return 'Told the project’s staff';
  },
  assign_role: (acting, { roleId }) => changeRole(acting, roleId, true),
  unassign_role: (acting, { roleId }) => changeRole(acting, roleId, false),
  start_milestone: (acting, { milestone }) => advanceMilestone(acting, milestone, 'in_progress'),
  complete_milestone: (acting, { milestone }) => advanceMilestone(acting, milestone, 'completed'),
  async complete_project(acting) {
    const { actor, project } = acting;
    if (project.status === 'completed') return alreadyMade(acting, 'the project was already completed');
    return change(acting, 'Completed the project', () => completeProject(actor, project._id));
  },
};

/** Does the automation's action on the project; what it did, in words. */
export function act(acting: Acting): Promise<string> {
  const { action } = acting.automation;
  return (ACTS[action.type] as Act<typeof action.type>)(acting, action as never);
}
