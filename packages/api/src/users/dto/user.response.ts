import { type User } from '../user.entity.js';

/** The user as clients see it (GET /api/auth/user, signup, login). Exactly these fields. */
export interface UserResponse {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  profileImageUrl: string | null;
  profileCompleted: boolean;
}

export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    profileCompleted: user.profileCompleted,
  };
}
