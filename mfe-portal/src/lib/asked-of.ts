import type { DocumentRequestItem } from '@clientline/contracts';

/**
 * Whom a requested item is asked of, as `personId` reads it: 'Asked of you', or the other person's name;
 * undefined when it is asked of everyone who sees the project.
 */
export function askedOf({ addressedTo, addressedToName }: Pick<DocumentRequestItem, 'addressedTo' | 'addressedToName'>, personId: string): string | undefined {
  if (!addressedTo) return undefined;
  return addressedTo === personId ? 'Asked of you' : `Asked of ${addressedToName ?? 'one person'}`;
}
