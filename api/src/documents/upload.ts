import type { IncomingMessage } from 'node:http';
import type { Types } from 'mongoose';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_MAX_BYTES,
  DOCUMENT_UPLOAD_MAX_FILES,
  DOCUMENT_UPLOAD_TOO_LARGE,
  DOCUMENT_UPLOAD_TOO_MANY_FILES,
  documentTooLargeMessage,
  documentTypeNotAllowedMessage,
  withoutHiddenCharacters,
} from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { detectDocumentType, nameOfType, splitExtension, TextCheck, TYPE_HEAD_BYTES, type DetectedType } from './file-types';
import { multipartParts, type MultipartLimits } from '../http/multipart';
import { StoredFile, type FileOwner } from './storage';

export interface ReceivedFile {
  fileId: Types.ObjectId;
  name: string;
  size: number;
  contentType: string;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The form's text fields by name (requestItemId). */
  fields: Record<string, string>;
}

/** Room for the multipart boundaries and headers around the files' bytes. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
const MAX_NAME_LENGTH = 200;
const UPLOAD_LIMITS: MultipartLimits = {
  maxFiles: DOCUMENT_UPLOAD_MAX_FILES,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  tooManyFiles: DOCUMENT_UPLOAD_TOO_MANY_FILES,
  fieldsExpected: 'send only file parts and requestItemId',
};
export const SEND_AS_MULTIPART = 'Send the files as multipart/form-data, each in a part named "file"';

/**
 * Streams the files of a multipart upload into GridFS, checking each as it goes (type from its first
 * bytes, size per file and per request). Either every file is stored, or none is: on any refusal,
 * malformed body or a client that stops sending midway, whatever was written is removed before this throws.
 */
export async function receiveUpload(request: IncomingMessage, owner: FileOwner): Promise<ReceivedUpload> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) throw new HttpError(415, SEND_AS_MULTIPART);
  if (Number(request.headers['content-length'] ?? 0) > DOCUMENT_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new HttpError(413, DOCUMENT_UPLOAD_TOO_LARGE);
  }

  const stored: StoredFile[] = [];
  const upload: ReceivedUpload = { files: [], fields: {} };
  const bytes = { total: 0 };
  try {
    for await (const part of multipartParts(request, UPLOAD_LIMITS)) {
      if (part.kind === 'field') {
        upload.fields[part.name] = part.value;
        continue;
      }
      if (part.name !== 'file') throw new HttpError(400, `${SEND_AS_MULTIPART} (got a part named "${part.name}")`);
      upload.files.push(await storeFile(part.fileName, part.stream as AsyncIterable<Buffer>, owner, stored, bytes));
    }
    if (upload.files.length === 0) throw new HttpError(400, 'Choose at least one file to upload');
    return upload;
  } catch (error) {
    await Promise.all(stored.map((file) => file.discard()));
    throw error instanceof HttpError ? error : new HttpError(400, 'The upload did not arrive whole. Try again.');
  }
}

/** A file that came whole, not streamed: an attachment of a mail. */
export interface AttachedFile {
  fileName: string;
  content: Buffer;
}

/**
 * Stores the files attached to a mail, through the checks of an upload (type from the content, size per file
 * and in all, how many): every file, or none (what was written is removed before this throws).
 */
export async function receiveAttachments(attachments: AttachedFile[], owner: FileOwner): Promise<ReceivedFile[]> {
  if (attachments.length > DOCUMENT_UPLOAD_MAX_FILES) throw new HttpError(400, DOCUMENT_UPLOAD_TOO_MANY_FILES);
  const stored: StoredFile[] = [];
  const bytes = { total: 0 };
  try {
    const files: ReceivedFile[] = [];
    for (const attachment of attachments) files.push(await storeFile(attachment.fileName, [attachment.content], owner, stored, bytes));
    return files;
  } catch (error) {
    await Promise.all(stored.map((file) => file.discard()));
    throw error;
  }
}

/** One file into GridFS, checked as it goes; `stored` keeps it for a discard, `bytes` counts the request's. */
async function storeFile(fileName: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>, owner: FileOwner, stored: StoredFile[], bytes: { total: number }): Promise<ReceivedFile> {
  const name = cleanFileName(fileName);
  const file = new StoredFile(name, owner);
  stored.push(file);
  const check = new FileCheck(name);
  for await (const chunk of chunks) {
    bytes.total += chunk.length;
    if (bytes.total > DOCUMENT_UPLOAD_MAX_BYTES) throw new HttpError(413, DOCUMENT_UPLOAD_TOO_LARGE);
    check.add(chunk);
    await file.write(chunk);
  }
  const type = check.finish();
  const storedName = limitLength(nameOfType(name, type));
  await file.save(storedName);
  return { fileId: file.id, name: storedName, size: check.size, contentType: type.contentType };
}

/**
 * The name as sent, made safe to show and save: no folders, no control, bidi or other hidden characters,
 * no leading dots (a hidden file once saved) nor trailing dots and spaces (dropped by Windows), at most 200
 * characters. Its extension is settled by the type found in the content (`nameOfType`).
 */
function cleanFileName(fileName: string): string {
  const name = withoutHiddenCharacters(fileName.split(/[\\/]/).pop() ?? '')
    .trim()
    .replace(/^\.+/u, '')
    // Only from the start of a run: `[.\s]+$` alone is tried again inside every run, quadratic on a
    // crafted name (`a. . . ….x`, 16 kB in a multipart header, blocked the process for 0.2-0.4 s a file).
    .replace(/(?<![.\s])[.\s]+$/u, '')
    .trim();
  if (!name) throw new HttpError(400, 'Every file needs a name');
  return limitLength(name);
}

/** At most 200 characters, the extension kept. */
function limitLength(name: string): string {
  if (name.length <= MAX_NAME_LENGTH) return name;
  const { extension } = splitExtension(name);
  const suffix = extension ? `.${extension}` : '';
  return name.slice(0, MAX_NAME_LENGTH - suffix.length) + suffix;
}

/** One file's size and type, checked chunk by chunk as it streams. */
class FileCheck {
  size = 0;
  private head: Buffer[] = [];
  private type: DetectedType | undefined;
  private text: TextCheck | null = null;

  constructor(private readonly name: string) {}

  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > DOCUMENT_MAX_BYTES) throw new HttpError(413, documentTooLargeMessage(this.name));
    if (this.type === undefined) {
      this.head.push(chunk);
      if (this.size >= TYPE_HEAD_BYTES) this.decide();
    } else if (this.text && !this.text.add(chunk)) {
      this.refuse();
    }
  }

  /** The file's type once it has all arrived. */
  finish(): NonNullable<DetectedType> {
    if (this.size === 0) throw new HttpError(400, `${this.name} is empty`);
    if (this.type === undefined) this.decide();
    if (this.text && !this.text.finish()) this.refuse();
    return this.type!;
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = detectDocumentType(head, this.name);
    if (!this.type) this.refuse();
    if (this.type.isText) {
      this.text = new TextCheck();
      if (!this.text.add(head)) this.refuse();
    }
  }

  private refuse(): never {
    throw new HttpError(415, documentTypeNotAllowedMessage(this.name));
  }
}
