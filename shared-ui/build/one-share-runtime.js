// Leaves webpack's own share-scope runtime out of every runtime chunk (main.js, each remoteEntry.js).
// Webpack adds it whenever a build uses a share scope, and @module-federation/enhanced adds its own, which
// runs after it and assigns __webpack_require__.I and .S again: webpack's, with its copy of every shared
// module's registration, is never called (about 0.3 KiB gzipped in each runtime chunk).
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'OneShareRuntimePlugin';

class OneShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        // A runtime module that generates nothing is left out of the chunk.
        if (module.constructor === WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
