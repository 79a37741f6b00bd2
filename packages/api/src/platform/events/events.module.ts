import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus.js';
import { EventOutbox } from './event-outbox.js';

/** One EventBus and one EventOutbox for the whole application (global: any module can inject them). */
@Global()
@Module({ providers: [EventBus, EventOutbox], exports: [EventBus, EventOutbox] })
export class EventsModule {}
