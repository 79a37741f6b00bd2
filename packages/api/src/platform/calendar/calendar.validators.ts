import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDate, isWallClockTime } from './zoned-time.js';

/** A real calendar date written YYYY-MM-DD (2026-02-30 fails). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value) } },
    options,
  );
}

/** A 24-hour time written HH:mm. */
export function IsWallClockTime(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isWallClockTime', validator: { validate: (value: unknown) => typeof value === 'string' && isWallClockTime(value) } },
    options,
  );
}
