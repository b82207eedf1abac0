import mongoose, { type Types } from 'mongoose';
import { Project } from '../projects/model';
import { PER_REFRESH, refreshByFirm } from './board-summaries';
import type { Migration } from './run';

/**
 * A template's welcome message no longer makes its project wait on the client (board/summary.ts): the
 * projects made from a template that were summed as waiting on their client are summed again, 500 at a
 * time in the order of their ids. Summing again is harmless, so a start that stopped halfway starts over.
 */
export const boardWelcomeMessages: Migration = {
  version: '2026-12-board-welcome-messages',
  async run() {
    let after: Types.ObjectId | null = null;
    for (;;) {
      const waiting: Array<{ _id: Types.ObjectId; organizationId: Types.ObjectId }> = await Project.find(
        { 'origin.templateId': mongoose.trusted({ $exists: true }), 'board.ball.waitingOn': 'client', ...(after && { _id: mongoose.trusted({ $gt: after }) }) },
        { organizationId: 1 },
      )
        .setOptions({ unscoped: true })
        .sort({ _id: 1 })
        .limit(PER_REFRESH)
        .lean<Array<{ _id: Types.ObjectId; organizationId: Types.ObjectId }>>();
      if (waiting.length === 0) return;
      await refreshByFirm(waiting);
      after = waiting.at(-1)!._id;
    }
  },
};
