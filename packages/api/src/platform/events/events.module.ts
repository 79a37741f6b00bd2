import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus.js';

/** One EventBus for the whole application (global: any module can inject it). */
@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
