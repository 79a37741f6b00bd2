import { Module } from '@nestjs/common';
import { StaticController } from './static.controller.js';

/** Import last: its catch-all GET route answers whatever no other module routed. */
@Module({ controllers: [StaticController] })
export class StaticModule {}
