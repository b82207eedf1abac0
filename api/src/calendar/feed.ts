import ical from 'ical-generator';
import mongoose, { type Types } from 'mongoose';
import { OUTSTANDING_DOCUMENT_REQUEST_STATUSES } from '@clientline/contracts';
import { loadActor } from '../actor/load-actor';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { appLink } from '../mail/settings';
import { listedProjectsFilter } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { TimelineTask, type TimelineTaskRecord } from '../timelines/model';
import { User, type UserRecord } from '../users/model';
import { CalendarFeed, type CalendarFeedRecord } from './model';

const TOKEN = /^[0-9a-f]{48}$/;

type FeedProject = Pick<ProjectRecord, '_id' | 'name' | 'milestones'>;

/**
 * The deadlines of the person the address is theirs, as an iCalendar file (GET /api/calendar/<token>.ics),
 * each an all-day event linking to its project: the open milestones of their open projects (a client's own;
 * the staff's, those they are assigned to), the documents a client still owes with a due date, and the tasks
 * a member of the staff is assigned and has not done. Null for an address that is not (or no longer) one.
 */
export async function calendarOf(token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const feed = await CalendarFeed.findOne({ token }, null, { unscoped: true }).lean<CalendarFeedRecord>();
  const user = feed && (await User.findOne({ _id: feed.userId, organizationId: feed.organizationId }).lean<UserRecord>());
  const actor = user && (await loadActor(user));
  if (!user || !actor) return null;

  const isClient = actor.role === 'client';
  const projects = await Project.find(
    { ...listedProjectsFilter(actor), status: mongoose.trusted({ $ne: 'completed' }), ...(isClient ? {} : { assigneeIds: actor.userId }) },
    { name: 1, milestones: 1 },
  ).lean<FeedProject[]>();
  const projectIds = mongoose.trusted({ $in: projects.map((project) => project._id) });
  const scope = { organizationId: actor.organizationId, projectId: projectIds };
  const [items, tasks] = await Promise.all([
    isClient
      ? DocumentRequestItem.find({ ...scope, status: mongoose.trusted({ $in: OUTSTANDING_DOCUMENT_REQUEST_STATUSES }), dueDate: mongoose.trusted({ $ne: null }) }).lean<DocumentRequestItemRecord[]>()
      : [],
    isClient ? [] : TimelineTask.find({ ...scope, assigneeId: actor.userId, status: mongoose.trusted({ $ne: 'done' }) }).lean<TimelineTaskRecord[]>(),
  ]);

  const nameOf = new Map(projects.map((project) => [project._id.toString(), project.name]));
  const calendar = ical({ name: 'Clientline deadlines', prodId: { company: 'Clientline', product: 'Deadlines' } });
  const add = (id: string, day: Date, summary: string, projectId: Types.ObjectId) =>
    calendar.createEvent({ id: `${id}@clientline`, start: day, allDay: true, summary: `${summary} · ${nameOf.get(projectId.toString())}`, url: appLink(`/project/${projectId.toString()}`) });
  for (const project of projects) {
    for (const milestone of project.milestones) {
      if (milestone.status !== 'completed' && milestone.dueDate) add(`milestone-${milestone._id.toString()}`, milestone.dueDate, milestone.name, project._id);
    }
  }
  // A request asked of another person of the account is theirs to answer.
  for (const item of items.filter((each) => !each.addressedTo || each.addressedTo.equals(user._id))) add(`request-${item._id.toString()}`, item.dueDate!, `Upload ${item.name}`, item.projectId);
  for (const task of tasks) add(`task-${task._id.toString()}`, task.endDate, task.name, task.projectId);
  return calendar.toString();
}
