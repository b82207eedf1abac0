// The Module Federation runtime's error messages in browser builds: each keeps its code (#RUNTIME-008) and
// the link to the page explaining it, without the sentence the runtime writes beside the code. Its sentences
// (@module-federation/error-codes' desc.mjs) are a copy in main.js and one in every remoteEntry.js that
// every page downloads, for messages only a developer reads in the console.
const path = require('node:path');

const SENTENCES = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;

class WithoutErrorCodeSentencesPlugin {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(SENTENCES, path.join(__dirname, 'error-code-sentences.mjs')).apply(compiler);
  }
}

module.exports = { WithoutErrorCodeSentencesPlugin };
