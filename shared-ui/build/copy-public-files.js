// Copies a package's public/ folder as is into its build (the shell's icons and web app manifest), so the
// api serves them from the site's root like any built file. A few lines instead of copy-webpack-plugin:
// the folder is flat and small.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'CopyPublicFilesPlugin';

class CopyPublicFilesPlugin {
  /** @param {{ from: string }} options the folder whose files are copied to the build's root */
  constructor({ from }) {
    this.from = from;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.from)) return;
        compilation.contextDependencies.add(this.from);
        for (const entry of fs.readdirSync(this.from, { withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = path.join(this.from, entry.name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(entry.name, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { CopyPublicFilesPlugin };
