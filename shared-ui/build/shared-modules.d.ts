export interface SharedModule {
  singleton: true;
  requiredVersion: string;
  /** Given for our own packages, whose version is not in a node_modules package.json of their own. */
  version?: string;
}

/** Every module the shell and the remotes share, by the name they import it by. */
export function sharedSingletons(): Record<string, SharedModule>;
