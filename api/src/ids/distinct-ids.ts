import type { Types } from 'mongoose';

/** Each id once, in the order first met: ObjectIds are objects, so a Set of them would keep equal ids twice. */
export function distinctIds(ids: Types.ObjectId[]): Types.ObjectId[] {
  return [...new Map(ids.map((id) => [id.toString(), id])).values()];
}
