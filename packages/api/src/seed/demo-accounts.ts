import { type AuState } from '@pawpal/contract';

/** Password of every demo account (development only: never seeded when NODE_ENV=production). */
export const DEMO_PASSWORD = 'pawpal-demo-2025';

export interface DemoAccount {
  role: 'owner' | 'sitter' | 'admin';
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  profileCompleted: boolean;
  isAdmin: boolean;
  sitterProfile?: { headline: string; suburb: string; state: AuState };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // Profile incomplete (no phone): shows the "Complete your profile" prompt.
  {
    role: 'owner',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    email: 'owner@pawpal.demo',
    phone: null,
    profileCompleted: false,
    isAdmin: false,
  },
  {
    role: 'sitter',
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'sitter@pawpal.demo',
    phone: '+61412345678',
    // Names, email and phone are set but no picture yet, so not completed (the profile rule); the
    // prompt stays away because only a missing name or phone opens it.
    profileCompleted: false,
    isAdmin: false,
    sitterProfile: { headline: 'Experienced dog lover in Surry Hills', suburb: 'Surry Hills', state: 'NSW' },
  },
  { role: 'admin', firstName: 'Alex', lastName: 'Admin', email: 'admin@pawpal.demo', phone: null, profileCompleted: false, isAdmin: true },
];
