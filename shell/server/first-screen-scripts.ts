import path from 'node:path';
import { readJsonBuildFile } from './build-files';

/** A chunk a build names in its named-chunks.json (shared-ui/build/named-chunk-files.js). */
interface NamedChunk {
  files: string[];
  /** The shared modules its code uses, by key. */
  shared: string[];
}

interface NamedChunksFile {
  chunks: Record<string, NamedChunk>;
  /** This build's own copy of each shared module it provides, by key. */
  shared: Record<string, NamedChunk>;
}

/** What one frontend's build wrote that says which files a first screen needs. */
interface Build {
  named: NamedChunksFile;
  /** What its `./App` needs at once (a remote's), from its mf-manifest.json. */
  app: string[];
  urlOf(file: string): string;
}

interface MfManifest {
  exposes?: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

async function buildOf(distDir: string, urlBase: string): Promise<Build> {
  const [named, manifest] = await Promise.all([
    readJsonBuildFile<NamedChunksFile>(path.join(distDir, 'named-chunks.json')),
    readJsonBuildFile<MfManifest>(path.join(distDir, 'mf-manifest.json')),
  ]);
  return {
    named: named ?? { chunks: {}, shared: {} },
    app: manifest?.exposes?.find((expose) => expose.path === './App')?.assets.js.sync ?? [],
    urlOf: (file) => `${urlBase}${file}`,
  };
}

/**
 * A chunk's files and those of the shared modules it uses, and theirs in turn: each the shell's copy, which
 * is the one that runs (the shell loads first), or the remote's own where the shell provides none.
 */
function chunkScripts(build: Build, chunk: NamedChunk | undefined, shell: Build, seen = new Set<string>()): string[] {
  if (!chunk) return [];
  const sharedScripts = (key: string) => {
    if (seen.has(key)) return [];
    seen.add(key);
    const provider = shell.named.shared[key] ? shell : build;
    return chunkScripts(provider, provider.named.shared[key], shell, seen);
  };
  return [...chunk.files.map(build.urlOf), ...chunk.shared.flatMap(sharedScripts)];
}

/**
 * The scripts a remote's first screen needs, so the page preloads them all with its HTML instead of in
 * waves after its script: the remote's entry and what its `./App` needs at once, the remote's own chunks its
 * runtime manifest names for that screen, and the shared modules those use.
 */
export async function firstScreenScripts(rootDir: string, entry: string, remoteChunks: readonly string[]): Promise<string[]> {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const folder = base.split('/')[2];
  const shell = await buildOf(path.join(rootDir, 'shell', 'dist'), '/');
  const remote = folder ? await buildOf(path.join(rootDir, folder, 'dist'), base) : null;
  return [
    ...new Set([
      entry,
      ...(remote?.app.map(remote.urlOf) ?? []),
      ...(remote ? remoteChunks.flatMap((name) => chunkScripts(remote, remote.named.chunks[name], shell)) : []),
    ]),
  ];
}
