import type { Types } from 'mongoose';
import { SAVED_CLIENT_FILTERS_MAX, type ClientFilter, type OkMessage, type SavedClientFilter as SavedClientFilterView } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { SavedClientFilter, type SavedClientFilterRecord } from './model';

const FILTER_NOT_FOUND = 'Saved filter not found';
const TOO_MANY = `Your firm has ${SAVED_CLIENT_FILTERS_MAX} saved filters, the most it can keep: delete one before saving another`;

/** The filter's fields that are set, and nothing else (a field stored empty never reaches the screen). */
function setFieldsOf(filter: ClientFilter): ClientFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '')) as ClientFilter;
}

function toSavedFilter(record: SavedClientFilterRecord): SavedClientFilterView {
  return { id: record._id.toString(), name: record.name, filter: setFieldsOf(record.filter), createdAt: record.createdAt.toISOString() };
}

/** The firm's saved filters of the Clients screen, by name. */
export async function listSavedFilters(actor: Actor): Promise<SavedClientFilterView[]> {
  const records = await SavedClientFilter.find({ organizationId: actor.organizationId }).sort({ nameKey: 1, _id: 1 }).lean<SavedClientFilterRecord[]>();
  return records.map(toSavedFilter);
}

/** Names the screen's current filters for the whole firm; names are the firm's own, whatever their case. */
export async function saveFilter(actor: Actor, input: { name: string; filter: ClientFilter }): Promise<SavedClientFilterView> {
  const { organizationId } = actor;
  if ((await SavedClientFilter.countDocuments({ organizationId })) >= SAVED_CLIENT_FILTERS_MAX) throw new HttpError(409, TOO_MANY);
  try {
    const created = await SavedClientFilter.create({ organizationId, name: input.name, nameKey: input.name.toLowerCase(), filter: setFieldsOf(input.filter), createdBy: actor.userId });
    return toSavedFilter(created.toObject());
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const taken = `A saved filter is already named "${input.name}": choose another name, or delete that one first`;
    throw new HttpError(409, taken, { errors: { name: taken } });
  }
}

export async function deleteSavedFilter(actor: Actor, filterId: Types.ObjectId): Promise<OkMessage> {
  const deleted = await SavedClientFilter.findOneAndDelete({ _id: filterId, organizationId: actor.organizationId }).lean<SavedClientFilterRecord>();
  if (!deleted) throw new HttpError(404, FILTER_NOT_FOUND);
  return { ok: true, message: `The saved filter "${deleted.name}" was deleted` };
}
