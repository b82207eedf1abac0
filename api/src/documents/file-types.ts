import { filetypeinfo } from 'magic-bytes.js';

/** Bytes of a file's start that the type is read from (enough for every signature we allow). */
export const TYPE_HEAD_BYTES = 4100;

/** Signatures found in the content (magic-bytes.js names) that are allowed whatever the file is called. */
const TYPES_BY_SIGNATURE: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heif: 'image/heic',
};

/**
 * HEIC photos are ISO media files whose `ftyp` box names a HEIF brand; magic-bytes.js knows 'heic' and
 * 'mif1' but calls the 10-bit and sequence brands (iPhones write 'heix', 'hevc') mp4.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function isHeic(head: Uint8Array): boolean {
  const box = Buffer.from(head.subarray(4, 12)).toString('latin1');
  return box.startsWith('ftyp') && HEIC_BRANDS.has(box.slice(4));
}

/** A zip container is an office document or a plain ZIP by its extension; a .jar or .apk is neither. */
const ZIP_TYPES_BY_EXTENSION: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/** The old office formats share one container (Compound File Binary) with .msi installers and .msg mails. */
const CFB_TYPES_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Text has no signature: allowed by extension, then checked to the end (valid UTF-8, no NUL byte). */
const TEXT_TYPES_BY_EXTENSION: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
};

export type DetectedType = { contentType: string; isText: boolean } | null;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The allowed type of a file from its first bytes (and its name for containers and text), or null when refused. */
export function detectDocumentType(head: Uint8Array, fileName: string): DetectedType {
  const signatures = filetypeinfo(head).map((match) => match.typename);
  const extension = extensionOf(fileName);
  const bySignature = signatures.map((signature) => TYPES_BY_SIGNATURE[signature]).find(Boolean);
  if (bySignature) return { contentType: bySignature, isText: false };
  if (isHeic(head)) return { contentType: 'image/heic', isText: false };
  if (signatures.includes('zip')) return typeByExtension(ZIP_TYPES_BY_EXTENSION, extension, false);
  if (signatures.includes('doc')) return typeByExtension(CFB_TYPES_BY_EXTENSION, extension, false);
  // Some signatures are two letters ('MZ', 'BM'), which a CSV may start with: text is judged by its bytes.
  return typeByExtension(TEXT_TYPES_BY_EXTENSION, extension, true);
}

function typeByExtension(types: Record<string, string>, extension: string, isText: boolean): DetectedType {
  const contentType = types[extension];
  return contentType ? { contentType, isText } : null;
}

/** Reads a text file chunk by chunk: false once a byte is not valid UTF-8 or is NUL. */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  add(chunk: Uint8Array): boolean {
    if (this.valid) this.valid = !chunk.includes(0) && this.decodes(() => this.decoder.decode(chunk, { stream: true }));
    return this.valid;
  }

  finish(): boolean {
    if (this.valid) this.valid = this.decodes(() => this.decoder.decode());
    return this.valid;
  }

  private decodes(decode: () => string): boolean {
    try {
      decode();
      return true;
    } catch {
      return false;
    }
  }
}
