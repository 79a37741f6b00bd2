import type { BoundingBox, LatLng } from './geo.types.js';

/** Edge of a grid cell in degrees: about 11 km of latitude, so a 25 km box spans some 30 cells. */
export const GRID_CELL_DEGREES = 0.1;

/**
 * A uniform latitude/longitude grid over points: `within(box)` visits only the cells the box
 * overlaps instead of every point. Cells are keyed by row and column in a Map, so only occupied
 * cells cost memory; a box wider than the grid has points falls back to one pass over them all.
 */
export class SpatialGrid<T extends LatLng> {
  private readonly cells = new Map<number, T[]>();
  private readonly all: readonly T[];

  constructor(points: Iterable<T>) {
    this.all = [...points];
    for (const point of this.all) {
      const key = cellKey(row(point.latitude), column(point.longitude));
      const cell = this.cells.get(key);
      if (cell) cell.push(point);
      else this.cells.set(key, [point]);
    }
  }

  /** Every point inside the box (inclusive), in no particular order. */
  within(box: BoundingBox): T[] {
    const [firstRow, lastRow] = [row(box.minLatitude), row(box.maxLatitude)];
    const [firstColumn, lastColumn] = [column(box.minLongitude), column(box.maxLongitude)];
    const inBox = (point: T) =>
      point.latitude >= box.minLatitude &&
      point.latitude <= box.maxLatitude &&
      point.longitude >= box.minLongitude &&
      point.longitude <= box.maxLongitude;
    if ((lastRow - firstRow + 1) * (lastColumn - firstColumn + 1) > this.cells.size) return this.all.filter(inBox);
    const found: T[] = [];
    for (let r = firstRow; r <= lastRow; r += 1) {
      for (let c = firstColumn; c <= lastColumn; c += 1) {
        for (const point of this.cells.get(cellKey(r, c)) ?? []) if (inBox(point)) found.push(point);
      }
    }
    return found;
  }
}

const row = (latitude: number) => Math.floor((latitude + 90) / GRID_CELL_DEGREES);
const column = (longitude: number) => Math.floor((longitude + 180) / GRID_CELL_DEGREES);
/** Columns per row (longitudes -180..180), so row × COLUMNS + column is unique. */
const COLUMNS = Math.ceil(360 / GRID_CELL_DEGREES) + 1;
const cellKey = (r: number, c: number) => r * COLUMNS + c;
