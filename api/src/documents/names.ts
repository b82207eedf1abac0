import mongoose, { type Types } from 'mongoose';
import { Project, type ProjectRecord } from '../projects/model';

/** The current names of a firm's projects, by id, for lists that span projects. */
export async function projectNames(organizationId: Types.ObjectId, projectIds: Types.ObjectId[]): Promise<Map<string, string>> {
  const unique = [...new Map(projectIds.map((id) => [id.toString(), id])).values()];
  if (unique.length === 0) return new Map();
  const projects = await Project.find({ organizationId, _id: mongoose.trusted({ $in: unique }) }, { name: 1 }).lean<Pick<ProjectRecord, '_id' | 'name'>[]>();
  return new Map(projects.map((project) => [project._id.toString(), project.name]));
}
