import { ConfigError, type Env, readNonNegativeInteger } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';
import { DEFAULT_MONEY_CONFIG, type MoneyConfig } from './money.constants.js';
import { MoneyError } from './money.errors.js';
import { resolveMoneyConfig } from './money.js';

export const MONEY_SETTINGS = declareSettings({
  title: 'Fees',
  source: 'money/money-config.ts',
  intro: 'In basis points (100 = 1%) and cents; the money rules refuse an impossible combination at start. See docs/payments.md.',
  variables: {
    BOOKING_FEE_BPS: { default: String(DEFAULT_MONEY_CONFIG.bookingFeeRateBps), description: "The owner's booking fee, before GST." },
    BOOKING_FEE_CAP_CENTS: { default: String(DEFAULT_MONEY_CONFIG.bookingFeeCapCents), description: 'The booking fee at most, in cents.' },
    SITTER_COMMISSION_BPS: {
      default: String(DEFAULT_MONEY_CONFIG.sitterCommissionRateBps),
      description: "Pawpal's commission on the sitter's price.",
    },
    GST_BPS: { default: String(DEFAULT_MONEY_CONFIG.gstRateBps), description: "GST on Pawpal's fees." },
  },
});

/**
 * The fee settings from the environment (BOOKING_FEE_BPS, BOOKING_FEE_CAP_CENTS, SITTER_COMMISSION_BPS,
 * GST_BPS), each defaulting to the standard fee, validated by the money rules. Read once at start with
 * the platform's settings (src/app-config.ts); an invalid value is a ConfigError naming the variables.
 */
export function loadMoneyConfig(environment: Env): MoneyConfig {
  const env = MONEY_SETTINGS.env(environment);
  try {
    return resolveMoneyConfig({
      bookingFeeRateBps: readNonNegativeInteger(env, 'BOOKING_FEE_BPS', DEFAULT_MONEY_CONFIG.bookingFeeRateBps),
      bookingFeeCapCents: readNonNegativeInteger(env, 'BOOKING_FEE_CAP_CENTS', DEFAULT_MONEY_CONFIG.bookingFeeCapCents),
      sitterCommissionRateBps: readNonNegativeInteger(env, 'SITTER_COMMISSION_BPS', DEFAULT_MONEY_CONFIG.sitterCommissionRateBps),
      gstRateBps: readNonNegativeInteger(env, 'GST_BPS', DEFAULT_MONEY_CONFIG.gstRateBps),
    });
  } catch (error) {
    if (error instanceof MoneyError)
      throw new ConfigError(
        `Invalid configuration: ${error.message} (BOOKING_FEE_BPS, BOOKING_FEE_CAP_CENTS, SITTER_COMMISSION_BPS, GST_BPS)`,
      );
    throw error;
  }
}
