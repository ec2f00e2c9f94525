import net from 'node:net';

/** Hextets of an IPv6 address as numbers, its `::` expanded, an IPv4 tail turned into two hextets. */
function hextets(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const first = groups(head);
  const last = rest === undefined ? [] : groups(rest);
  const zeros = rest === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16));
}

/**
 * Who a per-client limit counts: an IPv4 address by itself, an IPv6 address
 * by its /64. One subscriber usually holds a whole /64 (RFC 6177 and common
 * ISP practice), so counting each full IPv6 address would give one client 2^64
 * budgets. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) counts as its IPv4
 * address. Every limit (rate-limit routes, field-data rows) keys by this.
 */
export function clientKey(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  if (!net.isIPv6(withoutZone)) return address;
  const groups = hextets(withoutZone);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (mapped) return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
