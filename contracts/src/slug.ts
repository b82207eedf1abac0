/**
 * The slug rule of the spec (section 2): lowercase, trim, strip accents, keep only letters, digits,
 * spaces and hyphens, turn whitespace runs into one hyphen, collapse repeated hyphens, trim hyphens.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
