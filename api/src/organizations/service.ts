import { slugify } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { Organization, type OrganizationRecord } from './model';

/**
 * First path segments the product already uses: an organization with one of these slugs could
 * never reach its public login page at /{slug}.
 */
const RESERVED_SLUGS = new Set([
  'api', 'ws', 'remotes', 'auth', 'law', 'accountant', 'early-access', 'dashboard', 'new-requests',
  'projects', 'project', 'clients', 'client', 'team', 'timeline', 'first-access', 'organizations',
  'login', 'logout', 'register', 'admin', 'settings', 'assets', 'static',
]);

/** Finds an organization by its name or by its slug (the Share Profile link form). */
export async function findOrganizationByNameOrSlug(nameOrSlug: string): Promise<OrganizationRecord | null> {
  const slug = slugify(nameOrSlug);
  if (!slug) return null;
  return Organization.findOne({ slug }).lean<OrganizationRecord>();
}

export async function createOrganization(input: { name: string; phoneNumber?: string }): Promise<OrganizationRecord> {
  const slug = slugify(input.name);
  if (!slug) {
    throw new HttpError(400, 'Organization name must contain letters or digits', {
      errors: { organizationName: 'Organization name must contain letters or digits' },
    });
  }
  const taken = RESERVED_SLUGS.has(slug) || (await Organization.exists({ slug })) !== null;
  if (taken) {
    throw new HttpError(409, 'This organization name is already taken', {
      errors: { organizationName: 'This organization name is already taken' },
    });
  }
  const organization = await Organization.create({ name: input.name, slug, phoneNumber: input.phoneNumber || null });
  return organization.toObject();
}
