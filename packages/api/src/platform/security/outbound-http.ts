import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { guardedLookup, HostResolver, OutboundAddressRefused, outboundAddressProblem } from './outbound-address.js';

/** Host names that are this machine by their spelling: the only ones a local stand-in may use. */
const LOOPBACK_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface OutboundPost {
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body: Buffer | string | undefined;
  readonly timeoutMs: number;
  /**
   * Outside production, a URL whose host is spelt localhost, 127.0.0.1 or [::1] may reach a
   * loopback address (a local stand-in of the service). A name that only resolves to loopback is
   * refused all the same.
   */
  readonly allowLocalStandIn: boolean;
}

export interface OutboundGet {
  readonly headers?: Readonly<Record<string, string>>;
  /** The whole exchange, connection to last byte. */
  readonly timeoutMs: number;
  /** A body longer than this is refused (OutboundTooLarge) as soon as it is known to be. */
  readonly maxBytes: number;
}

/** What a GET answered: its status and the whole body. */
export interface OutboundAnswer {
  readonly status: number;
  readonly body: Buffer;
}

/** The answer was larger than the caller's limit: the download stopped there. */
export class OutboundTooLarge extends Error {
  override readonly name = 'OutboundTooLarge';
  constructor(readonly maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
  }
}

/** The exchange took longer than the caller's limit. */
export class OutboundTimedOut extends Error {
  override readonly name = 'OutboundTimedOut';
  constructor(readonly timeoutMs: number) {
    super(`No complete answer within ${timeoutMs} ms`);
  }
}

/**
 * HTTP(S) requests to URLs someone other than the operator chose: every address the host
 * resolves to is checked with outboundAddressProblem, and the connection is made to the checked
 * address (guardedLookup), so neither a name pointing into the server's network nor one that
 * changes its answer between check and connect reaches it. An IP literal is checked as written
 * (no lookup happens for one). Redirects are not followed: a 3xx is the answer.
 * See docs/operations.md, "Server-side requests".
 */
@Injectable()
export class OutboundHttp implements OnModuleDestroy {
  // Keep-alive pools: every new socket goes through the request's guarded lookup, and a socket is
  // reused only for requests under the same rule (one pool with and one without the stand-in).
  private readonly agents = {
    strict: { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) },
    standIn: { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) },
  };

  constructor(private readonly resolver: HostResolver) {}

  onModuleDestroy(): void {
    for (const pool of Object.values(this.agents)) {
      pool.http.destroy();
      pool.https.destroy();
    }
  }

  /**
   * POSTs `body` to `url`; resolves with the answer's status (the body is read and dropped).
   * Rejects with OutboundAddressRefused when the host is refused, before any connection.
   */
  /**
   * GETs `url` over https only, with no stand-in: the server reads the whole answer up to
   * `maxBytes` within `timeoutMs`. Rejects with OutboundAddressRefused (before any connection),
   * OutboundTooLarge or OutboundTimedOut; a 3xx is answered as it is, never followed.
   */
  get(url: string, get: OutboundGet): Promise<OutboundAnswer> {
    const target = new URL(url);
    if (target.protocol !== 'https:') return Promise.reject(new Error(`Only https URLs are fetched, not ${target.protocol}`));
    const bareHost = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(bareHost) !== 0) {
      const problem = outboundAddressProblem(bareHost);
      if (problem !== undefined) return Promise.reject(new OutboundAddressRefused(target.hostname, problem));
    }
    return this.download(target, get, httpsRequest, this.agents.strict.https);
  }

  /** The transport of `get`, kept apart so a test may reach a local plain-http server under the same limits. */
  protected download(
    target: URL,
    get: OutboundGet,
    send: typeof httpRequest,
    agent: HttpsAgent | HttpAgent,
    allowLoopback = false,
  ): Promise<OutboundAnswer> {
    return new Promise<OutboundAnswer>((resolve, reject) => {
      let refusal: Error | undefined;
      const controller = new AbortController();
      const fail = (error: Error) => {
        refusal ??= error;
        controller.abort();
      };
      const timer = setTimeout(() => fail(new OutboundTimedOut(get.timeoutMs)), get.timeoutMs);
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      const ok = settle(resolve);
      const ko = settle(reject);
      const request = send(target, {
        method: 'GET',
        headers: get.headers ?? {},
        agent,
        lookup: guardedLookup(this.resolver, { allowLoopback, onRefused: (error) => (refusal = error) }),
        signal: controller.signal,
      });
      request.on('error', (error) => ko(refusal ?? error));
      request.on('response', (response) => {
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > get.maxBytes) return fail(new OutboundTooLarge(get.maxBytes));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > get.maxBytes) fail(new OutboundTooLarge(get.maxBytes));
          else chunks.push(chunk);
        });
        response.on('error', (error) => ko(refusal ?? error));
        response.on('end', () => (refusal ? ko(refusal) : ok({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) })));
      });
      request.end();
    });
  }

  post(url: string, post: OutboundPost): Promise<number> {
    const target = new URL(url);
    const allowLoopback = post.allowLocalStandIn && LOOPBACK_HOST_NAMES.has(target.hostname);
    const bareHost = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(bareHost) !== 0) {
      const problem = outboundAddressProblem(bareHost, { allowLoopback });
      if (problem !== undefined) return Promise.reject(new OutboundAddressRefused(target.hostname, problem));
    }
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') return Promise.reject(new Error(`Only http(s) URLs are fetched, not ${target.protocol}`));
    return new Promise<number>((resolve, reject) => {
      let refusal: OutboundAddressRefused | undefined;
      const request = (secure ? httpsRequest : httpRequest)(target, {
        method: 'POST',
        headers: post.headers,
        agent: this.agents[allowLoopback ? 'standIn' : 'strict'][secure ? 'https' : 'http'],
        lookup: guardedLookup(this.resolver, { allowLoopback, onRefused: (error) => (refusal = error) }),
        signal: AbortSignal.timeout(post.timeoutMs),
      });
      request.on('error', (error) => reject(refusal ?? error));
      request.on('response', (response) => {
        response.on('error', (error) => reject(error));
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      });
      request.end(post.body);
    });
  }
}
