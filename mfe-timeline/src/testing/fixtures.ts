import type { CurrentUser, Message, Project, SharedTimeline, Timeline, TimelineTask } from '@clientline/contracts';

export const PROJECT_ID = '64b000000000000000000001';
export const TIMELINE_ID = '64b0000000000000000000aa';

export function aUser(fields: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-firm',
    username: 'owner@harbor.test',
    displayName: 'Olivia Owner',
    role: 'organization',
    organizationName: 'Harbor & Finch Legal',
    firstLogin: false,
    requiresPasswordChange: false,
    status: 'active',
    organizationId: 'org-1',
    organizationSlug: 'harbor-finch-legal',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function aProject(fields: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    name: 'Estate planning',
    description: 'Wills and trusts',
    startDate: '2026-01-05T00:00:00.000Z',
    endDate: '2099-12-31T00:00:00.000Z',
    status: 'active',
    clientId: 'user-client',
    client: { displayName: 'Carla Client' },
    completedMilestones: 0,
    totalMilestones: 0,
    milestones: [],
    performance: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function aTask(fields: Partial<TimelineTask> = {}): TimelineTask {
  return {
    id: 'task-1',
    name: 'Draft the will',
    description: 'First draft for review',
    startDate: '2026-02-01T00:00:00.000Z',
    endDate: '2026-02-10T00:00:00.000Z',
    ...fields,
  };
}

export function aTimeline(tasks: TimelineTask[] = [aTask()]): Timeline {
  return { id: TIMELINE_ID, projectId: PROJECT_ID, tasks };
}

export function aMessage(fields: Partial<Message> = {}): Message {
  return {
    id: 'message-1',
    content: 'When can we sign?',
    createdAt: '2026-02-02T15:04:00.000Z',
    senderId: 'user-client',
    sender: { id: 'user-client', displayName: 'Carla Client' },
    ...fields,
  };
}

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
