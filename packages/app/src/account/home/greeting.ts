/** An account this young is on its first visit: greeted "Welcome", not "Welcome back". */
export const FIRST_VISIT_HOURS = 24;

/** "Welcome" for an account created within FIRST_VISIT_HOURS (the API's createdAt), "Welcome back" after. */
export function greeting(createdAt: string | undefined, firstName: string | undefined, now: Date = new Date()): string {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  const isNew = Number.isFinite(created) && now.getTime() - created < FIRST_VISIT_HOURS * 3_600_000;
  const words = isNew ? 'Welcome' : 'Welcome back';
  return firstName ? `${words}, ${firstName}` : words;
}
