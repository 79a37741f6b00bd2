import { formatAbn, normaliseAbn } from '@pawpal/contract';
import { type Env, invalidVar, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** Who issues the tax invoices (the owners' receipts) and signs every email's footer, read once at start (src/app-config.ts). */
export interface BusinessConfig {
  readonly name: string;
  /** 11 digits, checksum-validated. */
  readonly abn: string;
}

export const BUSINESS_CONFIG = Symbol('BUSINESS_CONFIG');

/** BUSINESS_NAME default (the name on tax invoices). */
export const DEFAULT_BUSINESS_NAME = 'Pawpal Pty Ltd';
/** BUSINESS_ABN default: a demo ABN that passes the checksum. Set the real one in production. */
export const DEFAULT_BUSINESS_ABN = '51824753556';

export const BUSINESS_SETTINGS = declareSettings({
  title: 'Business',
  source: 'tax/business-config.ts',
  variables: {
    BUSINESS_NAME: {
      default: `\`${DEFAULT_BUSINESS_NAME}\``,
      description:
        "The business that issues the owners' tax invoices (`GET /api/payments/{bookingId}/receipt`), named in every email's footer.",
      production: true,
    },
    BUSINESS_ABN: {
      default: `\`${DEFAULT_BUSINESS_ABN}\` (a demo number)`,
      description:
        'Its ABN: 11 digits (spaces allowed) that must pass the ATO checksum, or the start stops. Set the real one in production. See docs/payments.md.',
      production: true,
    },
  },
});

export function loadBusinessConfig(environment: Env): BusinessConfig {
  const env = BUSINESS_SETTINGS.env(environment);
  const abnRaw = readVar(env, 'BUSINESS_ABN') ?? DEFAULT_BUSINESS_ABN;
  const abn = normaliseAbn(abnRaw) ?? invalidVar('BUSINESS_ABN', 'must be a valid 11-digit ABN', abnRaw);
  return { name: readVar(env, 'BUSINESS_NAME') ?? DEFAULT_BUSINESS_NAME, abn };
}

/**
 * The business as printed on tax invoices and email footers. The default ABN is a demo number,
 * so wherever it prints it says so: nobody should mistake it for a registered business.
 */
export function businessLine(business: BusinessConfig): string {
  const line = `${business.name} · ABN ${formatAbn(business.abn)}`;
  return business.abn === DEFAULT_BUSINESS_ABN ? `${line} · Demo business details, not a real ABN` : line;
}
