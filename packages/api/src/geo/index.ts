export * from './au-states.js';
export { AU_SUBURB_ROWS, type SuburbRow } from './au-suburbs.data.js';
export * from './geo.distance.js';
export * from './geo.directory.js';
export * from './geo.errors.js';
export type * from './geo.types.js';
export * from './geonames.loader.js';
export { GEO_MODULE_OPTIONS, GeoModule, type GeoModuleAsyncOptions, type GeoModuleOptions, createGeoDirectory } from './geo.module.js';
