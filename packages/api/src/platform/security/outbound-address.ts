import { lookup as dnsLookup } from 'node:dns/promises';
import { type LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may connect to when a URL it fetches can be chosen by someone other
 * than the operator (a browser's push endpoint): public unicast addresses only. Everything the
 * server's own network could answer on is refused — loopback, private networks (10/8, 172.16/12,
 * 192.168/16), carrier-grade NAT (100.64/10), link-local (169.254/16, which holds the cloud
 * metadata service 169.254.169.254, and fe80::/10), 0.0.0.0/8, unique-local fc00::/7, multicast,
 * broadcast, documentation and other reserved blocks — and so is an IPv6 address that carries an
 * IPv4 one (mapped ::ffff:0:0/96 is judged as the IPv4 address it names; NAT64, 6to4 and Teredo
 * are refused outright, since a gateway may turn them into an internal IPv4 address). IPv6 outside
 * the global unicast block 2000::/3 is refused. The ranges are ipaddr.js's table of special
 * address blocks (see docs/decisions/0023-outbound-address-ranges.md); docs/operations.md,
 * "Server-side requests", lists the fetches that apply it.
 */
export function outboundAddressProblem(address: string, options: { allowLoopback?: boolean } = {}): string | undefined {
  const text = canonicalAddress(address);
  if (text === undefined || !ipaddr.isValid(text)) return `${address} is not an IP address`;
  // process(): an IPv4-mapped IPv6 address becomes the IPv4 address it carries.
  const parsed = ipaddr.process(text);
  const range = parsed.range();
  if (range === 'loopback' && options.allowLoopback) return undefined;
  if (range !== 'unicast') return `${address} is not a public internet address (${RANGE_WORDS[range] ?? range})`;
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) {
    return `${address} is not a public internet address (outside the IPv6 global unicast block 2000::/3)`;
  }
  return undefined;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The address in the one spelling the ranges are judged on, or undefined when it is not one.
 * IPv4: four decimal parts only (a resolver answers so, and a URL's host is normalised so;
 * ipaddr.js would also read "127.1" or "0x7f.0.0.1"). IPv6: as the WHATWG URL parser writes it
 * (a zone such as %eth0 dropped), because ipaddr.js reads "::8.8.8.8" as the mapped
 * ::ffff:8.8.8.8 while a socket connects to the IPv4-compatible ::808:808.
 */
function canonicalAddress(address: string): string | undefined {
  if (!address.includes(':')) return ipaddr.IPv4.isValidFourPartDecimal(address) ? address : undefined;
  const [bare] = address.split('%');
  try {
    return new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** ipaddr.js's range names, as an operator reading a log line understands them. */
const RANGE_WORDS: Partial<Record<string, string>> = {
  unspecified: 'unspecified, 0.0.0.0/8 or ::',
  loopback: 'loopback, this machine',
  private: 'a private network',
  carrierGradeNat: 'carrier-grade NAT, 100.64.0.0/10',
  linkLocal: 'link-local, where cloud metadata services answer',
  uniqueLocal: 'IPv6 unique-local, a private network',
  multicast: 'multicast',
  broadcast: 'broadcast',
  reserved: 'reserved or documentation',
  rfc6052: 'NAT64, carries an IPv4 address',
  rfc6145: 'IPv4-translated, carries an IPv4 address',
  '6to4': '6to4, carries an IPv4 address',
  teredo: 'Teredo, carries an IPv4 address',
};

/** The server refused to connect to `host`: it resolved to (or is) an address outboundAddressProblem refuses. */
export class OutboundAddressRefused extends Error {
  override readonly name = 'OutboundAddressRefused';
  constructor(
    readonly host: string,
    readonly problem: string,
  ) {
    super(`Refused to connect to ${host}: ${problem}`);
  }
}

/** One address a host name resolved to (as dns.lookup with `all: true` answers). */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/**
 * The DNS lookup guarded fetches use: the system resolver (dns.lookup, so /etc/hosts counts),
 * every address of the name. A provider of its own so a test can answer a public-looking name
 * with 127.0.0.1 or 169.254.169.254 (`vi.spyOn(app.get(HostResolver), 'resolve')`).
 */
@Injectable()
export class HostResolver {
  resolve(hostname: string): Promise<readonly ResolvedAddress[]> {
    return dnsLookup(hostname, { all: true, verbatim: true });
  }
}

/**
 * A `lookup` for net/http/https connections that resolves through `resolver` and refuses the
 * connection when ANY address of the name is refused; otherwise it hands the socket exactly the
 * addresses it checked. The socket connects to what this returns and resolves nothing itself, so
 * a name that answers differently a moment later (DNS rebinding) cannot slip past the check.
 * `onRefused` receives the refusal (the socket's error may be wrapped by the caller's stack).
 */
export function guardedLookup(
  resolver: HostResolver,
  options: { allowLoopback: boolean; onRefused?: (refusal: OutboundAddressRefused) => void },
): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolver.resolve(hostname).then(
      (addresses) => {
        const wanted =
          lookupOptions.family === 4 || lookupOptions.family === 6 ? addresses.filter((a) => a.family === lookupOptions.family) : addresses;
        if (wanted.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = 'ENOTFOUND';
          callback(error, '', 0);
          return;
        }
        for (const { address } of wanted) {
          const problem = outboundAddressProblem(address, { allowLoopback: options.allowLoopback });
          if (problem !== undefined) {
            const refusal = new OutboundAddressRefused(hostname, problem);
            options.onRefused?.(refusal);
            callback(refusal, '', 0);
            return;
          }
        }
        if (lookupOptions.all)
          callback(
            null,
            wanted.map(({ address, family }) => ({ address, family })),
          );
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
