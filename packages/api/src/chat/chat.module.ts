import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ChatController, ChatCountsController } from './chat.controller.js';
import { ChatService } from './chat.service.js';

/** Channels between two users, messages, read state and unread counts. */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [ChatController, ChatCountsController],
  providers: [ChatService],
  exports: [ChatService],
})
export class ChatModule {}
