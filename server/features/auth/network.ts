import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a request comes from, as the per-address limits count it: an IPv4 address as it
 * is (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64 (`2001:db8:0:1::/64`),
 * the block one subscriber is given, so rotating through it does not escape the limits. Anything
 * else (a proxy's odd forwarded value) is kept as it came, bounded in length.
 */
export function networkOf(ip: string): string {
  const address = ip.split('%')[0];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip.slice(0, 100);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  // Groups after '::' may end in a dotted IPv4 (two groups' worth); only the first four matter.
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
