#!/usr/bin/env node
// Runs the TypeScript CLI through tsx: the package has no build step.
require('tsx/cjs');
require('../src/cli.ts');
