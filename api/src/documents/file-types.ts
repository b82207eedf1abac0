import { filetypeinfo } from 'magic-bytes.js';

/** Bytes of a file's start that the type is read from (enough for every signature we allow). */
export const TYPE_HEAD_BYTES = 4100;

const HEIC = { contentType: 'image/heic', extensions: ['heic', 'heif'] };

/**
 * Signatures found in the content (magic-bytes.js names) that are allowed whatever the file is called,
 * and the extensions a name of that type may end in (the first one replaces any other).
 */
const TYPES_BY_SIGNATURE: Record<string, { contentType: string; extensions: string[] }> = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  png: { contentType: 'image/png', extensions: ['png'] },
  jpg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { contentType: 'image/gif', extensions: ['gif'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
  heif: HEIC,
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

/** `extensions`: those a name of this type may end in, lower case; the first is the one a name is given. */
export type DetectedType = { contentType: string; isText: boolean; extensions: string[] } | null;

/**
 * A name's extension: what follows its last dot, when that is 1 to 10 letters and digits with a letter
 * ('pdf', 'mp4'; not '2' of 'Tax return v1.2' nor anything with a space). '' when the name has none.
 */
export function splitExtension(fileName: string): { base: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  const extension = fileName.slice(dot + 1);
  if (dot <= 0 || !/^(?=.*\p{L})[\p{L}\p{N}]{1,10}$/u.test(extension)) return { base: fileName, extension: '' };
  return { base: fileName.slice(0, dot), extension };
}

function extensionOf(fileName: string): string {
  return splitExtension(fileName).extension.toLowerCase();
}

/**
 * The name a file of this type is kept and downloaded under: its own extension when that is one of the
 * type's (`IMG_1.HEIC`, `scan.jpeg`), else the type's in its place (`invoice.bat` holding a PDF is
 * `invoice.pdf`) or added (`scan` is `scan.pdf`), so a saved file never opens as something else.
 */
export function nameOfType(fileName: string, type: NonNullable<DetectedType>): string {
  const { base, extension } = splitExtension(fileName);
  return type.extensions.includes(extension.toLowerCase()) ? fileName : `${base}.${type.extensions[0]}`;
}

/** The allowed type of a file from its first bytes (and its name for containers and text), or null when refused. */
export function detectDocumentType(head: Uint8Array, fileName: string): DetectedType {
  const signatures = filetypeinfo(head).map((match) => match.typename);
  const extension = extensionOf(fileName);
  const bySignature = signatures.map((signature) => TYPES_BY_SIGNATURE[signature]).find(Boolean);
  if (bySignature) return { ...bySignature, isText: false };
  if (isHeic(head)) return { ...HEIC, isText: false };
  if (signatures.includes('zip')) return typeByExtension(ZIP_TYPES_BY_EXTENSION, extension, false);
  if (signatures.includes('doc')) return typeByExtension(CFB_TYPES_BY_EXTENSION, extension, false);
  // Some signatures are two letters ('MZ', 'BM'), which a CSV may start with: text is judged by its bytes.
  return typeByExtension(TEXT_TYPES_BY_EXTENSION, extension, true);
}

function typeByExtension(types: Record<string, string>, extension: string, isText: boolean): DetectedType {
  return Object.hasOwn(types, extension) ? { contentType: types[extension]!, isText, extensions: [extension] } : null;
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
