import { isIPv6 } from 'node:net';
import { shownAddress } from '../http/address';

/**
 * The caller's address as the limits count it: an IPv4 address as it is (also when written IPv6-mapped,
 * `::ffff:203.0.113.5`), an IPv6 address by its first 64 bits, the block a single subscriber usually
 * gets (counting each of its 2^64 addresses apart would make the limits per address worthless).
 */
export function addressForLimits(ip: string): string {
  const shown = shownAddress(ip);
  const withoutZone = shown.split('%')[0]!;
  if (!isIPv6(withoutZone)) return shown;
  return `${firstFourGroups(withoutZone).join(':')}::/64`;
}

function firstFourGroups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  // An embedded IPv4 address is the last 32 bits: two groups, none of the first four.
  const groups = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  const zeros: string[] = Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}
