// The shell's main.js is only Module Federation's async boundary: once it runs it asks for its bootstrap
// chunk and the shared modules the bootstrap imports (React, the store, the router...), a second round
// trip after the first. On a slow phone network each round trip costs half a second, so the page names
// those chunks in <link rel="preload"> tags and the browser fetches them alongside main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { jsFiles, withSharedModules } = require('./shared-providers');

const NAME = 'PreloadStartupChunksPlugin';

/**
 * The files of the chunk groups our entry module imports (its `import('./bootstrap')`) and of the shared
 * modules they use. The entry chunk's other children are the federation runtime's fallbacks for every
 * shared module, most of which a page never loads.
 */
function startupFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  const entryRequests = compilation.options.entry[entryName].import;
  const importedByEntry = (group) => group.origins.some((origin) => entryRequests.includes(origin.module?.rawRequest));
  const bootstrapChunks = [...entrypoint.childrenIterable].filter(importedByEntry).flatMap((group) => group.chunks);
  return jsFiles(withSharedModules(compilation, bootstrapChunks));
}

class PreloadStartupChunksPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = startupFiles(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
