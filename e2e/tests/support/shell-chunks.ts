import fs from 'node:fs';
import path from 'node:path';

const SHELL_NAMED_CHUNKS = path.join(__dirname, '..', '..', '..', 'shell', 'dist', 'named-chunks.json');

/**
 * The URL path of the shell's file for a chunk its build names (a cache group's `name`, such as
 * 'framework'): files are named by chunk id and content hash, and the build lists which is which.
 */
export function shellChunkPath(name: string): string {
  const { chunks } = JSON.parse(fs.readFileSync(SHELL_NAMED_CHUNKS, 'utf8')) as { chunks: Record<string, { files: string[] }> };
  const files = chunks[name]?.files ?? [];
  if (files.length !== 1) throw new Error(`the shell's build names no chunk '${name}' of one file (${files.join(', ')})`);
  return `/${files[0]}`;
}
