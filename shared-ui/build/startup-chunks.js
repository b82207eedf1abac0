// The shell's main.js is only Module Federation's async boundary: once it runs it asks for its bootstrap
// chunk and the shared modules the bootstrap imports (React, the store, the router...), a second round
// trip after the first. On a slow phone network each round trip costs half a second, so the page names
// those chunks in <link rel="preload"> tags and the browser fetches them alongside main.js.
//
// Every page downloads those chunks, so the shared modules among them are one file: webpack cuts a chunk per
// shared module, and seven files of 0.2-4.7 KiB compressed each on its own.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');
const { consumedKeys, jsFiles, withSharedModules } = require('./shared-providers');

/** The framework cache group's chunk (shared-ui/build/webpack-config.js), left a file of its own. */
const FRAMEWORK_CHUNK = 'framework';

/**
 * The chunks of the chunk groups our entry module imports (its `import('./bootstrap')`) and of the shared
 * modules they use. The entry chunk's other children are the federation runtime's fallbacks for every
 * shared module, most of which a page never loads.
 */
function startupChunks(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  const entryRequests = compilation.options.entry[entryName].import;
  const importedByEntry = (group) => group.origins.some((origin) => entryRequests.includes(origin.module?.rawRequest));
  const bootstrapChunks = [...entrypoint.childrenIterable].filter(importedByEntry).flatMap((group) => group.chunks);
  return [...withSharedModules(compilation, bootstrapChunks)];
}

/**
 * Puts the startup chunks into one chunk, after splitChunks has cut them: not the framework's, and not one
 * that consumes a shared module. Loading a chunk waits for the shared modules its code consumes; a consumer
 * merged with the chunk that provides what it consumes would wait for itself, and the page would never start.
 */
class MergeStartupChunksPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    const name = 'MergeStartupChunksPlugin';
    // Not the child compilations (html-webpack-plugin's), which have no entry of ours.
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name, stage: STAGE_ADVANCED + 1 }, () => {
        const { chunkGraph } = compilation;
        const [into, ...rest] = startupChunks(compilation, this.entryName).filter(
          (chunk) => chunk.name !== FRAMEWORK_CHUNK && !chunk.hasRuntime() && consumedKeys(compilation, [chunk]).length === 0,
        );
        let merged = false;
        for (const chunk of rest) {
          if (!chunkGraph.canChunksBeIntegrated(into, chunk)) continue;
          chunkGraph.integrateChunks(into, chunk);
          compilation.chunks.delete(chunk);
          merged = true;
        }
        // True asks webpack to run this stage's optimizations again; once merged, nothing more is to merge.
        return merged || undefined;
      });
    });
  }
}

/** Names the startup chunks' files in <link rel="preload"> tags of the page. */
class PreloadStartupChunksPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    const name = 'PreloadStartupChunksPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const links = jsFiles(startupChunks(compilation, this.entryName)).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { MergeStartupChunksPlugin, PreloadStartupChunksPlugin };
