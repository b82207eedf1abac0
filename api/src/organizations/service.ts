import type { Types } from 'mongoose';
import { DEFAULT_PRACTICE, slugify, type Practice } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { Organization, type OrganizationRecord } from './model';
import { mixesAlphabetsInAWord, normalizeOrganizationName, organizationLookAlikeKey } from './name';

export const ORGANIZATION_NAME_TAKEN = 'This organization name is already taken';
const NAME_NEEDS_LETTERS = 'Organization name must contain letters or digits';
const NAME_MIXES_ALPHABETS = 'Organization name cannot mix alphabets within a word (such as Latin and Cyrillic letters)';

/**
 * First path segments the product already uses: an organization with one of these slugs could
 * never reach its public login page at /{slug}.
 */
const RESERVED_SLUGS = new Set([
  'api', 'ws', 'remotes', 'auth', 'law', 'accountant', 'early-access', 'dashboard', 'new-requests',
  'projects', 'project', 'clients', 'client', 'team', 'timeline', 'first-access', 'organizations',
  'login', 'logout', 'register', 'admin', 'settings', 'assets', 'static',
]);

/** The firm's name, as its mail calls it ("Harbor & Finch Legal asks for 6 documents"). */
export async function organizationNameOf(organizationId: Types.ObjectId): Promise<string> {
  return (await Organization.findOne({ _id: organizationId }, { name: 1 }).orFail().lean<Pick<OrganizationRecord, 'name'>>()).name;
}

/** Finds an organization by its name or by its slug (the Share Profile link form). */
export async function findOrganizationByNameOrSlug(nameOrSlug: string): Promise<OrganizationRecord | null> {
  const slug = slugify(nameOrSlug);
  if (!slug) return null;
  return Organization.findOne({ slug }).lean<OrganizationRecord>();
}

/**
 * A name is taken when its slug (its public page) or its look-alike key (see name.ts) is another firm's
 * or reserved. Both are unique indexes, so a registration racing this check fails on insert instead,
 * and the error handler answers it with the same 409. A name with a word in two alphabets is refused
 * whether or not it imitates a firm yet.
 */
export async function createOrganization(input: { name: string; phoneNumber?: string; practice?: Practice }): Promise<OrganizationRecord> {
  const name = normalizeOrganizationName(input.name);
  const slug = slugify(name);
  const lookAlikeKey = organizationLookAlikeKey(name);
  if (!/[\p{L}\p{N}]/u.test(slug)) {
    throw new HttpError(400, NAME_NEEDS_LETTERS, { errors: { organizationName: NAME_NEEDS_LETTERS } });
  }
  const taken = RESERVED_SLUGS.has(slug) || (await Organization.exists({ $or: [{ slug }, { lookAlikeKey }] })) !== null;
  if (taken) throw new HttpError(409, ORGANIZATION_NAME_TAKEN, { errors: { organizationName: ORGANIZATION_NAME_TAKEN } });
  if (mixesAlphabetsInAWord(name)) {
    throw new HttpError(400, NAME_MIXES_ALPHABETS, { errors: { organizationName: NAME_MIXES_ALPHABETS } });
  }
  const organization = await Organization.create({ name, slug, lookAlikeKey, phoneNumber: input.phoneNumber || null, practice: input.practice ?? DEFAULT_PRACTICE });
  return organization.toObject();
}

/**
 * Gives firms stored before look-alike keys existed their key, so new names are checked against them too.
 * Two old firms that already read alike cannot both hold the key: the second keeps none, and is reported.
 */
export async function backfillLookAlikeKeys(): Promise<void> {
  // The unique index first, so that it refuses the second of two old look-alike firms.
  await Organization.init();
  const missing = await Organization.find({ lookAlikeKey: null }).select({ name: 1 }).lean<OrganizationRecord[]>();
  for (const organization of missing) {
    try {
      await Organization.updateOne({ _id: organization._id }, { $set: { lookAlikeKey: organizationLookAlikeKey(organization.name) } });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      console.warn(`Organization ${organization._id} ("${organization.name}") reads like another firm's name; it keeps no look-alike key.`);
    }
  }
}
