import { createServer, type Server, connect } from 'node:net';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, HostResolver, OutboundAddressRefused, outboundAddressProblem, type ResolvedAddress } from './outbound-address.js';

// Each range with the addresses just inside its edges and just outside them.
const IPV4: [address: string, allowed: boolean][] = [
  // 0.0.0.0/8: "this network" (0.0.0.0 reaches this machine)
  ['0.0.0.0', false],
  ['0.255.255.255', false],
  ['1.0.0.0', true],
  // 10.0.0.0/8
  ['9.255.255.255', true],
  ['10.0.0.0', false],
  ['10.255.255.255', false],
  ['11.0.0.0', true],
  // 100.64.0.0/10 carrier-grade NAT
  ['100.63.255.255', true],
  ['100.64.0.0', false],
  ['100.127.255.255', false],
  ['100.128.0.0', true],
  // 127.0.0.0/8 loopback
  ['126.255.255.255', true],
  ['127.0.0.0', false],
  ['127.0.0.1', false],
  ['127.255.255.255', false],
  ['128.0.0.0', true],
  // 169.254.0.0/16 link-local, the cloud metadata service
  ['169.253.255.255', true],
  ['169.254.0.0', false],
  ['169.254.169.254', false],
  ['169.254.255.255', false],
  ['169.255.0.0', true],
  // 172.16.0.0/12
  ['172.15.255.255', true],
  ['172.16.0.0', false],
  ['172.31.255.255', false],
  ['172.32.0.0', true],
  // 192.0.0.0/24 protocol assignments, 192.0.2.0/24 documentation
  ['191.255.255.255', true],
  ['192.0.0.0', false],
  ['192.0.0.255', false],
  ['192.0.1.0', true],
  ['192.0.2.1', false],
  // 192.168.0.0/16
  ['192.167.255.255', true],
  ['192.168.0.0', false],
  ['192.168.255.255', false],
  ['192.169.0.0', true],
  // 198.18.0.0/15 benchmarking
  ['198.17.255.255', true],
  ['198.18.0.0', false],
  ['198.19.255.255', false],
  ['198.20.0.0', true],
  // 224.0.0.0/4 multicast, 240.0.0.0/4 reserved, the broadcast address
  ['223.255.255.255', true],
  ['224.0.0.0', false],
  ['239.255.255.255', false],
  ['240.0.0.0', false],
  ['255.255.255.255', false],
  // public
  ['8.8.8.8', true],
  ['142.250.70.10', true],
];

const IPV6: [address: string, allowed: boolean][] = [
  ['::', false],
  ['::1', false],
  // IPv4-compatible (deprecated) ::a.b.c.d, however written: outside 2000::/3
  ['::127.0.0.1', false],
  ['::8.8.8.8', false],
  ['::808:808', false],
  // IPv4-mapped: judged as the IPv4 address
  ['::ffff:127.0.0.1', false],
  ['::ffff:7f00:1', false],
  ['::ffff:169.254.169.254', false],
  ['::ffff:10.0.0.1', false],
  ['::ffff:100.64.0.1', false],
  ['::ffff:0.0.0.0', false],
  ['::ffff:8.8.8.8', true],
  ['::ffff:0:7f00:1', false],
  // NAT64, 6to4, Teredo: carry an IPv4 address
  ['64:ff9b::7f00:1', false],
  ['64:ff9b::808:808', false],
  ['2002:7f00:1::', false],
  ['2001::1', false],
  // fc00::/7 unique-local
  ['fc00::', false],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', false],
  // fe80::/10 link-local (with and without a zone), fec0::/10 old site-local
  ['fe80::', false],
  ['fe80::1%eth0', false],
  ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', false],
  ['fec0::1', false],
  // ff00::/8 multicast
  ['ff02::1', false],
  // 2000::/3 global unicast, and documentation inside it
  ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', false],
  ['2000::1', true],
  ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', true],
  ['2001:db8::1', false],
  ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', false],
  ['2001:db9::', true],
  ['3ffe:ffff::1', true],
  ['3fff::1', false],
  ['4000::1', false],
  // public
  ['2606:4700:4700::1111', true],
  ['2a00:1450:4001:82a::200e', true],
];

describe('outboundAddressProblem', () => {
  it.each([...IPV4, ...IPV6])('%s: allowed %s', (address, allowed) => {
    const problem = outboundAddressProblem(address);
    if (allowed) expect(problem).toBeUndefined();
    else expect(problem).toMatch(/^\S+ is not a public internet address \(.+\)$/);
  });

  it('names the range in words an operator understands', () => {
    expect(outboundAddressProblem('169.254.169.254')).toBe(
      '169.254.169.254 is not a public internet address (link-local, where cloud metadata services answer)',
    );
    expect(outboundAddressProblem('::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1 is not a public internet address (loopback, this machine)');
    expect(outboundAddressProblem('10.1.2.3')).toBe('10.1.2.3 is not a public internet address (a private network)');
  });

  it('refuses what is not an IP address, and the short IPv4 spellings', () => {
    for (const address of ['push.example.com', '', '127.1', '0x7f.0.0.1', '010.0.0.1', '2130706433', '1.2.3.4.5', '::ffff:999.0.0.1']) {
      expect(outboundAddressProblem(address)).toBe(`${address} is not an IP address`);
    }
  });

  it('lets loopback through for a local stand-in, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.255.255.255', '::1', '::ffff:127.0.0.1']) {
      expect(outboundAddressProblem(address, { allowLoopback: true })).toBeUndefined();
    }
    for (const address of ['10.0.0.1', '169.254.169.254', '0.0.0.0', '::', 'fe80::1', 'fc00::1']) {
      expect(outboundAddressProblem(address, { allowLoopback: true })).toMatch(/is not a public internet address/);
    }
  });
});

/** A resolver answering from a table, counting its questions. */
function tableResolver(answers: Record<string, readonly ResolvedAddress[]>): HostResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    resolve(hostname: string) {
      asked.push(hostname);
      const answer = answers[hostname];
      return answer
        ? Promise.resolve(answer)
        : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    },
  };
}

function lookupOnce(
  lookup: ReturnType<typeof guardedLookup>,
  hostname: string,
  options: { all?: boolean; family?: number },
): Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family: number | undefined }> {
  return new Promise((resolve) => {
    lookup(hostname, options, (error, address, family) => resolve({ error, address, family }));
  });
}

describe('guardedLookup', () => {
  const resolver = tableResolver({
    'push.example.com': [
      { address: '2a00:1450:4001:82a::200e', family: 6 },
      { address: '142.250.70.10', family: 4 },
    ],
    'rebind.example.com': [
      { address: '142.250.70.10', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ],
    'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
  });

  it('answers with exactly the addresses it checked, all or the first, of the family asked for', async () => {
    const lookup = guardedLookup(resolver, { allowLoopback: false });
    expect(await lookupOnce(lookup, 'push.example.com', { all: true })).toEqual({
      error: null,
      address: [
        { address: '2a00:1450:4001:82a::200e', family: 6 },
        { address: '142.250.70.10', family: 4 },
      ],
      family: undefined,
    });
    expect(await lookupOnce(lookup, 'push.example.com', {})).toEqual({ error: null, address: '2a00:1450:4001:82a::200e', family: 6 });
    expect(await lookupOnce(lookup, 'push.example.com', { family: 4 })).toEqual({ error: null, address: '142.250.70.10', family: 4 });
  });

  it('refuses the name when any one of its addresses is refused', async () => {
    const refusals: OutboundAddressRefused[] = [];
    const lookup = guardedLookup(resolver, { allowLoopback: false, onRefused: (refusal) => refusals.push(refusal) });
    for (const host of ['rebind.example.com', 'metadata.example.com']) {
      const { error } = await lookupOnce(lookup, host, { all: true });
      expect(error).toBeInstanceOf(OutboundAddressRefused);
      expect((error as OutboundAddressRefused).host).toBe(host);
    }
    expect(refusals.map((refusal) => refusal.message)).toEqual([
      'Refused to connect to rebind.example.com: 10.0.0.7 is not a public internet address (a private network)',
      'Refused to connect to metadata.example.com: 169.254.169.254 is not a public internet address (link-local, where cloud metadata services answer)',
    ]);
  });

  it("passes the resolver's failure on, and a name without an address of the family is not found", async () => {
    const lookup = guardedLookup(resolver, { allowLoopback: false });
    expect((await lookupOnce(lookup, 'unknown.example.com', { all: true })).error?.code).toBe('ENOTFOUND');
    expect((await lookupOnce(lookup, 'metadata.example.com', { family: 6 })).error?.code).toBe('ENOTFOUND');
  });

  describe('as the lookup of a socket', () => {
    let server: Server;
    let port = 0;
    let accepted = 0;
    beforeAll(async () => {
      server = createServer((socket) => {
        accepted++;
        socket.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    function dial(hostname: string, lookup: ReturnType<typeof guardedLookup>): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = connect({ host: hostname, port, lookup });
        socket.on('connect', () => {
          resolve(socket.remoteAddress ?? '');
          socket.destroy();
        });
        socket.on('error', reject);
      });
    }

    it('connects to the address it checked, asking the resolver once per connection (nothing to rebind in between)', async () => {
      // A name whose second answer would be somewhere else: the socket never asks again.
      let answers = 0;
      const rebinding: HostResolver = {
        resolve: () => Promise.resolve(answers++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.7', family: 4 }]),
      };
      expect(await dial('stand-in.localhost', guardedLookup(rebinding, { allowLoopback: true }))).toBe('127.0.0.1');
      expect(answers).toBe(1);
      expect(accepted).toBe(1);
    });

    it('makes no connection when the name is refused', async () => {
      const before = accepted;
      const local = tableResolver({ 'push.example.com': [{ address: '127.0.0.1', family: 4 }] });
      await expect(dial('push.example.com', guardedLookup(local, { allowLoopback: false }))).rejects.toBeInstanceOf(OutboundAddressRefused);
      expect(local.asked).toEqual(['push.example.com']);
      expect(accepted).toBe(before);
    });
  });
});
