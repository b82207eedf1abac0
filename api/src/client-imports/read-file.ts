import Papa from 'papaparse';
import { CLIENT_IMPORT_MAX_ROWS, CLIENT_IMPORT_TOO_MANY_ROWS, type ClientImportField, type ClientImportMapping } from '@clientline/contracts';
import { HttpError } from '../http/errors';

export interface ClientList {
  /** The header row, trimmed. */
  columns: string[];
  /** The separator the file uses: comma, semicolon or tab. */
  delimiter: string;
  /** The rows under it, each with its line in the file (the header is line 1). */
  rows: Array<{ line: number; cells: string[] }>;
}

/**
 * Text as the spreadsheet wrote it: UTF-16 when it starts with that byte-order mark (Excel's "Unicode Text"),
 * UTF-8 (with or without one), or else Windows-1252, which Excel on Windows writes by default ("Save as
 * CSV"); any byte sequence reads as one or the other.
 */
export function decodeSpreadsheetText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A client list from a CSV file: comma, semicolon or tab separated (what the header row shows), quoted as
 * spreadsheets quote, a header row first. Blank lines are skipped; a row shorter than the header reads its
 * missing cells as empty.
 */
export function readClientList(bytes: Buffer): ClientList {
  const text = decodeSpreadsheetText(bytes);
  const records: Array<{ line: number; cells: string[] }> = [];
  let line = 1;
  let consumed = 0;
  const delimiter = delimiterOf(text);
  Papa.parse<string[]>(text, {
    delimiter,
    step: ({ data, meta }) => {
      if (data.some((cell) => cell.trim() !== '')) records.push({ line, cells: data });
      // A quoted cell may hold line breaks: the next record starts after all of this one's.
      line += countLineBreaks(text.slice(consumed, meta.cursor));
      consumed = meta.cursor;
    },
  });
  const [header, ...rows] = records;
  if (!header) throw new HttpError(400, 'The file is empty: export your client list as CSV with a header row, then upload it');
  if (rows.length === 0) throw new HttpError(400, 'The file has a header row but no clients under it');
  if (rows.length > CLIENT_IMPORT_MAX_ROWS) throw new HttpError(400, CLIENT_IMPORT_TOO_MANY_ROWS);
  return { columns: header.cells.map((cell) => cell.trim()), delimiter, rows };
}

const DELIMITERS = [',', ';', '\t'];

/** The separator the header row uses most (a header names its columns, so it holds no quoted separators to speak of). */
function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  const counts = DELIMITERS.map((delimiter) => header.split(delimiter).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

function countLineBreaks(text: string): number {
  return (text.match(/\r\n|\r|\n/g) ?? []).length;
}

/** The words a header may use for each field, compared without case, spaces or punctuation. */
const HEADER_WORDS: Record<ClientImportField, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'name', 'fullname', 'clientname', 'contactname', 'displayname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'emailaddr'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'mobilephone'],
  accountName: ['accountname', 'account', 'household', 'householdname', 'company', 'companyname', 'organization', 'organisation', 'business', 'entity'],
  accountKind: ['accountkind', 'kind', 'type', 'accounttype', 'clienttype', 'entitytype'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'categories'],
};

/** Each field's column, guessed from the header's words; a column serves one field at most. */
export function guessMapping(columns: string[]): ClientImportMapping {
  const normalized = columns.map((column) => column.toLowerCase().replace(/[^a-z]/g, ''));
  const taken = new Set<number>();
  const mapping = {} as ClientImportMapping;
  for (const field of Object.keys(HEADER_WORDS) as ClientImportField[]) {
    // The field's own words in their order: "First name" wins over "Name" for the first name.
    let found: number | null = null;
    for (const word of HEADER_WORDS[field]) {
      const index = normalized.findIndex((column, at) => column === word && !taken.has(at));
      if (index >= 0) {
        found = index;
        break;
      }
    }
    if (found !== null) taken.add(found);
    mapping[field] = found;
  }
  return mapping;
}
