import { type SeriesPauseReason, type SeriesService, type SeriesStatus } from '@pawpal/contract';

/** A series as stored, with its parties' names and the sitter's current price. */
export interface SeriesRow {
  id: string;
  owner_id: string;
  sitter_id: string;
  owner_first_name: string;
  owner_email: string;
  sitter_first_name: string;
  sitter_email: string;
  service: SeriesService;
  weekdays: number[];
  start_time: string;
  end_time: string;
  time_zone: string;
  start_date: string;
  end_date: string | null;
  occurrences: number | null;
  last_date: string | null;
  pet_ids: string[];
  message: string | null;
  status: SeriesStatus;
  paused_reason: SeriesPauseReason | null;
  respond_by: Date;
  created_at: Date;
  unit_price_cents: number | null;
}

export const SERIES_SELECT = `
  SELECT s.id, s.owner_id, s.sitter_id, o.first_name AS owner_first_name, o.email AS owner_email, st.first_name AS sitter_first_name,
         st.email AS sitter_email, s.service, s.weekdays::int[] AS weekdays, s.start_time, s.end_time, s.time_zone,
         s.start_date::text AS start_date, s.end_date::text AS end_date, s.occurrences, s.last_date::text AS last_date,
         s.pet_ids::text[] AS pet_ids, s.message, s.status, s.paused_reason, s.respond_by, s.created_at, ss.price_cents AS unit_price_cents
    FROM booking_series s JOIN users o ON o.id = s.owner_id JOIN users st ON st.id = s.sitter_id
    LEFT JOIN sitter_services ss ON ss.sitter_id = s.sitter_id AND ss.type = s.service`;
