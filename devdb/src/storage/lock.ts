import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'devdb.lock';

/** Thrown when another live devdb process (or server in this process) holds the data directory. */
export class DataDirectoryLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory's lock file (holding our pid). A lock left by a process that no longer runs,
 * e.g. after kill -9, is taken over. Returns the function that releases it.
 */
export function acquireLock(dir: string, ownerToken: string): () => void {
  const lockPath = path.join(dir, LOCK_FILE);
  const content = `${process.pid} ${ownerToken}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return () => {
        if (fs.existsSync(lockPath) && fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && isAlive(pid)) {
        throw new DataDirectoryLockedError(
          `devdb: the data directory ${path.resolve(dir)} is in use by another devdb server (pid ${pid}). ` +
            'Stop that server, or start this one with a different --dir.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirectoryLockedError(`devdb: could not take the lock ${lockPath}; another server is starting on the same directory`);
}
