/**
 * A case-insensitive "contains" match of the text as typed: every character stands for itself (no pattern
 * syntax reaches the database), for a `$regex` filter on MongoDB and devdb alike.
 */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
