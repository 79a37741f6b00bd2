import { Module, type OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { ImageVariants } from './image-variants.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** Image uploads: the one pipeline (validate by content, re-encode without metadata, random name) and its serving route. */
@Module({
  imports: [AuthModule],
  controllers: [UploadsController],
  providers: [UploadsService, ImageVariants],
  exports: [UploadsService],
})
export class UploadsModule implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly uploads: UploadsService,
  ) {}

  /** Images nothing uses a day after their upload are deleted. */
  onModuleInit(): void {
    this.scheduler.register({ name: 'unused-uploads', run: async (now) => void (await this.uploads.sweepUnused(now)) });
  }
}
