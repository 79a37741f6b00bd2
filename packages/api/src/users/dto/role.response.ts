import { type AustralianState } from '../sitter-profile.entity.js';

/** GET /api/user/role/:userId. sitterData is null unless the user has a sitter profile. */
export interface RoleResponse {
  isSitter: boolean;
  isAdmin: boolean;
  sitterData: { headline: string; suburb: string; state: AustralianState } | null;
}
