import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
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
export class UploadsModule {}
