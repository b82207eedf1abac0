// Writes named-chunks.json beside the bundles, which the api reads to preload a page's first screen with
// its HTML instead of in waves after its script (each wave a round trip, half a second on a slow phone):
// - `chunks`: every chunk webpack names (a cache group's `name`, such as 'radix', or an import's
//   webpackChunkName, such as a first screen's page) with its files and the keys of the shared modules its
//   code uses; the runtime manifest names the chunks a first screen loads (`preloadChunks`, `preloadShellChunks`).
// - `shared`: this build's own copy of each shared module it provides, in the same shape. The shell loads
//   first, so a shared module the shell provides runs from its files, any other from the remote's.
const { consumedKeys, jsFiles, providedChunksByKey } = require('./shared-providers');

const NAME = 'NamedChunkFilesPlugin';
const FILE = 'named-chunks.json';

class NamedChunkFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const describe = (group) => ({ files: jsFiles(group), shared: consumedKeys(compilation, group) });
        const chunks = {};
        for (const chunk of compilation.chunks) {
          // An import's chunk group holds the chunks split off it too (modules it shares with other pages).
          if (chunk.name) chunks[chunk.name] = describe(compilation.namedChunkGroups.get(chunk.name)?.chunks ?? [chunk]);
        }
        const shared = Object.fromEntries([...providedChunksByKey(compilation)].map(([key, group]) => [key, describe(group)]));
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ chunks, shared }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { NamedChunkFilesPlugin };
