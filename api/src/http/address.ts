/**
 * The caller's address as a person reads it: an IPv4 caller of a dual-stack server arrives IPv6-mapped
 * (`::ffff:203.0.113.7`) and is shown as `203.0.113.7`; any other address as it is.
 */
export function shownAddress(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}
