import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import https from 'node:https';
import net from 'node:net';

/**
 * Push endpoints come from members, so the sender must never reach this machine or the operator's network, whatever
 * a host name resolves to (a DNS name can point at 127.0.0.1, and DNS answers can change between our check and the
 * connection). Every address a name resolves to is checked; one forbidden address refuses the whole name.
 */
const FORBIDDEN = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const IPV4_MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** An IPv4 address written inside IPv6 (::ffff:127.0.0.1 or ::ffff:7f00:1), as IPv4; undefined otherwise. */
function mappedIpv4(address: string): string | undefined {
  const dotted = IPV4_MAPPED.exec(address);
  if (dotted) return dotted[1];
  const hex = IPV4_MAPPED_HEX.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for loopback, private, link-local, unspecified, multicast and reserved addresses, also IPv4-mapped ones. */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true; // not an address at all: nothing to connect to
  if (family === 4) return FORBIDDEN.check(address, 'ipv4');
  const v4 = mappedIpv4(address);
  return v4 !== undefined ? FORBIDDEN.check(v4, 'ipv4') : FORBIDDEN.check(address, 'ipv6');
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor() {
    super('push endpoint resolves to an address we never contact');
    this.name = 'ForbiddenAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that answers an error when any address of the name is forbidden. */
export function guardedLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) return callback(new ForbiddenAddressError(), []);
    if ((options as LookupAllOptions).all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/**
 * The HTTPS agent web-push sends through: names are resolved with guardedLookup, and an IP literal (which Node
 * connects to without a lookup) is checked before any socket opens.
 */
export function createGuardedAgent(): https.Agent {
  const agent = new https.Agent({ lookup: guardedLookup as never, keepAlive: true, maxSockets: 16 });
  const createConnection = agent.createConnection.bind(agent);
  agent.createConnection = ((options: { host?: string }, callback: (error: Error | null, socket?: net.Socket) => void) => {
    if (options.host && net.isIP(options.host) && isForbiddenAddress(options.host)) {
      // No socket: the agent hands the error to the request, which fails with it.
      callback(new ForbiddenAddressError());
      return undefined;
    }
    return createConnection(options as never, callback as never);
  }) as typeof agent.createConnection;
  return agent;
}
