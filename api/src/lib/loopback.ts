import net from 'node:net';

/** An address of this machine: 127.0.0.0/8, ::1, or 127.x written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/** A host name that can only mean this machine: localhost, a loopback address ([::1] as a URL writes it). */
export function isLoopbackHostname(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/** The host name of a Host header (`name:port`, `[v6]:port`), or undefined when there is none. */
export function hostnameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1) || undefined;
  return hostHeader.split(':')[0];
}
