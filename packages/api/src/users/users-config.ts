import { type Env, invalidVar, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The users' settings from the environment, read once at start (src/app-config.ts). */
export interface UsersConfig {
  /** ADMIN_EMAILS: these accounts are admins (lower-cased; made admin at sign-up and at every start). Empty by default. */
  readonly adminEmails: readonly string[];
}

export const USERS_CONFIG = Symbol('USERS_CONFIG');

export const USERS_SETTINGS = declareSettings({
  title: 'Admins',
  source: 'users/users-config.ts',
  variables: {
    ADMIN_EMAILS: {
      default: 'unset: nobody',
      description:
        'Comma-separated email addresses (case-insensitive; anything but addresses stops the start). These accounts are admins: made admin at sign-up, and existing ones at every start (the list never demotes anyone). Sign-up has no email confirmation, so list only addresses whose accounts exist or that you are about to create. See docs/admin-console.md.',
    },
  },
});

export function loadUsersConfig(environment: Env): UsersConfig {
  const env = USERS_SETTINGS.env(environment);
  return { adminEmails: readEmailList(env, 'ADMIN_EMAILS') };
}

/** A comma-separated list of email addresses, lower-cased and de-duplicated; empty when unset. */
function readEmailList<E extends Env>(env: E, name: keyof E & string): readonly string[] {
  const raw = readVar(env, name);
  if (raw === undefined) return [];
  const emails = raw.split(',').map((entry) => entry.trim().toLowerCase());
  for (const email of emails) {
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email)) invalidVar(name, 'must be comma-separated email addresses', raw);
  }
  return [...new Set(emails)];
}
