import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { waitFor } from './wait-for';

export { waitFor };

/** The api and devdb as `npm start` and an operator run them: real processes, real signals. */
export interface Child {
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL if still running; for afterAll, whatever happened. */
  kill(): void;
}

const API_DIR = path.resolve(__dirname, '..');
// Where `npm start` runs the api from: tsx reads the root tsconfig.json there, whose JSX settings cover the
// frontends' code the api renders first screens with (api/tsconfig.json includes only the api's own files).
const REPO_ROOT = path.resolve(API_DIR, '..');
const DEVDB_CLI = path.resolve(__dirname, '../../devdb/bin/devdb.js');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startChild(args: string[], env: NodeJS.ProcessEnv, cwd: string): Child {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** `node --import tsx src/server.ts` on `port`, once /api/health answers. */
export async function startApiProcess(port: number, env: NodeJS.ProcessEnv): Promise<Child & { baseUrl: string }> {
  const api = startChild(['--import', 'tsx', 'api/src/server.ts'], { NODE_ENV: 'test', PORT: String(port), ...env }, REPO_ROOT);
  const baseUrl = `http://127.0.0.1:${port}`;
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  await killIfThrows(api, () =>
    waitFor(
      async () => {
        if (exitCode !== undefined) return true;
        return (await fetch(`${baseUrl}/api/health`)).ok;
      },
      60_000,
      () => `the api did not answer /api/health:\n${api.output()}`,
    ),
  );
  if (exitCode !== undefined) throw new Error(`the api exited with ${exitCode} on start:\n${api.output()}`);
  // An error logged at start (pino's level 50 and up) is a start that went wrong, whatever /api/health says.
  if (/"level":(50|60)/.test(api.output())) {
    api.kill();
    throw new Error(`the api logged an error on start:\n${api.output()}`);
  }
  return { ...api, baseUrl };
}

/** devdb's CLI on `port`, keeping its data in `dir`, once it says it is listening. */
export async function startDevDbProcess(port: number, dir: string, password: string): Promise<Child> {
  const devdb = startChild([DEVDB_CLI, '--port', String(port), '--dir', dir], { DEVDB_PASSWORD: password }, API_DIR);
  await killIfThrows(devdb, () => waitFor(async () => devdb.output().includes('devdb listening on'), 30_000, () => `devdb did not start:\n${devdb.output()}`));
  return devdb;
}

/** A child that did not start in time is not left running: the caller never gets it to kill. */
async function killIfThrows(child: Child, waitForStart: () => Promise<void>): Promise<void> {
  try {
    await waitForStart();
  } catch (error) {
    child.kill();
    throw error;
  }
}

/**
 * Debian's redis-server on `port`, keeping nothing on disk, once it accepts connections. Not installed, it
 * fails (never skips) with the command that installs it.
 */
export async function startRedisServer(port: number): Promise<Pick<Child, 'kill'>> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: this runs it. Install it with `apt-get install redis-server`.');
  }
  const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  redis.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  redis.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const kill = () => {
    if (redis.exitCode === null && redis.signalCode === null) redis.kill('SIGKILL');
  };
  try {
    await waitFor(async () => output.includes('Ready to accept connections'), 10_000, () => `redis-server did not start:\n${output}`);
  } catch (error) {
    kill();
    throw error;
  }
  return { kill };
}
