import mongoose, { type Types } from 'mongoose';
import type { DocumentRequestItem as DocumentRequestItemView } from '@clientline/contracts';
import { distinctIds } from '../ids/distinct-ids';
import { Project, type ProjectRecord } from '../projects/model';
import { User, type UserRecord } from '../users/model';
import type { DocumentRequestItemRecord } from './model';
import { toDocumentRequestItem } from './present';

/** The current names of a firm's projects, by id, for lists that span projects. */
export async function projectNames(organizationId: Types.ObjectId, projectIds: Types.ObjectId[]): Promise<Map<string, string>> {
  const unique = distinctIds(projectIds);
  if (unique.length === 0) return new Map();
  const projects = await Project.find({ organizationId, _id: mongoose.trusted({ $in: unique }) }, { name: 1 }).lean<Pick<ProjectRecord, '_id' | 'name'>[]>();
  return new Map(projects.map((project) => [project._id.toString(), project.name]));
}

/**
 * Requested items as the api answers them: each with its project's name (`projectNameOf`, by project id)
 * and the name of the person it is asked of, read for the whole list in one query.
 */
export async function presentRequestItems(
  organizationId: Types.ObjectId,
  items: DocumentRequestItemRecord[],
  projectNameOf: (projectId: string) => string,
): Promise<DocumentRequestItemView[]> {
  const personIds = distinctIds(items.flatMap((item) => (item.addressedTo ? [item.addressedTo] : [])));
  const people =
    personIds.length === 0
      ? []
      : await User.find({ organizationId, _id: mongoose.trusted({ $in: personIds }) }, { displayName: 1 }).lean<Pick<UserRecord, '_id' | 'displayName'>[]>();
  const names = new Map(people.map((person) => [person._id.toString(), person.displayName]));
  return items.map((item) =>
    toDocumentRequestItem(item, projectNameOf(item.projectId.toString()), item.addressedTo ? (names.get(item.addressedTo.toString()) ?? null) : null),
  );
}

/** One requested item as the api answers it (presentRequestItems). */
export async function presentRequestItem(item: DocumentRequestItemRecord, projectName: string): Promise<DocumentRequestItemView> {
  const [presented] = await presentRequestItems(item.organizationId, [item], () => projectName);
  return presented!;
}
