// The chunks holding a build's own copy of each shared module it provides: where its `provide-module`
// loads that copy from. The shell loads first, so its copies are the ones that run.
const PROVIDE_PREFIX = 'webpack/sharing/provide/';

/** Shared module key (as consumers name it, e.g. `@clientline/shared-ui/widgets`) -> the chunks of this build's copy. */
function providedChunksByKey(compilation) {
  const { chunkGraph } = compilation;
  const byKey = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // `webpack/sharing/provide/<scope>/<key>`; every shared module here is in the default scope.
    const key = module.libIdent({ context: compilation.compiler.context }).slice(PROVIDE_PREFIX.length).split('/').slice(1).join('/');
    byKey.set(key, module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
  }
  return byKey;
}

/** The keys of the shared modules the chunks' code consumes. */
function consumedKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
    }
  }
  return [...keys].sort();
}

/**
 * `chunks` and the chunks of the shared modules they consume, and theirs in turn, each resolved to this
 * build's own copy (in the shell, the copy that runs).
 */
function withSharedModules(compilation, chunks) {
  const provided = providedChunksByKey(compilation);
  const all = new Set(chunks);
  for (const chunk of all) {
    for (const key of consumedKeys(compilation, [chunk])) provided.get(key)?.forEach((sharedChunk) => all.add(sharedChunk));
  }
  return all;
}

const jsFiles = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

module.exports = { providedChunksByKey, consumedKeys, withSharedModules, jsFiles };
