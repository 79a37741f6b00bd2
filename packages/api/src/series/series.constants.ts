/** How many series one sweep round books or charges (the rest wait for the next round). */
export const SERIES_SWEEP_BATCH = 100;
/** Any constant shared by every instance: the advisory lock (with the series' hash) serialising one series' bookings and charges. */
export const SERIES_LOCK = 7_264_600;
/** The notice kinds weekly care sends (GET /api/notices). */
export const SERIES_NOTICE_KINDS = Object.freeze({
  requested: 'series_requested',
  accepted: 'series_accepted',
  declined: 'series_declined',
  chargeFailed: 'series_charge_failed',
  priceChanged: 'series_price_changed',
  ended: 'series_ended',
});
