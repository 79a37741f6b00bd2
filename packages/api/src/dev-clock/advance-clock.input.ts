import { IsInt, IsNotEmpty, Max, Min } from 'class-validator';

/** The furthest one call moves the test clock: 366 days, in ms. */
export const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

/** POST /api/dev/clock/advance */
export class AdvanceClockInput {
  @Max(MAX_CLOCK_ADVANCE_MS, { message: `ms must be at most ${MAX_CLOCK_ADVANCE_MS} (366 days)` })
  @Min(1, { message: 'ms must be a positive number of milliseconds' })
  @IsInt({ message: 'ms must be a whole number of milliseconds' })
  @IsNotEmpty({ message: 'ms is required: how many milliseconds to move the clock forward' })
  ms: number;
}
