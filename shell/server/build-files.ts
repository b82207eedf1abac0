import { readFile, stat } from 'node:fs/promises';

/** Each build file as last read, by path: read again only when a deploy changed it (its size or time). */
const cache = new Map<string, { version: string; content: Promise<unknown> }>();

/**
 * A file the build (or a deploy) writes, read through `parse` once per version: a page asks for the same
 * few files (index.html, the manifest, each build's chunk lists) every time, and they change only when a
 * frontend is deployed, which the next request then sees. Null when there is no such file.
 */
export async function readBuildFile<T>(file: string, parse: (text: string) => T): Promise<T | null> {
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) return null;
  const version = `${stats.mtimeMs}:${stats.size}`;
  const cached = cache.get(file);
  if (cached?.version === version) return cached.content as Promise<T>;
  const content = readFile(file, 'utf8').then(parse);
  content.catch(() => cache.delete(file));
  cache.set(file, { version, content });
  return content;
}

export const readJsonBuildFile = <T>(file: string) => readBuildFile(file, (text) => JSON.parse(text) as T);
