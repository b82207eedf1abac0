import type { Actor } from '../actor/actor';
import { ClientAccount } from '../client-accounts/model';
import { User } from '../users/model';
import type { ParsedAuditQuery } from '../audit/query';

/**
 * The audit log's Person filter lists each client account once (its people are many, and the firm knows the
 * client): a client account's id there stands for every person of that account, those removed since
 * included as far as their entries name the account.
 */
export async function withAccountPeople(actor: Actor, query: ParsedAuditQuery): Promise<ParsedAuditQuery> {
  if (!query.personId) return query;
  const account = await ClientAccount.exists({ _id: query.personId, organizationId: actor.organizationId });
  if (!account) return query;
  const people = await User.find({ organizationId: actor.organizationId, clientAccountId: query.personId }, { _id: 1 }).lean<{ _id: unknown }[]>();
  return { ...query, personIds: [query.personId, ...people.map((person) => String(person._id))] };
}
