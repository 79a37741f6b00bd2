/* The signed-in user's own details (PATCH /api/profile, POST /api/profile/photo); both answer an AuthUser. */

/** Longest phone number as typed (the API normalises it to E.164). */
export const PHONE_MAX_LENGTH = 40;

/** PATCH /api/profile body: any subset. Names and email cannot be emptied; phone null or "" clears it. */
export interface UpdateProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
}

/** The fields of UpdateProfileInput, in form order. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
/** One of PROFILE_FIELDS. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];
