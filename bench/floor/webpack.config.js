// Builds the framework floor (index.tsx) into bench/floor/dist with the product's production settings.
const path = require('node:path');
const { productionOptimization, reactRouterProductionBuild, swcRule } = require('../../shared-ui/build/webpack-config');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './index.tsx',
  output: { path: path.join(__dirname, 'dist'), filename: 'floor.js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterProductionBuild() },
  module: { rules: [swcRule({ refresh: false })] },
  // One file: the floor has no lazy code, and the product's chunk groups would split its entry.
  optimization: { ...productionOptimization, splitChunks: false },
  performance: { hints: false },
};
