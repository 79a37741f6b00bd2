export * from './money.constants.js';
export * from './money.errors.js';
export * from './money.js';
export { MoneyService } from './money.service.js';
export { MONEY_CONFIG, MoneyModule } from './money.module.js';
export { ROUNDING_RULE, applyRateBps, divideRounded } from './rounding.js';
