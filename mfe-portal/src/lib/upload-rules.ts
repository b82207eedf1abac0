import { DOCUMENT_MAX_BYTES, documentTooLargeMessage } from '@clientline/contracts';

/** Files the api would refuse by their size, refused before a byte is sent (the api's own messages). */
export function refuseBySize(file: File): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return documentTooLargeMessage(file.name);
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}
