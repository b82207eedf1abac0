// Writes `<file>.br` beside each text asset of a production build: Brotli at its best quality, which is
// too slow to run per request (0.7 s for the framework file) and 10-14 % smaller than the api's gzip.
// The api sends it, where there is one, to browsers that accept `br` (shell/server/frontends.ts); on the
// mobile profile every 10 KiB not sent is about 50 ms sooner.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const NAME = 'BrotliAssetsPlugin';
/** The text files a browser downloads (the shell's page, index.html, is made per request and compressed then). */
const COMPRESSIBLE = /\.(js|mjs|css|json|webmanifest|svg|txt)$/i;
const MIN_BYTES = 1024;
const brotliCompress = promisify(zlib.brotliCompress);

class BrotliAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const texts = Object.entries(assets).filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
        await Promise.all(
          texts.map(async ([name, source]) => {
            const content = source.buffer();
            const compressed = await brotliCompress(content, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
          }),
        );
      });
    });
  }
}

module.exports = { BrotliAssetsPlugin };
