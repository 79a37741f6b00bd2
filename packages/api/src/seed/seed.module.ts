import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [LedgerModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
