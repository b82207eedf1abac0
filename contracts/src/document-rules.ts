// The rules of documents and their requests a page shows (sizes, types, statuses): no schema, so a page
// that only shows them does not download zod.

const MIB = 1024 * 1024;

/** At most this many bytes per file. */
export const DOCUMENT_MAX_BYTES = 25 * MIB;
/** At most this many bytes of files in one upload request. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 100 * MIB;
/** At most this many files in one upload request. */
export const DOCUMENT_UPLOAD_MAX_FILES = 10;
/** GET /api/documents lists at most this many, newest first. */
export const DOCUMENT_LIST_LIMIT = 200;
/** A document request names 1 to this many items. */
export const DOCUMENT_REQUEST_MAX_ITEMS = 50;

/** What may be uploaded: decided from the file's content (and, for zip and CFB containers, its extension). */
export const ALLOWED_DOCUMENT_TYPES = [
  { name: 'PDF', extensions: ['pdf'] },
  { name: 'PNG image', extensions: ['png'] },
  { name: 'JPEG image', extensions: ['jpg', 'jpeg'] },
  { name: 'GIF image', extensions: ['gif'] },
  { name: 'WebP image', extensions: ['webp'] },
  { name: 'HEIC image', extensions: ['heic', 'heif'] },
  { name: 'Word document', extensions: ['docx', 'doc'] },
  { name: 'Excel workbook', extensions: ['xlsx', 'xls'] },
  { name: 'PowerPoint presentation', extensions: ['pptx', 'ppt'] },
  { name: 'CSV', extensions: ['csv'] },
  { name: 'Text', extensions: ['txt'] },
  { name: 'ZIP archive', extensions: ['zip'] },
] as const;

/** For a file picker's `accept` attribute: `.pdf,.png,...`. */
export const ALLOWED_DOCUMENT_EXTENSIONS = ALLOWED_DOCUMENT_TYPES.flatMap((type) => type.extensions.map((extension) => `.${extension}`));

export const ALLOWED_DOCUMENT_TYPES_TEXT = 'PDF, images (PNG, JPEG, GIF, WebP, HEIC), office documents (Word, Excel, PowerPoint), CSV, text and ZIP';

export function documentTypeNotAllowedMessage(fileName: string): string {
  return `File type not allowed: ${fileName}. Allowed: ${ALLOWED_DOCUMENT_TYPES_TEXT}.`;
}

/** '25 MB' for 25 MiB: what people read on a limit. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MIB)} MB`;
}

export function documentTooLargeMessage(fileName: string): string {
  return `${fileName} is larger than ${megabytes(DOCUMENT_MAX_BYTES)}`;
}

export const DOCUMENT_UPLOAD_TOO_LARGE = `The files of one upload may add up to at most ${megabytes(DOCUMENT_UPLOAD_MAX_BYTES)}: upload them in smaller groups`;
export const DOCUMENT_UPLOAD_TOO_MANY_FILES = `Upload at most ${DOCUMENT_UPLOAD_MAX_FILES} files at once`;

export const DOCUMENT_SIDES = ['firm', 'client'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

export const DOCUMENT_REQUEST_STATUSES = ['requested', 'received', 'accepted', 'changes_requested'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
export const DOCUMENT_REQUEST_STATUS_WORDS: Record<DocumentRequestStatus, string> = { requested: 'Requested', received: 'Received', accepted: 'Accepted', changes_requested: 'Asked again' };
/** Still waiting on the client: counted by the dashboard's outstandingDocumentRequests. */
export const OUTSTANDING_DOCUMENT_REQUEST_STATUSES: readonly DocumentRequestStatus[] = ['requested', 'changes_requested'];
