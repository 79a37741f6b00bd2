import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why `endpoint` is not a push service URL the server may POST to, or undefined when it is. Push
 * services are public https hosts: an IP literal, localhost or credentials in the URL are refused
 * (the server must not be made to call into its own network). Outside production a local stand-in
 * (http or https on 127.0.0.1 / localhost / [::1]) is accepted.
 */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.username !== '' || url.password !== '') return 'endpoint must not carry credentials';
  const local = LOOPBACK_HOSTS.has(url.hostname);
  if (allowLocal && local && (url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  if (url.protocol !== 'https:') return 'endpoint must be an https:// URL of a push service';
  const bareHost = url.hostname.replace(/^\[|\]$/g, '');
  if (local || isIP(bareHost) !== 0 || !url.hostname.includes('.'))
    return 'endpoint must be a push service on the internet, not an address or a local host';
  return undefined;
}

/** Why the subscription's keys cannot encrypt a message, or undefined: p256dh a P-256 point (65 bytes), auth 16 bytes. */
export function keysProblem(keys: { p256dh: string; auth: string }): string | undefined {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return 'keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    return 'keys.p256dh is not a point on the P-256 curve';
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'keys.auth must be 16 bytes (base64url)';
  return undefined;
}
