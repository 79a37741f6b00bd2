import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_CONFIG } from './money.constants.js';
import { MONEY_CONFIG, MoneyModule } from './money.module.js';
import { MoneyService } from './money.service.js';

describe('MoneyModule', () => {
  it('provides a MoneyService with the default fees', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [MoneyModule] }).compile();

    const money = moduleRef.get(MoneyService);

    expect(money.config).toEqual(DEFAULT_MONEY_CONFIG);
    expect(money.quote({ unitPriceCents: 10_000, units: 1 }).totalCents).toBe(10_550);
    await moduleRef.close();
  });

  it('applies configured overrides from forRoot', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [MoneyModule.forRoot({ bookingFeeCapCents: 1_000 })] }).compile();

    const money = moduleRef.get(MoneyService);

    expect(moduleRef.get(MONEY_CONFIG)).toMatchObject({ bookingFeeCapCents: 1_000, bookingFeeRateBps: 500 });
    expect(money.quote({ unitPriceCents: 100_000, units: 1 }).bookingFeeCents).toBe(1_000);
    await moduleRef.close();
  });

  it('fails fast on an invalid configuration', () => {
    expect(() => MoneyModule.forRoot({ gstRateBps: -1 })).toThrow(/gstRateBps/);
  });
});
