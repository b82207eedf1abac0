import { AsyncLocalStorage } from 'node:async_hooks';

/** The answers of the reads made during work run by `rememberingReads`, by what was read. */
const answers = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Runs `work` (a step of work on many projects of one firm, moments long) with each read made through
 * `readOnce` made once for all of it: the firm's name, its managers and the author's name are the same for
 * every project of the step. Within such work already, it shares that work's answers.
 */
export function rememberingReads<T>(work: () => Promise<T>): Promise<T> {
  return answers.getStore() ? work() : answers.run(new Map(), work);
}

/**
 * `read()`; within `rememberingReads`, the answer of the first read under `key` (which names all it reads).
 * A mongoose query is run once, however many wait for its answer.
 */
export function readOnce<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  const remembered = answers.getStore();
  if (!remembered) return Promise.resolve(read());
  if (!remembered.has(key)) remembered.set(key, Promise.resolve(read()));
  return remembered.get(key) as Promise<T>;
}
