export interface Frontend {
  /** Federation name, e.g. 'mfe_auth'. */
  name: string;
  /** Package folder, e.g. 'mfe-auth'. */
  folder: string;
  devPort: number;
}

export const REMOTES: Frontend[];
export const FRONTEND_FOLDERS: string[];
export const DEV_PORTS: Record<string, number>;
export const SERVER_BUILD_FOLDER: string;
