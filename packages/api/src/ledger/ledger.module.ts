import { Module } from '@nestjs/common';
import { LedgerService } from './ledger.service.js';

/** The double-entry ledger; payments and bookings post to it inside their own transactions. */
@Module({ providers: [LedgerService], exports: [LedgerService] })
export class LedgerModule {}
