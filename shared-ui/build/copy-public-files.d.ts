import type { Compiler } from 'webpack';

/** Copies the files of `from` as is to the root of the build (see copy-public-files.js). */
export declare class CopyPublicFilesPlugin {
  constructor(options: { from: string });
  apply(compiler: Compiler): void;
}
