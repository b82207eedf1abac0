import unhomoglyph from 'unhomoglyph';
import { slugify } from '@clientline/contracts';

/**
 * The name as stored and shown: NFKC folds compatibility forms (full-width `Ｈ`, ligatures, superscripts)
 * into the letters they stand for, and whitespace runs become one space.
 */
export function normalizeOrganizationName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/**
 * What the name looks like, as a slug: two names with the same look-alike key would read the same on a
 * login page ('Hаrbor' with a Cyrillic а, 'Harbor', 'HARB0R'). It is the Unicode TR39 skeleton (NFD,
 * each character replaced by its prototype from Unicode's confusables table, NFD again) of the lowercased
 * name, put through the slug rule so that case, accents, spacing and punctuation do not tell names apart
 * either. Never shown to anyone: 'm' becomes 'rn'.
 */
export function organizationLookAlikeKey(name: string): string {
  const lowercased = normalizeOrganizationName(name).toLowerCase();
  const skeleton = unhomoglyph(lowercased.normalize('NFD')).normalize('NFD');
  return slugify(skeleton);
}
