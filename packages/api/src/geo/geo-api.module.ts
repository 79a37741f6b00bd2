import { type DynamicModule, Module } from '@nestjs/common';
import { type GeoConfig } from './geo-config.js';
import { GeoController } from './geo.controller.js';
import { GeoModule } from './geo.module.js';

/**
 * The geo directory for the whole app (global: sitters and search inject GeoDirectory), loaded
 * from GEO_POSTCODES_FILE when configured, plus GET /api/geo/suburbs.
 */
@Module({})
export class GeoApiModule {
  static forRoot(config: GeoConfig): DynamicModule {
    const geo = GeoModule.forRoot(config.postcodesFile ? { postcodesFile: config.postcodesFile } : {});
    return { module: GeoApiModule, global: true, imports: [geo], controllers: [GeoController], exports: [geo] };
  }
}
