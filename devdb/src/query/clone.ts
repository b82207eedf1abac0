/** Deep copy of a document: plain objects, arrays and dates are copied; BSON values are immutable and shared. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDocument) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(value)) copy[field] = cloneDocument(inner);
    return copy as T;
  }
  return value;
}
