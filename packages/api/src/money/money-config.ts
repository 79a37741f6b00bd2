import { ConfigError, type Env, readNonNegativeInteger } from '../platform/config/config.js';
import { DEFAULT_MONEY_CONFIG, type MoneyConfig } from './money.constants.js';
import { MoneyError } from './money.errors.js';
import { resolveMoneyConfig } from './money.js';

/**
 * The fee settings from the environment (BOOKING_FEE_BPS, BOOKING_FEE_CAP_CENTS, SITTER_COMMISSION_BPS,
 * GST_BPS), each defaulting to the standard fee, validated by the money rules. Read once at start with
 * the platform's settings (src/app-config.ts); an invalid value is a ConfigError naming the variables.
 */
export function loadMoneyConfig(env: Env): MoneyConfig {
  try {
    return resolveMoneyConfig({
      bookingFeeRateBps: readNonNegativeInteger(env, 'BOOKING_FEE_BPS', DEFAULT_MONEY_CONFIG.bookingFeeRateBps),
      bookingFeeCapCents: readNonNegativeInteger(env, 'BOOKING_FEE_CAP_CENTS', DEFAULT_MONEY_CONFIG.bookingFeeCapCents),
      sitterCommissionRateBps: readNonNegativeInteger(env, 'SITTER_COMMISSION_BPS', DEFAULT_MONEY_CONFIG.sitterCommissionRateBps),
      gstRateBps: readNonNegativeInteger(env, 'GST_BPS', DEFAULT_MONEY_CONFIG.gstRateBps),
    });
  } catch (error) {
    if (error instanceof MoneyError) throw new ConfigError(`Invalid configuration: ${error.message} (BOOKING_FEE_BPS, BOOKING_FEE_CAP_CENTS, SITTER_COMMISSION_BPS, GST_BPS)`);
    throw error;
  }
}
