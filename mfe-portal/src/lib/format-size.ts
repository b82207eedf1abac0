const KIB = 1024;
const MIB = 1024 * KIB;

/** A file's size as people read it: '12 KB' under a megabyte, '3.4 MB' above. */
export function formatSize(bytes: number): string {
  if (bytes < MIB) return `${Math.max(1, Math.round(bytes / KIB))} KB`;
  return `${(bytes / MIB).toFixed(1)} MB`;
}
