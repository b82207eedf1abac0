import mongoose from 'mongoose';
import { queueActivityMail } from '../activity-mail/send';
import { ActivityMail, type ActivityMailRecord } from '../activity-mail/model';
import type { Migration } from './run';

/**
 * Activity mail moved from its own polling loop onto the job runner: each batch and digest not sent yet when
 * this release starts gets the job that sends it (queueing is keyed, so a second run queues nothing).
 */
export const activityMailJobs: Migration = {
  version: '2026-12-activity-mail-jobs',
  async run() {
    const waiting = await ActivityMail.find({ status: mongoose.trusted({ $in: ['open', 'sending'] }) }, { organizationId: 1, dueAt: 1 }).lean<Array<Pick<ActivityMailRecord, '_id' | 'organizationId' | 'dueAt'>>>();
    for (const batch of waiting) await queueActivityMail(batch);
  },
};
