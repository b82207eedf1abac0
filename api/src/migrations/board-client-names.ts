import mongoose from 'mongoose';
import { sumAllMatching } from './board-summaries';
import type { Migration } from './run';

/** Each board summary now holds its client's name, so the board reads projects alone: every summary written before is summed again. */
export const boardClientNames: Migration = {
  version: '2026-12-board-client-names',
  run: () => sumAllMatching({ board: mongoose.trusted({ $ne: null }), 'board.clientName': mongoose.trusted({ $exists: false }) }),
};
