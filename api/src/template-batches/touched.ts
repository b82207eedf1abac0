import mongoose, { type Types } from 'mongoose';
import { Document, DocumentRequestItem } from '../documents/model';
import { Message } from '../messages/model';
import type { ProjectRecord } from '../projects/model';
import { TimelineShare, TimelineTask } from '../timelines/model';
import { partId } from '../ids/part-id';
import { isPartOf, requestKind, taskKind } from './making';

export type MadeProject = Pick<ProjectRecord, '_id' | 'createdAt' | 'updatedAt' | 'origin'>;

type Part = { _id: Types.ObjectId; projectId: Types.ObjectId; createdAt: Date; updatedAt: Date; status: string };

/**
 * The projects of `projects` (made from a template) someone worked in since they were made: the project
 * itself changed (its milestones, dates, team, status), a task changed or added, a message besides the
 * welcome, a document, a request answered, reviewed or added, a share link. Undo removes only the others,
 * and a template's new version reaches only them: nothing started, nothing uploaded.
 */
export async function touchedProjects(organizationId: Types.ObjectId, projects: MadeProject[]): Promise<Set<string>> {
  const touched = new Set(projects.filter((project) => project.updatedAt.getTime() > project.createdAt.getTime()).map((project) => project._id.toString()));
  if (projects.length === 0) return touched;
  const inProjects = { organizationId, projectId: mongoose.trusted({ $in: projects.map((project) => project._id) }) };
  const versions = new Map(projects.map((project) => [project._id.toString(), project.origin?.templateVersion ?? 0]));
  const made = (part: Part, kind: (version: number) => string) => isPartOf(part.projectId, kind(versions.get(part.projectId.toString()) ?? 0), part._id);
  const [messages, documents, shares, tasks, requests] = await Promise.all([
    Message.distinct('projectId', { ...inProjects, _id: mongoose.trusted({ $nin: projects.map((project) => partId(project._id, 'welcome')) }) }),
    Document.distinct('projectId', inProjects),
    TimelineShare.distinct('projectId', inProjects),
    TimelineTask.find(inProjects, { projectId: 1, createdAt: 1, updatedAt: 1, status: 1 }).lean<Part[]>(),
    DocumentRequestItem.find(inProjects, { projectId: 1, createdAt: 1, updatedAt: 1, status: 1 }).lean<Part[]>(),
  ]);
  for (const id of [...messages, ...documents, ...shares]) touched.add(String(id));
  for (const task of tasks) if (!made(task, taskKind) || task.updatedAt.getTime() > task.createdAt.getTime()) touched.add(task.projectId.toString());
  // A reminder sent writes on its item: only its status tells whether the client or the firm acted on it.
  for (const request of requests) if (!made(request, requestKind) || request.status !== 'requested') touched.add(request.projectId.toString());
  return touched;
}
