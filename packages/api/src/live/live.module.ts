import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { ConnectionRegistry } from './connection-registry.js';
import { LiveFanout } from './live-fanout.js';
import { LiveGateway } from './live.gateway.js';
import { LiveService } from './live.service.js';

/** The WebSocket gateway, this instance's socket registry and the cross-instance fan-out. */
@Module({
  imports: [ChatModule],
  providers: [ConnectionRegistry, LiveFanout, LiveService, LiveGateway],
  exports: [LiveFanout, ConnectionRegistry],
})
export class LiveModule {}
