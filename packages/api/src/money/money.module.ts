import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { DEFAULT_MONEY_CONFIG, type MoneyConfig } from './money.constants.js';
import { resolveMoneyConfig } from './money.js';
import { MoneyService } from './money.service.js';

/** Injection token for the validated MoneyConfig. */
export const MONEY_CONFIG = Symbol('MONEY_CONFIG');

function providers(config: MoneyConfig): Provider[] {
  return [
    { provide: MONEY_CONFIG, useValue: config },
    { provide: MoneyService, useFactory: (resolved: MoneyConfig) => new MoneyService(resolved), inject: [MONEY_CONFIG] },
  ];
}

/**
 * Money rules as a self-contained module. Import `MoneyModule` for the defaults, or
 * `MoneyModule.forRoot(overrides)` once the config loader has read the environment (Nest appends
 * the dynamic providers after the static ones, so the overrides replace the defaults).
 */
@Module({ providers: providers(DEFAULT_MONEY_CONFIG), exports: [MoneyService, MONEY_CONFIG] })
export class MoneyModule {
  static forRoot(overrides: Partial<MoneyConfig> = {}): DynamicModule {
    return { module: MoneyModule, providers: providers(resolveMoneyConfig(overrides)), exports: [MoneyService, MONEY_CONFIG] };
  }
}
