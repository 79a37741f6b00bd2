import { type AuState } from '@pawpal/contract';

// The states themselves (AU_STATES, AuState, isAuState) live in @pawpal/contract; their names and
// time zones are the API's.

export const AU_STATE_NAMES: Readonly<Record<AuState, string>> = Object.freeze({
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
});

/**
 * IANA time zone per state. Broken Hill (NSW, on Adelaide time) and a few border towns are
 * exceptions that this state-level mapping deliberately ignores.
 */
export const AU_STATE_TIME_ZONES = Object.freeze({
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  WA: 'Australia/Perth',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  ACT: 'Australia/Sydney',
  NT: 'Australia/Darwin',
} as const satisfies Record<AuState, string>);
export type AuTimeZone = (typeof AU_STATE_TIME_ZONES)[AuState];

/** The IANA time zone for bookings in a state (Australia/Sydney for NSW and ACT). */
export function timeZoneForState(state: AuState): AuTimeZone {
  return AU_STATE_TIME_ZONES[state];
}

const stateByName = new Map(Object.entries(AU_STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code as AuState]));

/** "Victoria" → VIC, or undefined; for sources that spell states out. */
export function stateFromName(name: string): AuState | undefined {
  return stateByName.get(name.trim().toLowerCase());
}
