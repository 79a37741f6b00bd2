import { TIMED_SERVICES } from '@pawpal/contract';

/**
 * SQL condition "service `service` (a column of service types) is booked by the visit", written
 * from the contract's TIMED_SERVICES (`timed`, replaceable in tests), so SQL and TypeScript
 * (isTimedService) cannot disagree.
 */
export function timedServiceSql(service: string, timed: readonly string[] = TIMED_SERVICES): string {
  if (timed.length === 0) return 'FALSE';
  return `${service} IN (${timed.map(sqlString).join(', ')})`;
}

/** A SQL string literal of `value`. */
function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
