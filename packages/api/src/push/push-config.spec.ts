import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../platform/config/config.js';
import { loadPushConfig } from './push-config.js';
import { endpointProblem } from './push-endpoint.js';

const production = { nodeEnv: 'production', appOrigin: 'https://pawpal.example' };
const development = { nodeEnv: 'development', appOrigin: 'http://localhost:5000' };

describe('push configuration', () => {
  it('refuses to start in production without the VAPID variables, naming each', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadPushConfig({}, production)).toThrow(ConfigError);
    expect(() => loadPushConfig({}, production)).toThrow(/VAPID_PUBLIC_KEY is required when NODE_ENV=production/);
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: keys.publicKey }, production)).toThrow(
      /VAPID_PRIVATE_KEY is required when NODE_ENV=production/,
    );
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }, production)).toThrow(
      /VAPID_SUBJECT is required when NODE_ENV=production/,
    );
    const config = loadPushConfig(
      { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:support@pawpal.example' },
      production,
    );
    expect(config).toMatchObject({ vapidKeys: keys, subject: 'mailto:support@pawpal.example', allowLocalEndpoints: false });
  });

  it('outside production the keys may be left out (generated at the first start) and local push services are allowed', () => {
    expect(loadPushConfig({}, development)).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:no-reply@localhost.localdomain',
      allowLocalEndpoints: true,
      sendIntervalMs: 5000,
    });
    expect(loadPushConfig({ PUSH_SEND_INTERVAL_SECONDS: '0' }, development).sendIntervalMs).toBe(0);
  });

  it('refuses keys that are not one P-256 pair without echoing the private key, half a pair, and a subject that is not mailto: or https:', () => {
    const one = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const mismatched = () => loadPushConfig({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey }, development);
    expect(mismatched).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be one P-256 key pair/);
    expect(mismatched).not.toThrow(other.privateKey);
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: 'not+base64url' }, development)).toThrow(
      /must be one P-256 key pair/,
    );
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: one.publicKey }, development)).toThrow(
      /VAPID_PRIVATE_KEY must be set together with the other VAPID key/,
    );
    expect(() => loadPushConfig({ VAPID_SUBJECT: 'http://pawpal.example' }, development)).toThrow(
      /VAPID_SUBJECT must be a mailto: or https: URL/,
    );
  });
});

describe('push endpoints', () => {
  it('accepts a push service over https, and a local stand-in only outside production', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined();
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:9999/push', true)).toBeUndefined();
    expect(endpointProblem('http://localhost:9999/push', true)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:9999/push', false)).toBe('endpoint must be an https:// URL of a push service');
    expect(endpointProblem('https://127.0.0.1/push', false)).toBe(
      'endpoint must be a push service on the internet, not an address or a local host',
    );
    expect(endpointProblem('https://[::1]/push', false)).toBe(
      'endpoint must be a push service on the internet, not an address or a local host',
    );
    expect(endpointProblem('https://192.168.1.10/push', true)).toBe(
      'endpoint must be a push service on the internet, not an address or a local host',
    );
    expect(endpointProblem('https://intranet/push', false)).toBe(
      'endpoint must be a push service on the internet, not an address or a local host',
    );
    expect(endpointProblem('ftp://push.example.com/x', true)).toBe('endpoint must be an https:// URL of a push service');
  });
});
