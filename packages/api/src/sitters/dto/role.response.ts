import { type ServiceType } from '@pawpal/contract';
import { type AustralianState } from '../sitter-profile.entity.js';

/** The sitter summary in the role record; `id` is the sitter id, which is the user id. */
export interface SitterData {
  id: string;
  headline: string;
  suburb: string;
  state: AustralianState;
  services: { type: ServiceType; priceCents: number }[];
}

/** GET /api/user/role/:userId. sitterData is null unless the user has a sitter profile. */
export interface RoleResponse {
  isSitter: boolean;
  isAdmin: boolean;
  sitterData: SitterData | null;
}
