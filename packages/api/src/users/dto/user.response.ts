import { type AuthUser } from '@pawpal/contract';
import { type User } from '../user.entity.js';

/** The user as clients see it: the contract's AuthUser, exactly these fields. */
export function toUserResponse(user: User): AuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    profileCompleted: user.profileCompleted,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
