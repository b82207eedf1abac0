import { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { DocumentRequestItem } from '../documents/model';
import { requestDocuments } from '../documents/service';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON_MS = 12 * 60 * 60 * 1000;

/** Midnight UTC of the day `offset` days from `now`: how a due date is stored. */
const dayOf = (now: Date, offset: number) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + offset * DAY_MS);

/**
 * The checklist of Ava's estate plan: the deed, asked ten days ago and due two days ago, with the history
 * the reminder passes would have left (reminded 3 days before its due date and on it: "Reminded 2 times");
 * the will's draft notes, asked yesterday without a due date, not reminded yet. Asked through the service,
 * so Ava's bell has the request; the history is written as the pass records it (api/src/reminders/pass.ts),
 * without mailing anyone.
 */
export async function seedDocumentRequests(owner: Actor, projectId: Types.ObjectId, now: Date): Promise<void> {
  const [deed, notes] = await requestDocuments(owner, projectId, {
    items: [{ name: 'Copy of the property deed', dueDate: dayOf(now, -2).toISOString().slice(0, 10) }, { name: 'Notes for the will' }],
  });
  const dueAt = dayOf(now, -2).getTime() + NOON_MS;
  await DocumentRequestItem.collection.updateOne(
    { _id: new Types.ObjectId(deed!.id), organizationId: owner.organizationId },
    {
      $set: {
        createdAt: new Date(dueAt - 8 * DAY_MS),
        reminders: { off: false, slot: 2, automatic: 2, manual: 0, lastAt: new Date(dueAt) },
      },
    },
  );
  await DocumentRequestItem.collection.updateOne(
    { _id: new Types.ObjectId(notes!.id), organizationId: owner.organizationId },
    { $set: { createdAt: new Date(now.getTime() - DAY_MS) } },
  );
}
