/**
 * "An incident holds this booking's payout", in SQL: true while an incident of the stay
 * `bookingId` (a column or parameter) has `holds_payout` set, from its opening until an admin
 * resolves it with the hold released (or releases the hold later). Only that stay's payout: the
 * sitter's other payouts go as usual. The payout sweep asks it beside the report holds
 * (registered with PayoutSweepsService.holdWhile by IncidentsModule); docs/incidents.md, "Holds".
 */
export function incidentHoldsPayoutSql(bookingId: string): string {
  return `EXISTS (SELECT 1 FROM incidents i WHERE i.booking_id = ${bookingId} AND i.holds_payout)`;
}

/** What the sitter reads on a payout an incident holds. */
export const PAYOUT_INCIDENT_HELD_NOTE = 'Held while Pawpal looks into an incident during this stay';

/** An incident's photos, for the unused-upload sweep: the uploads row `up` is in use while an incident or an update shows it. */
export function incidentPhotoInUseSql(upload: string): string {
  // @> rather than = ANY: the GIN indexes on the photo columns answer it.
  return `(EXISTS (SELECT 1 FROM incidents i WHERE i.photos @> ARRAY[${upload}.id::text]) OR EXISTS (SELECT 1 FROM incident_updates iu WHERE iu.photos @> ARRAY[${upload}.id::text]))`;
}
