import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostResolver, OutboundAddressRefused, type ResolvedAddress } from './outbound-address.js';
import { OutboundHttp } from './outbound-http.js';

/** Answers every public-looking name with this machine, as a hostile DNS would; localhost too. */
class LoopbackResolver extends HostResolver {
  readonly asked: string[] = [];
  override resolve(hostname: string): Promise<readonly ResolvedAddress[]> {
    this.asked.push(hostname);
    return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
  }
}

describe('OutboundHttp', () => {
  let server: Server;
  let port = 0;
  const received: { path: string; body: string; contentLength: string | undefined }[] = [];
  let connections = 0;
  const resolver = new LoopbackResolver();
  const outbound = new OutboundHttp(resolver);
  const post = { headers: { 'content-type': 'text/plain' }, body: 'hello', timeoutMs: 5_000 };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          body: Buffer.concat(chunks).toString(),
          contentLength: request.headers['content-length'],
        });
        response.writeHead(request.url === '/moved' ? 302 : 201, { location: 'http://10.0.0.7/' }).end('answer');
      });
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    outbound.onModuleDestroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts to a local stand-in spelt 127.0.0.1 or localhost, and answers its status without following a redirect', async () => {
    expect(await outbound.post(`http://127.0.0.1:${port}/a`, { ...post, allowLocalStandIn: true })).toBe(201);
    expect(await outbound.post(`http://localhost:${port}/b`, { ...post, allowLocalStandIn: true })).toBe(201);
    expect(await outbound.post(`http://127.0.0.1:${port}/moved`, { ...post, allowLocalStandIn: true })).toBe(302);
    expect(received).toEqual([
      { path: '/a', body: 'hello', contentLength: '5' },
      { path: '/b', body: 'hello', contentLength: '5' },
      { path: '/moved', body: 'hello', contentLength: '5' },
    ]);
    expect(resolver.asked).toEqual(['localhost']);
  });

  it('refuses, before connecting, loopback written any other way or reached through a name', async () => {
    const before = { connections, received: received.length };
    const refused: [url: string, allowLocalStandIn: boolean, problem: string][] = [
      // In production no stand-in is allowed at all.
      [`http://127.0.0.1:${port}/c`, false, '127.0.0.1 is not a public internet address (loopback, this machine)'],
      [`http://localhost:${port}/c`, false, '127.0.0.1 is not a public internet address (loopback, this machine)'],
      // Outside production only the loopback spellings are a stand-in.
      [`http://[::ffff:127.0.0.1]:${port}/c`, true, '::ffff:7f00:1 is not a public internet address (loopback, this machine)'],
      [`https://push.example.com:${port}/c`, true, '127.0.0.1 is not a public internet address (loopback, this machine)'],
      [
        `http://169.254.169.254:${port}/c`,
        true,
        '169.254.169.254 is not a public internet address (link-local, where cloud metadata services answer)',
      ],
      [`http://0.0.0.0:${port}/c`, true, '0.0.0.0 is not a public internet address (unspecified, 0.0.0.0/8 or ::)'],
    ];
    for (const [url, allowLocalStandIn, problem] of refused) {
      const attempt = outbound.post(url, { ...post, allowLocalStandIn });
      await expect(attempt).rejects.toBeInstanceOf(OutboundAddressRefused);
      await expect(attempt).rejects.toMatchObject({ problem });
    }
    expect({ connections, received: received.length }).toEqual(before);
  });
});
