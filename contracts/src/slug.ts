/**
 * The slug rule: lowercase, trim, strip accents, keep only letters, digits,
 * spaces and hyphens, turn whitespace runs into one hyphen, collapse repeated hyphens, trim hyphens.
 * Letters are any script's (`мир-юристов`), and compatibility forms count as the letters they stand
 * for (NFKC: a full-width `Ｈ` is `h`), so no letter of a name is silently dropped.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .normalize('NFC');
}
