import { type Env, ConfigError, readNonNegativeInteger, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The mail feature's settings from the environment, read once at start (src/app-config.ts). */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL): required in production. Undefined: the built-in outbox. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: the From header (default `Pawpal <no-reply@host of APP_ORIGIN>`). */
  readonly from: string;
  /** True outside production: `GET /api/dev/outbox` is registered (and, without SMTP_URL, mail goes only there). */
  readonly outboxRoutes: boolean;
  /** How often the sender looks for due mail, ms (MAIL_SEND_INTERVAL_SECONDS, default 5; 0 = never, tests call runDue). */
  readonly sendIntervalMs: number;
}

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');
export const DEFAULT_MAIL_SEND_INTERVAL_SECONDS = 5;

export const MAIL_SETTINGS = declareSettings({
  title: 'Mail',
  source: 'mail/mail-config.ts',
  variables: {
    SMTP_URL: {
      default: 'unset: the built-in outbox at `/api/dev/outbox` (outside production)',
      description:
        'Outgoing mail, an `smtp://` or `smtps://` URL with the credentials in it, e.g. `smtps://user:password@smtp.example.com:465` (never echoed in errors). Required when `NODE_ENV=production`: the start refuses production without it. See docs/email-and-accounts.md.',
      production: true,
    },
    MAIL_FROM: { default: "`Pawpal <no-reply@APP_ORIGIN's host>`", description: 'The From header.' },
    MAIL_SEND_INTERVAL_SECONDS: {
      default: String(DEFAULT_MAIL_SEND_INTERVAL_SECONDS),
      description: 'How often an instance sends due mail; `0`: never (tests send it themselves).',
    },
  },
});

export function loadMailConfig(environment: Env, base: { readonly nodeEnv: string; readonly appOrigin: string }): MailConfig {
  const env = MAIL_SETTINGS.env(environment);
  const production = base.nodeEnv === 'production';
  const smtpUrl = readVar(env, 'SMTP_URL');
  if (smtpUrl === undefined && production) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (e.g. smtps://user:password@smtp.example.com:465)',
    );
  }
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    // Never echo the URL: it holds the SMTP password.
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new ConfigError('Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const host = new URL(base.appOrigin).hostname;
  const from = readVar(env, 'MAIL_FROM') ?? `Pawpal <no-reply@${host.includes('.') ? host : `${host}.localdomain`}>`;
  return {
    smtpUrl,
    from,
    outboxRoutes: !production,
    sendIntervalMs: readNonNegativeInteger(env, 'MAIL_SEND_INTERVAL_SECONDS', DEFAULT_MAIL_SEND_INTERVAL_SECONDS) * 1000,
  };
}
