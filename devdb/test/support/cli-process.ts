import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const BIN = path.join(__dirname, '..', '..', 'bin', 'devdb.js');

export interface CliServer {
  uri: string;
  child: ChildProcess;
}

export interface CliExit {
  code: number | null;
  stderr: string;
}

/** Starts `devdb --port 0 ...` as a child process and resolves with the URI it prints. */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliServer> {
  const child = spawn(process.execPath, [BIN, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const uri = /mongodb:\/\/\S+/.exec(output)?.[0];
      if (uri) {
        child.stdout!.off('data', onData);
        resolve({ uri, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`devdb exited with ${code} before listening: ${output}`)));
  });
}

/** Runs the CLI expecting it to exit on its own (e.g. refused to start). */
export function runCliToExit(args: string[]): Promise<CliExit> {
  const child = spawn(process.execPath, [BIN, '--port', '0', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

export function killHard(server: CliServer): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
