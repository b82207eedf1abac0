import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '../../../api/src/observability/logger';
import { startTestApi, type TestApi } from '../../../api/test/test-api';
import { loadHostConfig, type HostConfig } from '../config';
import { prepareFirstScreens } from '../first-screen/renderer';
import { createHostApp } from '../host-app';
import { remoteAppsFromSource } from './remote-apps-from-source';

/**
 * The host's settings for a test, serving the built frontends found under `rootDir`. A first screen may take
 * its time: the tests assert what it shows, on a machine busy with other test files (first-screen-limits.test.ts
 * has the time limit).
 */
export function hostConfigAt(rootDir: string, env: NodeJS.ProcessEnv = {}): HostConfig {
  return { ...loadHostConfig({ NODE_ENV: 'test', FIRST_SCREEN_RENDER_TIMEOUT_MS: '30000', ...env }), rootDir };
}

/** The host's app alone, for what it answers without asking the api: files and signed-out pages. */
export function hostAt(rootDir: string, env: NodeJS.ProcessEnv = {}) {
  return createHostApp({ config: hostConfigAt(rootDir, env), logger });
}

/**
 * A real api (its own devdb) and the host's pages on one server, as `npm start` runs them: with the first
 * screens' code loaded before the first page, as scripts/start.ts loads it before listening (compiling it
 * takes seconds, which would otherwise fall on whichever test asks first).
 */
export async function startApiWithPages(rootDir: string, options: { renderFirstScreens?: boolean } = {}): Promise<TestApi> {
  if (options.renderFirstScreens !== false) await prepareFirstScreens(remoteAppsFromSource);
  return startTestApi({ pages: createHostApp({ config: hostConfigAt(rootDir), logger, remoteApps: remoteAppsFromSource, ...options }).callback() });
}

/** A folder holding a built shell's index.html (no script): the app pages are then served without a build. */
export function frontendRootWithShellPage(prefix: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Clientline</title></head><body><div id="root"></div></body></html>');
  return root;
}
