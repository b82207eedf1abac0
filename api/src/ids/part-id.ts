import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/**
 * The id of one part of a project written by background work (a template's welcome message, its third task;
 * an action's message, a reply's), the same on every run: a run taken over after a restart inserts what is
 * missing and nothing twice. It keeps the project id's time, and the parts of one kind sort by their index
 * (a checklist in the template's order).
 */
export function partId(projectId: Types.ObjectId, kind: string, index = 0): Types.ObjectId {
  const bytes = Buffer.alloc(12);
  Buffer.from(projectId.id).copy(bytes, 0, 0, 4);
  createHash('sha256').update(`${projectId.toString()}:${kind}`).digest().copy(bytes, 4, 0, 6);
  bytes.writeUInt16BE(index, 10);
  return new Types.ObjectId(bytes);
}
