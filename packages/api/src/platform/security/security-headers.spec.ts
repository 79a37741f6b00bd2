import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { precomputeSecurityHeaders, securityHeadersHook } from './security-headers.js';

const cwd = '/srv/pawpal';

describe('precomputed security headers', () => {
  it('holds the CSP, nosniff and frame denial, and no HSTS over plain http', () => {
    const headers = precomputeSecurityHeaders(loadConfig({}, cwd));
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('js.stripe.com');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when the app is served over https', () => {
    const headers = precomputeSecurityHeaders(loadConfig({ APP_ORIGIN: 'https://pawpal.example', TRUST_PROXY: 'true' }, cwd));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('gives the hashed /assets files only the headers a subresource uses, and documents all of them', () => {
    const hook = securityHeadersHook(loadConfig({}, cwd));
    const sent = (url: string) => {
      let headers: Record<string, string> = {};
      const reply = { headers: (values: Record<string, string>) => (headers = { ...headers, ...values }) };
      hook({ url } as FastifyRequest, reply as unknown as FastifyReply, () => undefined);
      return headers;
    };
    expect(sent('/assets/index-B9BVs1k5.js')).toEqual({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const url of ['/', '/sitter/abc', '/sw.js', '/api/health', '/api/assets/x', '/theme-init.js']) {
      const headers = sent(url);
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
