import { TIMED_SERVICES } from '@pawpal/contract';

/**
 * SQL condition "service `service` (a column of service types) is booked by the visit", written
 * from the contract's TIMED_SERVICES, so SQL and TypeScript (isTimedService) cannot disagree.
 */
export function timedServiceSql(service: string): string {
  if (TIMED_SERVICES.length === 0) return 'FALSE';
  return `${service} IN (${TIMED_SERVICES.map(sqlString).join(', ')})`;
}

/** A SQL string literal of `value`. */
function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
