// The timeline's own cast on the shared builders: Olivia Owner's firm plans Carla Client's estate.
import type { CurrentUser, Message, Project, SharedTimeline, TimelineTask } from '@clientline/contracts';
import {
  aMessage as anyMessage,
  aProject as anyProject,
  aTask as anyTask,
  aTimeline as anyTimeline,
  aUser as anyUser,
  PROJECT_ID,
} from '@clientline/shared-ui/testing';

export { PROJECT_ID };
export const TIMELINE_ID = '64b0000000000000000000aa';

const OLIVIA = { id: 'user-firm', displayName: 'Olivia Owner' };
const CARLA = { id: 'user-client', displayName: 'Carla Client' };

/** Olivia, the firm's owner, unless the test says otherwise. */
export const aUser = (fields: Partial<CurrentUser> = {}) => anyUser({ ...OLIVIA, ...fields });

/** Carla's estate plan, open until 2099 (so 'On Track'). */
export const aProject = (fields: Partial<Project> = {}) =>
  anyProject({
    name: 'Estate planning',
    description: 'Wills and trusts',
    startDate: '2026-01-05T00:00:00.000Z',
    endDate: '2099-12-31T00:00:00.000Z',
    clientId: CARLA.id,
    client: { displayName: CARLA.displayName },
    ...fields,
  });

export const aTask = (fields: Partial<TimelineTask> = {}) =>
  anyTask({ startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-02-10T00:00:00.000Z', ...fields });

export const aTimeline = (tasks: TimelineTask[] = [aTask()]) => anyTimeline(tasks, { id: TIMELINE_ID });

/** Carla's question, unless the test says otherwise. */
export const aMessage = (fields: Partial<Message> = {}) =>
  anyMessage({ content: 'When can we sign?', createdAt: '2026-02-02T15:04:00.000Z', sender: CARLA, ...fields });

export function aSharedTimeline(fields: Partial<SharedTimeline> = {}): SharedTimeline {
  const { name, description, startDate, endDate, status, completedMilestones, totalMilestones, milestones } = aProject();
  return {
    id: TIMELINE_ID,
    tasks: [aTask()],
    project: { name, description, startDate, endDate, status, completedMilestones, totalMilestones, milestones },
    organizationName: 'Harbor & Finch Legal',
    expiresAt: null,
    ...fields,
  };
}
