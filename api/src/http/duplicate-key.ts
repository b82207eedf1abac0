/**
 * What a caller is told when a create collides with a unique index, which happens when two requests
 * pass the services' "is it taken?" checks at the same moment. The texts are the ones those checks
 * give (docs/api.md), so a race answers exactly like a plain duplicate.
 */
const ANSWERS_BY_KEY: Record<string, { message: string; field: string }> = {
  username: { message: 'An account with this email already exists', field: 'username' },
  slug: { message: 'This organization name is already taken', field: 'organizationName' },
  lookAlikeKey: { message: 'This organization name is already taken', field: 'organizationName' },
};

interface DuplicateKeyError {
  code: 11000;
  keyValue?: Record<string, unknown>;
}

export function isDuplicateKeyError(error: unknown): error is DuplicateKeyError {
  return (error as { code?: unknown })?.code === 11000;
}

/** An insert of many that failed only on documents already stored (an insert run again): nothing is lost. */
export function failedOnlyOnDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: Array<{ code?: number; err?: { code?: number } }> })?.writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0) return writeErrors.every((failure) => (failure.code ?? failure.err?.code) === 11000);
  return isDuplicateKeyError(error);
}

/**
 * `{ message, errors }` for the field that collided. The field is the request body's field that carried
 * the colliding value (`newClient.email` when a project creates its client), else the key's usual field.
 */
export function duplicateKeyAnswer(error: DuplicateKeyError, requestBody: unknown): { message: string; errors: Record<string, string> } {
  const [key, value] = Object.entries(error.keyValue ?? {})[0] ?? [];
  const known = key ? ANSWERS_BY_KEY[key] : undefined;
  const message = known?.message ?? 'This already exists';
  const field = fieldHolding(requestBody, value) ?? known?.field ?? key ?? 'id';
  return { message, errors: { [field]: message } };
}

/** The dotted path of the body field whose text is `value` (compared as the models store it: trimmed, lowercased). */
function fieldHolding(body: unknown, value: unknown, prefix = '', depth = 0): string | undefined {
  if (typeof value !== 'string' || !body || typeof body !== 'object' || Array.isArray(body) || depth > 2) return undefined;
  for (const [name, field] of Object.entries(body)) {
    const path = prefix + name;
    if (typeof field === 'string' && field.trim().toLowerCase() === value.toLowerCase()) return path;
    const nested = fieldHolding(field, value, `${path}.`, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}
