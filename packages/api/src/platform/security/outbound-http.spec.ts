import { Agent as HttpAgent, createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostResolver, OutboundAddressRefused, type ResolvedAddress } from './outbound-address.js';
import { type OutboundAnswer, type OutboundGet, OutboundHttp, OutboundTimedOut, OutboundTooLarge } from './outbound-http.js';

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

/** OutboundHttp's GET transport against a local plain-http server, under the same size and time limits. */
class LocalOutbound extends OutboundHttp {
  readonly agent = new HttpAgent();
  fetchLocal(url: string, get: OutboundGet): Promise<OutboundAnswer> {
    return this.download(new URL(url), get, httpRequest, this.agent, true);
  }
}

describe('OutboundHttp.get', () => {
  let server: Server;
  let port = 0;
  const outbound = new LocalOutbound(new LoopbackResolver());
  const limits = { timeoutMs: 2_000, maxBytes: 1_000 };

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/small') response.writeHead(200).end('BEGIN:VCALENDAR');
      else if (request.url === '/declared-large') response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
      // Chunked: no length announced, so the limit is met while reading.
      else if (request.url === '/streamed-large') {
        response.writeHead(200);
        for (let i = 0; i < 10; i++) response.write('y'.repeat(500));
        response.end();
      } else if (request.url === '/slow') response.writeHead(200).write('partial');
      else response.writeHead(302, { location: 'https://10.0.0.7/' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    outbound.agent.destroy();
    outbound.onModuleDestroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reads a whole answer within the limits, and answers a redirect without following it', async () => {
    const answer = await outbound.fetchLocal(`http://127.0.0.1:${port}/small`, limits);
    expect({ status: answer.status, body: answer.body.toString() }).toEqual({ status: 200, body: 'BEGIN:VCALENDAR' });
    expect((await outbound.fetchLocal(`http://127.0.0.1:${port}/moved`, limits)).status).toBe(302);
  });

  it('stops at the size limit, announced or streamed, and at the time limit', async () => {
    await expect(outbound.fetchLocal(`http://127.0.0.1:${port}/declared-large`, limits)).rejects.toBeInstanceOf(OutboundTooLarge);
    await expect(outbound.fetchLocal(`http://127.0.0.1:${port}/streamed-large`, limits)).rejects.toBeInstanceOf(OutboundTooLarge);
    await expect(outbound.fetchLocal(`http://127.0.0.1:${port}/slow`, { ...limits, timeoutMs: 200 })).rejects.toBeInstanceOf(
      OutboundTimedOut,
    );
  });

  it('fetches https only, and refuses private addresses before connecting', async () => {
    await expect(outbound.get(`http://example.com/cal.ics`, limits)).rejects.toThrow('Only https URLs are fetched, not http:');
    await expect(outbound.get(`https://127.0.0.1:${port}/small`, limits)).rejects.toBeInstanceOf(OutboundAddressRefused);
    await expect(outbound.get(`https://169.254.169.254/latest`, limits)).rejects.toMatchObject({
      problem: '169.254.169.254 is not a public internet address (link-local, where cloud metadata services answer)',
    });
    // The resolver answers every name with 127.0.0.1.
    await expect(outbound.get(`https://calendar.example.com/cal.ics`, limits)).rejects.toMatchObject({
      problem: '127.0.0.1 is not a public internet address (loopback, this machine)',
    });
  });
});
