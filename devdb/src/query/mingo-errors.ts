import { CommandError, badValue } from '../errors';

/** Runs query-engine code, reporting its errors (unknown operators, bad arguments) as BadValue. */
export function asBadValue<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw badValue((error as Error).message);
  }
}
