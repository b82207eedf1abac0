// ESLint rule `clientline/feature-boundaries`: a feature folder of a frontend (`src/features/<name>/`)
// never imports another feature folder; what two features share lives in the package's `components/`,
// `hooks/` or `lib/`, or in shared-ui. The model is bulletproof-react's `import/no-restricted-paths`
// zones, written for our one layout so no plugin is needed.
const path = require('node:path');

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

function featureOf(file) {
  const match = FEATURE.exec(file);
  return match ? { name: match[1], packageRoot: file.slice(0, match.index) } : undefined;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder imports no other feature folder.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both use to this package's components/, hooks/ or lib/ (or to shared-ui).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(`${path.resolve(path.dirname(file), source)}${path.sep}`);
      if (target && target.packageRoot === own.packageRoot && target.name !== own.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: target.name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
