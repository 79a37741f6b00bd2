import { type AuState } from './geo.js';
import { type ServicePrice } from './sitters.js';

/* Who is signed in (GET /api/auth/user, signup, login) and their role record (GET /api/user/role/{id}). */

/** Shortest password accepted at sign-up. */
export const MIN_PASSWORD_LENGTH = 10;
/** Longest password accepted. */
export const MAX_PASSWORD_LENGTH = 200;
/** Longest first or last name. */
export const NAME_MAX_LENGTH = 100;
/** Longest email address. */
export const EMAIL_MAX_LENGTH = 254;

/** The user as clients see it (GET /api/auth/user, POST signup/login, PATCH /api/profile). Exactly these fields. */
export interface AuthUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, or null when not given. */
  phone: string | null;
  profileImageUrl: string | null;
  /** True when first name, last name, email, phone and picture are all set. */
  profileCompleted: boolean;
  /** True once the address was confirmed through its verification link (needed to request or accept a booking). */
  emailVerified: boolean;
  /** When the account was created (ISO 8601): a brand-new member is welcomed, not welcomed back. */
  createdAt?: string;
}

/** POST /api/auth/signup body (JSON; the /api/login form posts the same fields). */
export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /api/auth/login body. */
export interface LoginInput {
  email: string;
  password: string;
}

/** The sitter summary in the role record; `id` is the sitter id, which is the user id. */
export interface SitterData {
  id: string;
  headline: string;
  suburb: string;
  state: AuState;
  services: ServicePrice[];
}

/** GET /api/user/role/{userId}: the role record; sitterData is null unless the user has a sitter profile. */
export interface RoleRecord {
  isSitter: boolean;
  isAdmin: boolean;
  sitterData: SitterData | null;
}
