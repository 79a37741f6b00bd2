import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';
import { UnreadCountRoute } from './unread-count.route.js';

/** Channels between two users, messages, read state and unread counts. */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [ChatController],
  providers: [ChatService, UnreadCountRoute],
  exports: [ChatService],
})
export class ChatModule {}
