// The numbers both sides know (the grace, the early check-in, the far distance, the care plan's
// limits) live in @pawpal/contract (care.ts); these are the API's own. Reasons: docs/care.md.

/**
 * Most tasks one visit carries: a care plan's lines times the pets of a stay could make hundreds
 * on one daily update; past this many the rest is one task that points to the care plan.
 */
export const VISIT_MAX_TASKS = 100;
/** Bound on each care sweep's rows per run: the next run continues. */
export const CARE_SWEEP_BATCH = 200;
/** Most visits GET /api/visits/today lists (today's and those still open). */
export const TODAY_MAX_VISITS = 100;
/** A vet claim approved but not yet charged (the process stopped in between) is charged again once it is this old. */
export const VET_CLAIM_CHARGE_RETRY_AFTER_MS = 60_000;
