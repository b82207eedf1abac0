// Writes named-chunks.json beside the bundles: the files of every chunk webpack names (a cache group's
// `name`, such as 'radix'). A page's first screen may load one of the shell's chunks lazily (the tabs
// load Radix); the runtime manifest names it (`preloadShellChunks`) and the api finds its hashed file
// here, so the page preloads it with the HTML instead of a round trip after its script.
const NAME = 'NamedChunkFilesPlugin';
const FILE = 'named-chunks.json';

class NamedChunkFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = {};
        for (const chunk of compilation.chunks) {
          if (chunk.name) files[chunk.name] = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
      });
    });
  }
}

module.exports = { NamedChunkFilesPlugin };
