import { type DynamicModule, Module } from '@nestjs/common';
import { ReadRouting } from './read-routing.js';

/**
 * ReadRouting, global: the controllers of the lag-tolerant reads inject it. The composition binds
 * the primary and the read DataSource (Database.dataSource and Database.readDataSource).
 */
@Module({})
export class ReadRoutingModule {
  static forRoot(routing: ReadRouting): DynamicModule {
    return { global: true, module: ReadRoutingModule, providers: [{ provide: ReadRouting, useValue: routing }], exports: [ReadRouting] };
  }
}
