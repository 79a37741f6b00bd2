import { DEFAULT_MONEY_CONFIG, type MoneyConfig } from './money.constants.js';
import { type Refund, type RefundInput } from '@pawpal/contract';
import { formatAud, quote, type Quote, type QuoteInput, refundFor, validateMoneyConfig } from './money.js';

/** Fees, GST, refunds and formatting with one configuration; see money.ts for the rules. */
export class MoneyService {
  readonly config: MoneyConfig;

  constructor(config: MoneyConfig = DEFAULT_MONEY_CONFIG) {
    this.config = validateMoneyConfig(config);
  }

  quote(input: QuoteInput): Quote {
    return quote(input, this.config);
  }

  refundFor(input: RefundInput): Refund {
    return refundFor(input);
  }

  formatAud(cents: number): string {
    return formatAud(cents);
  }
}
