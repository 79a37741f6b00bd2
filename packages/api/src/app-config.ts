import { loadMoneyConfig } from './money/money-config.js';
import { type MoneyConfig } from './money/money.constants.js';
import { type AppConfig, type Env, loadConfig } from './platform/config/config.js';
import { loadPayoutsConfig, type PayoutsConfig } from './payouts/payouts-config.js';

/**
 * Everything the process reads from its environment, once at start: the platform's settings
 * (platform/config, injected as APP_CONFIG) and the sections features own (the fees, injected as
 * MONEY_CONFIG; payout timing, PAYOUTS_CONFIG). The platform floor knows no feature, so the features' sections are added here.
 */
export interface PawpalConfig extends AppConfig {
  readonly money: MoneyConfig;
  readonly payouts: PayoutsConfig;
}

/** Reads and validates the whole configuration; throws ConfigError naming the first invalid variable. */
export function loadPawpalConfig(env: Env = process.env, cwd: string = process.cwd()): PawpalConfig {
  return { ...loadConfig(env, cwd), money: loadMoneyConfig(env), payouts: loadPayoutsConfig(env) };
}
