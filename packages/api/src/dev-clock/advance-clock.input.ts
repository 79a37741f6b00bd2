import { IsInt, IsNotEmpty, Max, Min } from 'class-validator';
import { type AdvanceClockInput as AdvanceClockContract, MAX_CLOCK_ADVANCE_MS } from '@pawpal/contract';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

/** POST /api/dev/clock/advance */
export class AdvanceClockInput implements AdvanceClockContract {
  @Max(MAX_CLOCK_ADVANCE_MS, { message: `ms must be at most ${MAX_CLOCK_ADVANCE_MS} (366 days)` })
  @Min(1, { message: 'ms must be a positive number of milliseconds' })
  @IsInt({ message: 'ms must be a whole number of milliseconds' })
  @IsNotEmpty({ message: 'ms is required: how many milliseconds to move the clock forward' })
  ms: number;
}
