import fs from 'node:fs';
import path from 'node:path';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { packageOf } from './main-thread';

/** A script a page downloaded: its URL path, its built file on disk (when the bench can find it), its gzipped size. */
export interface DownloadedScript {
  urlPath: string;
  file?: string;
  gzip: number;
}

/**
 * Where a page's gzipped script goes, by package (`react-dom`, `@module-federation/runtime-core`,
 * `shell/src`...), most first: each file's gzipped size is shared among the packages its source map gives
 * its bytes to, in proportion to their minified bytes. A file without a map counts under its own name.
 */
export function scriptByPackage(scripts: DownloadedScript[]): Array<[part: string, gzip: number]> {
  const totals = new Map<string, number>();
  for (const script of scripts) {
    const shares = script.file && fs.existsSync(`${script.file}.map`) ? minifiedBytesByPackage(script.file) : new Map([[path.basename(script.urlPath), 1]]);
    const mapped = [...shares.values()].reduce((sum, bytes) => sum + bytes, 0);
    shares.forEach((bytes, part) => totals.set(part, (totals.get(part) ?? 0) + (script.gzip * bytes) / mapped));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Each package's minified bytes in a built file: from each mapping to the next (or its line's end). */
function minifiedBytesByPackage(file: string): Map<string, number> {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const map = new TraceMap(fs.readFileSync(`${file}.map`, 'utf8'));
  const bytes = new Map<string, number>();
  let open: { line: number; column: number; part: string } | null = null;
  const closeAt = (line: number, column: number) => {
    if (!open) return;
    const end = open.line === line ? column : lines[open.line - 1]!.length;
    bytes.set(open.part, (bytes.get(open.part) ?? 0) + end - open.column);
  };
  eachMapping(map, (mapping) => {
    closeAt(mapping.generatedLine, mapping.generatedColumn);
    open = { line: mapping.generatedLine, column: mapping.generatedColumn, part: mapping.source ? packageOf(mapping.source) : "webpack's module wrappers" };
  });
  closeAt(-1, 0);
  return bytes;
}

/** `react-dom 40.1, ...` in KiB (the parts of at least 0.5 KiB). */
export function describeScript(parts: Array<[part: string, gzip: number]>): string {
  return parts
    .filter(([, gzip]) => gzip >= 512)
    .map(([part, gzip]) => `${part} ${(gzip / 1024).toFixed(1)}`)
    .join(', ');
}
