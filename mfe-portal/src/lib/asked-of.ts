import type { DocumentRequestItem } from '@clientline/contracts';

/** Whom a requested item is asked of, as a client person reads it; undefined when it is asked of everyone on the account. */
export function askedOfForClient({ addressedTo }: Pick<DocumentRequestItem, 'addressedTo'>, personId: string): string | undefined {
  if (!addressedTo) return undefined;
  return addressedTo === personId ? 'Asked of you' : 'Asked of someone else on your account';
}
