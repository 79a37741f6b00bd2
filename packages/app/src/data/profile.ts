import { PROFILE_FIELDS, apiPaths, type AuthUser, type ProfileField, type UpdateProfileInput } from '@pawpal/contract';
import { sendJson, uploadFile } from './mutation';

/* Profile calls of docs/api-contract.md (Profile). Both answer the /api/auth/user object (AuthUser). */

/** PATCH /api/profile: the API normalises the phone to E.164 and explains what it refuses. */
export function updateProfile(input: UpdateProfileInput): Promise<AuthUser> {
  return sendJson<AuthUser>('PATCH', apiPaths.profile(), input);
}

/** POST /api/profile/photo (multipart `file`). */
export function uploadProfilePhoto(file: File): Promise<AuthUser> {
  return uploadFile<AuthUser>(apiPaths.profilePhoto(), file);
}

/**
 * Splits the API's message ("phone must be ...; email must be an email") into per-field errors;
 * a part naming no field goes to `form`.
 */
export function fieldErrorsFrom(message: string): Partial<Record<ProfileField | 'form', string>> {
  const errors: Partial<Record<ProfileField | 'form', string>> = {};
  for (const part of message.split(/;\s*/).filter(Boolean)) {
    const lower = part.toLowerCase();
    const field =
      PROFILE_FIELDS.find((name) => lower.startsWith(name.toLowerCase())) ??
      (lower.includes('first name') ? 'firstName' : undefined) ??
      (lower.includes('last name') ? 'lastName' : undefined) ??
      (lower.includes('phone') ? 'phone' : undefined) ??
      (lower.includes('email') ? 'email' : undefined);
    const target = field ?? 'form';
    errors[target] = errors[target] ? `${errors[target]} ${part}` : part;
  }
  return errors;
}
