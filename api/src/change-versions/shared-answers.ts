import type { Context } from 'koa';

/** At most this many characters of answers are kept per process (16-32 MiB), the least recently read going first: some 60 lists of 500 projects. */
const KEPT_CHARACTERS = 16 * 1024 * 1024;
const answers = new Map<string, string>();
let keptCharacters = 0;

function keep(key: string, json: string): void {
  answers.set(key, json);
  keptCharacters += json.length;
  for (const [oldKey, oldJson] of answers) {
    if (keptCharacters <= KEPT_CHARACTERS) break;
    answers.delete(oldKey);
    keptCharacters -= oldJson.length;
  }
}

/**
 * Answers a polled read with the JSON computed for `view` at the change versions answerUnchangedWith304 read
 * for this request, computing it only when this process has not yet. After a change, every open screen of a
 * firm polling the same list then costs one query, not one each. `view` must say everything the answer
 * depends on besides those versions and the URL (whose projects are read, and how they are presented), so
 * callers with the same view may share it. The reasoning of the ETag holds: the versions are read before
 * the query, so a write racing it can only make the kept answer newer than its versions, never older.
 */
export async function answerSharedPerView(ctx: Context, view: string, compute: () => Promise<unknown>): Promise<void> {
  const versions = ctx.state.changeVersions;
  if (versions === undefined) throw new Error('answerSharedPerView needs answerUnchangedWith304 before it');
  const key = `${ctx.url}\n${view}\n${versions}`;
  let json = answers.get(key);
  if (json === undefined) {
    json = JSON.stringify(await compute());
    keep(key, json);
  } else {
    // Read again: it moves to the end of the order eviction follows.
    answers.delete(key);
    answers.set(key, json);
  }
  ctx.type = 'application/json';
  ctx.body = json;
}
