const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical text form (any case): ids of users, sitters, bookings, channels. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
