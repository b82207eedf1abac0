import { Types } from 'mongoose';
import type { z } from 'zod';
import type { createNotificationSchema, notificationMetadataSchema } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { MILESTONE_NOT_FOUND } from '../milestones/service';
import { findManagedProject } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { milestoneStatusKey } from './milestone-rounds';
import { milestoneCreatedKey, milestoneNews, type ProjectNews } from './news';
import { notifyProject } from './service';

type ReportInput = Omit<z.output<typeof createNotificationSchema>, 'metadata'> & {
  metadata?: z.output<typeof notificationMetadataSchema>;
};

/**
 * POST /api/notifications from the firm. About a milestone (`metadata.milestoneId`): the text and
 * milestoneData come from the stored milestone, and an event the milestone call already announced
 * is not announced twice. Otherwise `title` and `description` make the text.
 */
async function newsFor(project: ProjectRecord, input: ReportInput): Promise<ProjectNews> {
  const milestoneId = input.metadata?.milestoneId;
  if (milestoneId) {
    const milestone = project.milestones.find((candidate) => candidate._id.equals(new Types.ObjectId(milestoneId)));
    if (!milestone) throw new HttpError(404, MILESTONE_NOT_FOUND);
    const eventKey = input.type === 'milestone_created' ? milestoneCreatedKey(milestone) : await milestoneStatusKey(project, milestone);
    return milestoneNews(input.type, project, milestone, eventKey);
  }
  const content = [input.title, input.description].filter(Boolean).join(': ');
  if (!content) {
    throw new HttpError(400, 'Give a title or a description, or metadata.milestoneId', {
      errors: { description: 'Give a title or a description, or metadata.milestoneId' },
    });
  }
  return { type: input.type, content };
}

/** Notifies the project's client and the firm (the server picks them); returns how many were notified. */
export async function reportProjectEvent(actor: Actor, input: ReportInput): Promise<number> {
  // The body's ids were checked by the contracts schema.
  const project = await findManagedProject(actor, new Types.ObjectId(input.projectId));
  return notifyProject(project, actor.userId, await newsFor(project, input));
}
