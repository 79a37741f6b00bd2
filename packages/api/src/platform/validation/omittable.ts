import { ValidateIf } from 'class-validator';

/**
 * The field may be left out; when it is sent, its other rules apply — `null` included, so a PATCH
 * with `{ "about": null }` is a 400 naming the field, not a NOT NULL violation in the database (which
 * would be a 500). class-validator's `@IsOptional()` skips both undefined and null: keep it
 * only for fields where null means "clear it" (typed `T | null`).
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}
