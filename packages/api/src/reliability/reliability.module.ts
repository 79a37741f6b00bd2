import { Module } from '@nestjs/common';
import { NoticesModule } from '../notices/notices.module.js';
import { CancellationRecordWriter } from './cancellation-records.js';
import { ReliabilityController } from './reliability.controller.js';
import { ReliabilityService } from './reliability.service.js';
import { ReliabilityTiersService } from './reliability-tiers.service.js';

/** Reliability records, the "Reliable sitter" tier and late-cancellation entries (docs/reliability.md). */
@Module({
  imports: [NoticesModule],
  controllers: [ReliabilityController],
  providers: [ReliabilityService, ReliabilityTiersService, CancellationRecordWriter],
  exports: [CancellationRecordWriter, ReliabilityTiersService],
})
export class ReliabilityModule {}
