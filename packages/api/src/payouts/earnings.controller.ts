import { Controller, Get, Header, HttpStatus, Query, UseGuards } from '@nestjs/common';
import { type EarningsPreview, SERVICE_MAX_PRICE_CENTS, SERVICE_MIN_PRICE_CENTS } from '@pawpal/contract';
import { MoneyService } from '../money/money.service.js';
import { SignedInGuard } from '../platform/session/signed-in.guard.js';
import { PayoutsError } from './payouts.errors.js';

/**
 * What a sitter receives of a price they are setting (registration, services): the money rules'
 * own figures for one unit, so the screen shows a breakdown that adds up without a second copy of
 * the commission rule.
 */
@Controller('api/payouts')
@UseGuards(SignedInGuard)
export class EarningsController {
  constructor(private readonly money: MoneyService) {}

  @Get('earnings')
  @Header('Cache-Control', 'private, max-age=300')
  earnings(@Query('priceCents') raw?: string): EarningsPreview {
    const priceCents = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(priceCents) || priceCents < SERVICE_MIN_PRICE_CENTS || priceCents > SERVICE_MAX_PRICE_CENTS) {
      throw new PayoutsError(
        HttpStatus.BAD_REQUEST,
        `priceCents must be a whole number of cents from ${SERVICE_MIN_PRICE_CENTS} to ${SERVICE_MAX_PRICE_CENTS}`,
      );
    }
    const quote = this.money.quote({ unitPriceCents: priceCents, units: 1 });
    return {
      priceCents,
      commissionCents: quote.commissionCents,
      commissionGstCents: quote.commissionGstCents,
      sitterReceivesCents: quote.sitterPayoutCents,
    };
  }
}
