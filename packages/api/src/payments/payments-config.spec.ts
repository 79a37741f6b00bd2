import { describe, expect, it } from 'vitest';
import { loadPawpalConfig as loadConfig } from '../app-config.js';
import { ConfigError } from '../platform/config/config.js';
import { precomputeSecurityHeaders, securityHeaders } from '../platform/security/security-headers.js';

const cwd = '/srv/pawpal';

describe('payment and booking configuration', () => {
  it('defaults to the sandbox, the standard fees and a 30 s scheduler', () => {
    const config = loadConfig({}, cwd);
    expect(config.payments.sections.stripe).toBeUndefined();
    expect(config.money).toEqual({ bookingFeeRateBps: 500, bookingFeeCapCents: 2500, sitterCommissionRateBps: 1500, gstRateBps: 1000 });
    expect(config.schedulerIntervalMs).toBe(30_000);
  });

  it('reads fee overrides and refuses invalid ones naming the variable', () => {
    expect(loadConfig({ BOOKING_FEE_BPS: '300', BOOKING_FEE_CAP_CENTS: '1000' }, cwd).money).toMatchObject({
      bookingFeeRateBps: 300,
      bookingFeeCapCents: 1000,
    });
    expect(() => loadConfig({ BOOKING_FEE_BPS: '5%' }, cwd)).toThrow(
      new ConfigError('Invalid configuration: BOOKING_FEE_BPS must be a non-negative integer (got "5%")'),
    );
    expect(() => loadConfig({ GST_BPS: '20000' }, cwd)).toThrow(/gstRateBps must be an integer between 0 and 10000/);
    expect(() => loadConfig({ SCHEDULER_INTERVAL_SECONDS: '-1' }, cwd)).toThrow(
      /SCHEDULER_INTERVAL_SECONDS must be a non-negative integer/,
    );
  });

  it('uses Stripe only with a webhook secret, and then lets Stripe Elements through the CSP', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }, cwd)).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    const config = loadConfig(
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      cwd,
    );
    expect(config.payments.sections.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      publishableKey: 'pk_test_x',
      apiUrl: undefined,
    });
    const directives = (securityHeaders(config).contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(directives.scriptSrc).toContain('https://js.stripe.com');
    expect(directives.frameSrc).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives.connectSrc).toContain('https://api.stripe.com');
    const sandbox = (securityHeaders(loadConfig({}, cwd)).contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(sandbox.scriptSrc).toEqual(["'self'"]);
    expect(sandbox.frameSrc).toBeUndefined();
  });

  it("names the tax invoices' issuer: BUSINESS_NAME and a checksum-valid BUSINESS_ABN", () => {
    expect(loadConfig({}, cwd).business).toEqual({ name: 'Pawpal Pty Ltd', abn: '51824753556' });
    expect(loadConfig({ BUSINESS_NAME: 'Pawpal Australia Pty Ltd', BUSINESS_ABN: '53 004 085 616' }, cwd).business).toEqual({
      name: 'Pawpal Australia Pty Ltd',
      abn: '53004085616',
    });
    expect(() => loadConfig({ BUSINESS_ABN: '51 824 753 557' }, cwd)).toThrow(
      new ConfigError('Invalid configuration: BUSINESS_ABN must be a valid 11-digit ABN (got "51 824 753 557")'),
    );
  });

  it('opens the CSP for Stripe Elements only when Stripe is configured', () => {
    const headers = precomputeSecurityHeaders(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }, cwd),
    );
    expect(headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(headers['content-security-policy']).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });
});
