import mongoose, { type Types } from 'mongoose';
import { User, type UserRecord } from '../users/model';
import { ClientAccount } from './model';

/**
 * Gives a client of a firm with no account yet one of their own, of their id, with them as its only person
 * (Add Client, a new project's new client, an approved join request, the start-up migration). Idempotent:
 * the account is written once whoever asks, and the person joins it only while they have none.
 */
export async function openOwnAccount(person: Pick<UserRecord, '_id' | 'displayName' | 'archivedAt' | 'createdAt'> & { organizationId: Types.ObjectId }): Promise<void> {
  await ClientAccount.updateOne(
    { _id: person._id, organizationId: person.organizationId },
    {
      $setOnInsert: {
        name: person.displayName,
        kind: 'individual',
        primaryPersonId: person._id,
        archivedAt: person.archivedAt ?? null,
        // As old as its person: the Clients screen's "added" is the same before and after accounts.
        createdAt: person.createdAt,
        updatedAt: person.createdAt,
      },
    },
    { upsert: true, timestamps: false },
  );
  await User.updateOne(
    { _id: person._id, organizationId: person.organizationId, role: 'client', clientAccountId: null },
    { $set: { clientAccountId: person._id } },
    { timestamps: false },
  );
}

/** The people of a client account, in the order they were added. */
export function accountPeople(organizationId: Types.ObjectId, accountId: Types.ObjectId) {
  return User.find({ organizationId, role: 'client', clientAccountId: accountId }).sort({ createdAt: 1, _id: 1 });
}

type ProjectOfAccount = { _id: Types.ObjectId; organizationId: Types.ObjectId; clientId: Types.ObjectId };

/**
 * The people of the project's client account who see it and may hear of it: signed in or invited, not
 * archived, and not limited by the firm to other projects of the account.
 */
function whoSeeFilter(project: ProjectOfAccount) {
  return {
    organizationId: project.organizationId,
    role: 'client' as const,
    clientAccountId: project.clientId,
    status: 'active' as const,
    archivedAt: null,
    $or: [{ limitedToProjectIds: mongoose.trusted({ $exists: false }) }, { limitedToProjectIds: null }, { limitedToProjectIds: project._id }],
  };
}

/** The ids of the people of the project's client who see it (whoSeeFilter). */
export async function peopleWhoSee(project: ProjectOfAccount): Promise<Types.ObjectId[]> {
  const people = await User.find(whoSeeFilter(project), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  return people.map((person) => person._id);
}

/** peopleWhoSee of many projects of one firm with one read: the ids by project id. */
export async function peopleWhoSeeEach(organizationId: Types.ObjectId, projects: Array<Omit<ProjectOfAccount, 'organizationId'>>): Promise<Map<string, Types.ObjectId[]>> {
  const people = await User.find(
    { organizationId, role: 'client', status: 'active', archivedAt: null, clientAccountId: mongoose.trusted({ $in: projects.map((project) => project.clientId) }) },
    { clientAccountId: 1, limitedToProjectIds: 1 },
  ).lean<Array<Pick<UserRecord, '_id' | 'clientAccountId' | 'limitedToProjectIds'>>>();
  return new Map(
    projects.map((project) => [
      project._id.toString(),
      people
        .filter((person) => person.clientAccountId?.equals(project.clientId) && (!person.limitedToProjectIds || person.limitedToProjectIds.some((id) => id.equals(project._id))))
        .map((person) => person._id),
    ]),
  );
}

/** The people of the project's client who see it (whoSeeFilter), with what a mail to them needs. */
export function peopleToMail(project: ProjectOfAccount): Promise<Array<Pick<UserRecord, '_id' | 'username' | 'displayName' | 'requiresPasswordChange' | 'accessTokenExpiresAt'>>> {
  return User.find(whoSeeFilter(project), { username: 1, displayName: 1, requiresPasswordChange: 1, accessTokenExpiresAt: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .lean<Array<Pick<UserRecord, '_id' | 'username' | 'displayName' | 'requiresPasswordChange' | 'accessTokenExpiresAt'>>>();
}

/**
 * Who a request item is asked of, of `people` (those of its client who see the project): the person it is
 * addressed to, or everyone when it is addressed to nobody, or to someone who no longer sees the project
 * (removed, or limited to other projects since): a request is never left with nobody to answer it.
 */
export function askedOf<Person extends { _id: Types.ObjectId }>(people: Person[], addressedTo: Types.ObjectId | null | undefined): Person[] {
  const addressee = addressedTo && people.filter((person) => person._id.equals(addressedTo));
  return addressee && addressee.length > 0 ? addressee : people;
}
