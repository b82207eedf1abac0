import type { Types } from 'mongoose';
import { ProjectTemplate } from '../templates/model';
import type { Migration } from './run';

type StoredRequest = { description?: string; reminderSchedule?: unknown; milestone?: string };
type StoredTemplate = { _id: Types.ObjectId; version: number; requests: StoredRequest[] };

/**
 * Templates' document requests gained a description, their own reminder schedule and a milestone: those
 * stored before get an empty description, the firm's schedule (null) and the project (no milestone). A template is rewritten only at the version it
 * was read, so an edit saved meanwhile is kept; a start that stopped halfway finds the rest still missing.
 */
export const templateRequestDetails: Migration = {
  version: '2026-12-template-request-details',
  async run() {
    // The raw collection: across firms, and without the model's defaults filling in what is missing.
    const templates = ProjectTemplate.collection.find<StoredTemplate>({}, { projection: { version: 1, requests: 1 } });
    for await (const template of templates) {
      const lacking = template.requests.some((request) => request.description === undefined || request.reminderSchedule === undefined || request.milestone === undefined);
      if (!lacking) continue;
      const requests = template.requests.map((request) => ({
        ...request,
        description: request.description ?? '',
        reminderSchedule: request.reminderSchedule ?? null,
        milestone: request.milestone ?? '',
      }));
      await ProjectTemplate.collection.updateOne({ _id: template._id, version: template.version }, { $set: { requests } });
    }
  },
};
