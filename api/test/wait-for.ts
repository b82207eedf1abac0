/**
 * The one wait of the api tests: polls `check` every `everyMs` until it holds (a check that throws counts as
 * not yet), and fails after `timeoutMs` with `describe()`. Tests wait for a condition, never for a length of
 * time: lint refuses a bare sleep in any other test file.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, describe: () => string, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${describe()}\n(waited ${timeoutMs} ms)`);
}
