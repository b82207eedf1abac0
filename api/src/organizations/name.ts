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

/** Alphabets with letters that look alike: a word written in two of them is a disguise, not a name. */
const LOOK_ALIKE_ALPHABETS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];

/**
 * True when one word mixes letters of those alphabets ('Hаrbor' with a Cyrillic а). Such a name is refused
 * even when no firm holds the name it imitates yet, so nobody can take a look-alike before the real firm
 * arrives. Words wholly in one alphabet ('Мир Юристов', 'Harbor Мир') are fine.
 */
export function mixesAlphabetsInAWord(name: string): boolean {
  return normalizeOrganizationName(name)
    .split(/[^\p{L}\p{M}]+/u)
    .some((word) => LOOK_ALIKE_ALPHABETS.filter((alphabet) => alphabet.test(word)).length > 1);
}
